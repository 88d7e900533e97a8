import { addons } from 'storybook/manager-api';
import { managerTheme } from './theme';
import '@fontsource-variable/inter';

addons.setConfig({ theme: managerTheme });
