import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OnThisPage } from '../OnThisPage';
import { InnerLayout } from './InnerLayout';
import { pageToc, SamplePage } from '../../../stories/support/samplePage';

const meta = {
  title: 'Components/Navigation/InnerLayout',
  component: InnerLayout,
  args: { children: <SamplePage /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InnerLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Content alone, at most 1074 px wide and centred. */
export const ContentOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
    const layout = canvasElement.querySelector<HTMLElement>('[data-layout="inner"]')!;
    await expect(layout.getBoundingClientRect().width).toBeLessThanOrEqual(1074);
  },
};

/** With a right-hand column, here "On this page". */
export const WithRightColumn: Story = {
  // On its docs page the site's own "On this page" is there too.
  parameters: {
    docsExample: {
      args: { aside: <OnThisPage items={pageToc} aria-label="On this page, example" /> },
    },
  },
  args: { aside: <OnThisPage items={pageToc} />, asideLabel: 'On this page column' },
  play: async ({ canvas }) => {
    const aside = canvas.getByRole('complementary', { name: 'On this page column' });
    const heading = canvas.getByRole('heading', { name: 'Accordion', level: 1 });
    await expect(aside.getBoundingClientRect().left).toBeGreaterThan(
      heading.getBoundingClientRect().right,
    );
  },
};

/** Below 1110 px the right-hand column is hidden so the content keeps its room. */
export const RightColumnHiddenWhenNarrow: Story = {
  args: { aside: <OnThisPage items={pageToc} /> },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Accordion', level: 1 })).toBeVisible();
  },
};

export const OnDarkBackground: Story = {
  args: { aside: <OnThisPage items={pageToc} /> },
  globals: { colorScheme: 'dark' },
};
