import type { Meta, StoryObj } from '@storybook/react-vite';
import { Greeting } from './Greeting';

const meta = {
  title: 'Example/Greeting',
  component: Greeting,
  tags: ['autodocs'],
} satisfies Meta<typeof Greeting>;

export default meta;

export const Default: StoryObj<typeof meta> = { args: { name: 'world' } };
