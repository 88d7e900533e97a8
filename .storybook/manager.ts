import '@fontsource-variable/inter';
import { addons } from 'storybook/manager-api';
import { registerLicenseGate, renderSidebarLabel } from './addons/licenseGate';
import { registerLoadingBar } from './addons/loadingBar';
import { registerPageTitle } from './addons/pageTitle';
import { registerSiteSearch } from './addons/search/registerSiteSearch';
import { isLicensedBuild } from './site/license';
import { managerTheme } from './theme';

const licensed = isLicensedBuild();

addons.setConfig({
  theme: managerTheme,
  sidebar: {
    renderLabel: (item, api) => renderSidebarLabel(item, api, licensed),
  },
});

addons.register('tessera/site', (api) => {
  registerPageTitle(api);
  registerLoadingBar(api);
  registerLicenseGate(api, licensed);
  registerSiteSearch(api);
});
