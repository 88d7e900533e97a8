import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TocItem } from '../../lib/tableOfContents';
import { collectHeadings } from './collectHeadings';
import { OnThisPage } from './OnThisPage';

const sections: { id: string; title: string; level: 2 | 3 }[] = [
  { id: 'overview', title: 'Overview', level: 2 },
  { id: 'installation', title: 'Installation', level: 2 },
  { id: 'with-npm', title: 'With npm', level: 3 },
  { id: 'with-pnpm', title: 'With pnpm', level: 3 },
  { id: 'usage', title: 'Usage', level: 2 },
  { id: 'accessibility', title: 'Accessibility', level: 2 },
  { id: 'changelog', title: 'Changelog', level: 2 },
];

const pageItems: TocItem[] = [
  { label: 'Overview', href: '#overview' },
  {
    label: 'Installation',
    href: '#installation',
    items: [
      { label: 'With npm', href: '#with-npm' },
      { label: 'With pnpm', href: '#with-pnpm' },
    ],
  },
  { label: 'Usage', href: '#usage' },
  { label: 'Accessibility', href: '#accessibility' },
  { label: 'Changelog', href: '#changelog' },
];

const paragraph =
  'Tessera components share one set of tokens, so spacing, colour and motion stay consistent from the first page to the last. Each section of this page is long enough to scroll past, which is what the table of contents on the right follows.';

/** A docs page with a sticky "On this page" column, as the docs container lays it out. */
function DemoPage({ withIds = true, toc }: { withIds?: boolean; toc: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 48, padding: '24px 32px' }}>
      <article style={{ flex: '1 1 320px', minWidth: 0, maxWidth: 720 }}>
        <h1 style={{ marginTop: 0 }}>Getting started</h1>
        {sections.map((section) => {
          const Heading = section.level === 2 ? 'h2' : 'h3';
          return (
            <section key={section.id} style={{ minHeight: section.level === 2 ? 420 : 260 }}>
              <Heading id={withIds ? section.id : undefined}>{section.title}</Heading>
              <p>{paragraph}</p>
              <p>{paragraph}</p>
            </section>
          );
        })}
      </article>
      <div style={{ flex: '0 0 220px', position: 'sticky', top: 24, alignSelf: 'start' }}>
        {toc}
      </div>
    </div>
  );
}

const resetPage = () => {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  window.scrollTo({ top: 0, behavior: 'instant' });
};

const meta = {
  title: 'Components/OnThisPage',
  component: OnThisPage,
  args: { items: pageItems },
  parameters: { layout: 'fullscreen' },
  // Each state is a scroll position in a page taller than the window: snapshot the window.
  tags: ['visual-viewport'],
  beforeEach: () => {
    resetPage();
    return resetPage;
  },
  render: (args) => <DemoPage toc={<OnThisPage {...args} />} />,
} satisfies Meta<typeof OnThisPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentEntry = (nav: HTMLElement) =>
  nav.querySelector('[aria-current="location"]')?.textContent ?? null;

/** At the top of the page the first section is current. */
export const Default: Story = {
  // On its docs page the site's own "On this page" is there too.
  parameters: { docsExample: { args: { 'aria-label': 'On this page, example' } } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'On this page' });
    await waitFor(() => expect(currentEntry(nav)).toBe('Overview'));
    await expect(within(nav).getAllByRole('link')).toHaveLength(7);
  },
};

/**
 * A click scrolls smoothly until the section's heading sits 128 px below the top, moves the
 * focus there, and writes the hash into the URL 60 ms later.
 */
export const ClickScrollsToSection: Story = {
  parameters: { docsExample: { args: { 'aria-label': 'On this page, second example' } } },
  // A timing check, not a state: out of the sidebar, still tested; its docs page shows it.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'On this page' });
    const link = within(nav).getByRole('link', { name: 'Accessibility' });
    const heading = canvas.getByRole('heading', { name: 'Accessibility' });

    const clickedAt = performance.now();
    link.click();
    await expect(window.location.hash).toBe('');
    await expect(link).toHaveAttribute('aria-current', 'location');
    await waitFor(() => expect(window.location.hash).toBe('#accessibility'), { interval: 5 });
    const hashDelay = performance.now() - clickedAt;
    await expect(hashDelay).toBeGreaterThanOrEqual(55);
    await expect(hashDelay).toBeLessThan(600);

    await waitFor(
      () => expect(Math.abs(heading.getBoundingClientRect().top - 128)).toBeLessThan(2),
      { timeout: 3000 },
    );
    await expect(heading).toHaveFocus();
    await expect(currentEntry(nav)).toBe('Accessibility');
  },
};

/** Only the last of several quick clicks reaches the URL. */
export const HashUpdateIsDebounced: Story = {
  // A timing check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'On this page' });
    within(nav).getByRole('link', { name: 'Usage' }).click();
    within(nav).getByRole('link', { name: 'With npm' }).click();
    await waitFor(() => expect(window.location.hash).toBe('#with-npm'));
    const replaceState = window.history.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(window.location.hash).toBe('#with-npm');
    // `replace` (the default) adds no history entries.
    await expect(window.history.length).toBe(replaceState);
  },
};

/** Scrolling by hand moves the highlight; at the very bottom the last section is current. */
export const TracksScrollPosition: Story = {
  // A behaviour check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'On this page' });
    const usage = canvas.getByRole('heading', { name: 'Usage' });
    window.scrollTo({
      top: usage.getBoundingClientRect().top + window.scrollY - 100,
      behavior: 'instant',
    });
    await waitFor(() => expect(currentEntry(nav)).toBe('Usage'));

    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await waitFor(() => expect(currentEntry(nav)).toBe('Changelog'));

    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(currentEntry(nav)).toBe('Overview'));
  },
};

/**
 * For 800 ms after a click the highlight ignores scrolling, so the smooth scroll does not
 * light up every section it passes; then tracking resumes.
 */
export const ScrollTrackingPausedAfterClick: Story = {
  // A timing check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'On this page' });
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveFocus();
    for (let press = 0; press < 6; press += 1) await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Changelog' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const clickedAt = performance.now();
    await expect(currentEntry(nav)).toBe('Changelog');

    // The reader jumps back to the top at once: the highlight holds.
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(currentEntry(nav)).toBe('Changelog');

    let step = 0;
    await waitFor(
      () => {
        step += 1;
        window.scrollTo({ top: step % 2, behavior: 'instant' });
        expect(currentEntry(nav)).toBe('Overview');
      },
      { timeout: 3000, interval: 20 },
    );
    const pausedFor = performance.now() - clickedAt;
    await expect(pausedFor).toBeGreaterThan(750);
    await expect(pausedFor).toBeLessThan(1600);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** Items read from the rendered page with `collectHeadings`: h3 nest under their h2, and headings without an id get one. */
export const FromPageHeadings: Story = {
  render: function FromPageHeadingsStory(args) {
    const [items, setItems] = useState<TocItem[] | null>(null);
    return (
      <div
        ref={(node) => {
          if (node && items === null) setItems(collectHeadings(node.querySelector('article')!));
        }}
      >
        <DemoPage withIds={false} toc={items && <OnThisPage {...args} items={items} />} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'On this page' });
    await expect(canvas.getByRole('heading', { name: 'With pnpm' })).toHaveAttribute(
      'id',
      'with-pnpm',
    );
    const nested = within(nav).getByRole('link', { name: 'With npm' }).closest('ul');
    await expect(nested).toHaveAttribute('data-depth', '1');
    await expect(within(nav).getByRole('link', { name: 'With pnpm' })).toHaveAttribute(
      'href',
      '#with-pnpm',
    );
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
};
