import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BreakpointTable, ColorTokenTable, TextStyleTable } from '../.storybook/docs/TokenTables';
import { Button } from '../src/components/Button';
import { ThemeProvider } from '../src/theme';
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

/** `:root` rules that declare Tessera's CSS variables, across every style sheet of the page. */
const rootVariableRules = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter(
      (rule) =>
        rule instanceof CSSStyleRule &&
        rule.selectorText === ':root' &&
        rule.style.getPropertyValue('--tessera-primary') !== '',
    ).length;

/** A dark island inside a light page: the nested provider scopes its scheme and adds no second copy of the variables. */
let rulesBefore = 0;

export const NestedScheme: Story = {
  // Counted before the story renders: a page that showed other examples first may keep their
  // variables, and only what this story adds is its own.
  beforeEach: () => {
    rulesBefore = rootVariableRules();
  },
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420, justifyItems: 'start' }}>
      <Button>Light page</Button>
      <ThemeProvider colorScheme="dark">
        <div
          style={{
            display: 'grid',
            justifyItems: 'start',
            gap: 12,
            padding: 16,
            borderRadius: 8,
            background: 'var(--tessera-surface)',
            color: 'var(--tessera-text)',
          }}
        >
          <span>Dark panel</span>
          <Button>Inside the dark panel</Button>
        </div>
      </ThemeProvider>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const island = canvasElement.querySelector('[data-tessera-scheme="dark"]');
    await expect(island).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Inside the dark panel' })).toBeVisible();
    // The story's own provider declared the variables (or found them declared); the nested one
    // reuses them.
    await expect(rootVariableRules()).toBeGreaterThanOrEqual(1);
    await expect(rootVariableRules() - rulesBefore).toBeLessThanOrEqual(1);
    const background = getComputedStyle(island!.firstElementChild!).backgroundColor;
    await expect(background).not.toBe(getComputedStyle(canvasElement).backgroundColor);
  },
};
