import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BreakpointTable, ColorTokenTable, TextStyleTable } from '../.storybook/docs/TokenTables';
import { brandColorNames, textStyles } from '../src/tokens';

const meta = {
  title: 'Components/Theme',
  component: ColorTokenTable,
} satisfies Meta<typeof ColorTokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrandColors: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(brandColorNames.length + 1);
    await expect(canvas.getByText('#6187FE')).toBeVisible();
    await expect(canvas.getByText('--tessera-gray-dark')).toBeVisible();
  },
};

export const CompanionColors: Story = { args: { include: 'companions' } };

export const Breakpoints: Story = {
  render: () => <BreakpointTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('820 px')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(10);
  },
};

export const TextStyles: Story = {
  render: () => <TextStyleTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(textStyles).length + 1);
  },
};
