import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { CopyIcon, LinkIcon, TrashIcon } from '../Iconography/icons';
import { KebabMenu, type KebabMenuProps } from './KebabMenu';
import type { MenuEntry } from './types';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';

const onRename = fn();

const options: MenuEntry[] = [
  { label: 'Rename', onClick: onRename },
  { label: 'Duplicate', icon: <CopyIcon /> },
  { label: 'Copy link', icon: <LinkIcon /> },
  { label: 'Delete', icon: <TrashIcon />, tone: 'danger' },
];

const meta = {
  title: 'Components/KebabMenu',
  component: KebabMenu,
  args: { 'aria-label': 'Page actions', options },
  parameters: { layout: 'fullscreen' },
  // On a docs page every example starts closed: an open menu would move the reader's focus into
  // it on load. The open states stay stories of their own (sidebar, story tests, baselines).
  render: ({ defaultOpen, ...args }, { viewMode }) => (
    <KebabMenu {...args} defaultOpen={viewMode === 'docs' ? undefined : defaultOpen} />
  ),
  decorators: [
    (Story) => (
      <div
        style={{
          padding: 24,
          minHeight: 320,
          boxSizing: 'border-box',
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, height: 32 }}>
          <span>Getting started</span>
          <Story />
        </div>
      </div>
    ),
  ],
  beforeEach: () => onRename.mockClear(),
} satisfies Meta<Extract<KebabMenuProps, { 'aria-label': string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (element: HTMLElement) => within(element.ownerDocument.body);

/** The icon-only trigger is named by `aria-label`; the keyboard opens, moves and chooses. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Page actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu', { name: 'Page actions' });
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(onRename).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open: it aligns to the end of its trigger by default. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    const menu = await bodyOf(canvasElement).findByRole('menu');
    const trigger = canvas.getByRole('button', { name: 'Page actions' });
    await waitFor(() =>
      expect(
        Math.abs(menu.getBoundingClientRect().right - trigger.getBoundingClientRect().right),
      ).toBeLessThan(1),
    );
  },
};

/** Tab closes the menu and moves on from the trigger. */
export const TabLeaves: Story = {
  // A keyboard script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <>
      <KebabMenu {...args} />
      <button type="button">Next control</button>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page actions' }));
    const menu = await bodyOf(canvasElement).findByRole('menu');
    await userEvent.tab();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page actions' })).toBeDisabled();
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await bodyOf(canvasElement).findByRole('menu');
  },
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/** An empty name leaves the button nameless: development builds say so. */
export const MissingLabelWarns: Story = {
  // A misuse check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { 'aria-label': '' },
  parameters: { a11y: { test: 'off' } },
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  play: async () => {
    await expectDevWarning(
      warnSpy,
      'KebabMenu: prop "aria-label" is required to name the icon-only button (or "aria-labelledby").',
    );
  },
};
