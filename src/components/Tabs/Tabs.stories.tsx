import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, type MockInstance } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';
import { centreX, rightToLeft } from '../../../stories/support/rightToLeft';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';

const installation: TabItem[] = [
  { value: 'npm', label: 'npm', component: <p>npm install @tessera/react</p> },
  { value: 'pnpm', label: 'pnpm', component: <p>pnpm add @tessera/react</p> },
  { value: 'yarn', label: 'Yarn', component: <p>yarn add @tessera/react</p> },
];

const meta = {
  title: 'Components/Panel/Tabs',
  component: Tabs,
  args: { items: installation, 'aria-label': 'Package manager', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab active, starting on the first; arrow keys move and activate, wrapping at both ends. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const [npm, pnpm, yarn] = canvas.getAllByRole('tab');
    await expect(canvas.getByRole('tablist', { name: 'Package manager' })).toBeVisible();
    await expect(npm).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'npm' })).toHaveTextContent(
      'npm install @tessera/react',
    );

    await userEvent.tab();
    await expect(npm).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(pnpm).toHaveFocus();
    await expect(pnpm).toHaveAttribute('aria-selected', 'true');
    await expect(npm).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'pnpm' })).toHaveTextContent('pnpm add');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pnpm', installation[1]);

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(npm).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(yarn).toHaveFocus();
    await expect(yarn).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(npm).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(yarn).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the active panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Yarn' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(yarn).toHaveFocus();
  },
};

/** Pointer: a click switches the panel; only the active panel is shown. */
export const Pointer: Story = {
  // A pointer script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Yarn' }));
    await expect(canvas.getByRole('tab', { name: 'Yarn' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('yarn add @tessera/react');
  },
};

const withLinks: TabItem[] = [
  { value: 'overview', label: 'Overview', component: <p>Tessera in one page.</p> },
  { value: 'props', label: 'Props', component: <p>Every prop, with its default.</p> },
  { value: 'changelog', label: 'Changelog', href: '#changelog' },
  { value: 'source', label: 'Source', href: 'https://github.com/' },
];

/**
 * An entry with a link navigates instead of switching: it is a link beside the tab list, not a
 * tab, so the arrows stay among the tabs and Tab reaches the links.
 */
export const WithLinks: Story = {
  args: { items: withLinks, 'aria-label': 'Page sections' },
  render: function LinkStory(args) {
    // The story records where a link would go instead of leaving the page.
    const [destination, setDestination] = useState('nowhere yet');
    return (
      <div
        onClickCapture={(event) => {
          const link = (event.target as Element).closest('a');
          if (!link) return;
          event.preventDefault();
          setDestination(link.getAttribute('href') ?? '');
        }}
      >
        <Tabs {...args} />
        <p>Navigated to: {destination}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
    const changelog = canvas.getByRole('link', { name: 'Changelog' });
    await expect(changelog).toHaveAttribute('href', '#changelog');
    await expect(changelog).not.toHaveAttribute('role');
    const source = canvas.getByRole('link', { name: /Source/ });
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const props = canvas.getByRole('tab', { name: 'Props' });
    await expect(props).toHaveFocus();
    await expect(props).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    // Tab leaves the tab list for the links, then the active panel.
    await userEvent.tab();
    await expect(changelog).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Navigated to: #changelog')).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Every prop');
    await userEvent.click(source);
    await expect(canvas.getByText('Navigated to: https://github.com/')).toBeVisible();
  },
};

/** A disabled tab is skipped by the arrow keys and ignores clicks. */
export const DisabledTab: Story = {
  args: {
    items: [
      installation[0]!,
      { value: 'bun', label: 'Bun', component: <p>bun add @tessera/react</p>, disabled: true },
      installation[2]!,
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Yarn' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: 'Bun' }));
    await expect(canvas.getByRole('tab', { name: 'Bun' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};

/** `defaultValue` starts on another tab. */
export const StartsOnAnotherTab: Story = {
  args: { defaultValue: 'yarn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Yarn' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: { items: withLinks, 'aria-label': 'Page sections' },
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/** A `defaultValue` that is not a content tab is reported and the first tab is used. */
export const InvalidDefaultIndexWarns: Story = {
  // A misuse check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { items: withLinks, defaultValue: 'source', 'aria-label': 'Page sections' },
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectDevWarning(
      warnSpy,
      'Tabs: prop "defaultValue" got "source"; expected the value of an enabled tab with content; using "overview".',
    );
  },
};

/**
 * In right-to-left text the first tab is on the right, and Left Arrow moves to the next tab, as
 * the WAI-ARIA APG asks for right-to-left languages.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: { 'aria-label': 'מנהל חבילות' },
  play: async ({ canvas }) => {
    const [npm, pnpm] = canvas.getAllByRole('tab');
    await expect(centreX(npm!)).toBeGreaterThan(centreX(pnpm!));
    await userEvent.tab();
    await expect(npm).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(pnpm).toHaveFocus();
    await expect(pnpm).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(npm).toHaveFocus();
    await expect(npm).toHaveAttribute('aria-selected', 'true');
  },
};
