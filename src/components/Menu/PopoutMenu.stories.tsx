import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleImages } from '../../../stories/support/sampleImages';
import { atWindowBottom } from '../../../stories/support/windowBottom';
import { CopyIcon, DownloadIcon, LinkIcon, TrashIcon, UploadIcon } from '../Iconography/icons';
import type { MenuEntry } from './types';
import { PopoutMenu } from './PopoutMenu';

const onDuplicate = fn();
const onDelete = fn();

const actions: MenuEntry[] = [
  { label: 'Duplicate', icon: <CopyIcon />, onClick: onDuplicate },
  { label: 'Copy link', icon: <LinkIcon />, hoverIcon: <CopyIcon /> },
  { label: 'Export', icon: <DownloadIcon /> },
  { label: 'Import', icon: <UploadIcon />, disabled: true },
  { label: 'Delete', icon: <TrashIcon />, tone: 'danger', onClick: onDelete },
];

const meta = {
  title: 'Components/PopoutMenu',
  component: PopoutMenu,
  args: { label: 'Actions', options: actions, onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
  // On a docs page every example starts closed: an open menu would move the reader's focus into
  // it on load. The open states stay stories of their own (sidebar, story tests, baselines).
  render: ({ defaultOpen, ...args }, { viewMode }) => (
    <PopoutMenu {...args} defaultOpen={viewMode === 'docs' ? undefined : defaultOpen} />
  ),
  decorators: [
    (Story) => (
      <div style={{ padding: 24, minHeight: 400, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onDuplicate.mockClear();
    onDelete.mockClear();
  },
} satisfies Meta<typeof PopoutMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (element: HTMLElement) => within(element.ownerDocument.body);

/** Keyboard: open, move with wrap (skipping disabled entries), choose; focus returns to the button. */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus());

    await userEvent.keyboard('{ArrowUp}');
    await expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Import is disabled and skipped.
    await expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(body.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('e');
    await expect(body.getByRole('menuitem', { name: 'Export' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Open, as a designer reviews it: icons, a danger tone and a disabled entry. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await body.findByRole('menu');
    await expect(body.getByRole('menuitem', { name: 'Import' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Pointer: a click chooses; a release anywhere outside closes; a hovered entry shows its hover icon. */
export const Pointer: Story = {
  // A pointer script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    const copyLink = await body.findByRole('menuitem', { name: 'Copy link' });
    await userEvent.hover(copyLink);
    await waitFor(() => expect(copyLink.querySelector('[data-part="hover-icon"]')).toBeVisible());
    await expect(copyLink.querySelector('[data-part="icon"]')).not.toBeVisible();

    await userEvent.click(body.getByRole('menuitem', { name: 'Import' }));
    await expect(body.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(body.getByRole('menuitem', { name: 'Duplicate' }));
    await expect(onDuplicate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await body.findByRole('menu');
    // One user-event session, so the press and the later release belong together.
    const user = userEvent.setup();
    await user.pointer([
      { target: canvasElement.ownerDocument.body, coords: { clientX: 600, clientY: 300 } },
      { keys: '[MouseLeft>]' },
    ]);
    await expect(body.getByRole('menu')).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]' });
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

const views: MenuEntry[] = [
  { label: 'Compact', selected: false },
  { label: 'Comfortable', selected: true },
  { label: 'Spacious', selected: false },
];

/** Selected entries show a tick and are checkable items; opening focuses the selected one. */
export const WithSelection: Story = {
  args: { label: 'Density', options: views },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Density' }));
    const selected = await bodyOf(canvasElement).findByRole('menuitemcheckbox', {
      name: 'Comfortable',
    });
    await expect(selected).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(selected).toHaveFocus());
  },
};

const layouts: MenuEntry[] = [
  { label: 'Mountains', icon: sampleImages.mountains },
  { label: 'Desert', icon: sampleImages.desert },
  { label: 'Ocean', icon: sampleImages.ocean },
];

/** Icons given as image addresses render at 64 px. */
export const ImageIcons: Story = {
  args: { label: 'Cover image', options: layouts },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cover image' }));
    const item = await bodyOf(canvasElement).findByRole('menuitem', { name: 'Desert' });
    await expect(item.querySelector('img')!.offsetWidth).toBe(64);
  },
};

const many: MenuEntry[] = Array.from({ length: 24 }, (_, index) => ({
  label: `Version ${24 - index}.0`,
  selected: index === 15,
}));

/** A long menu is capped at 18rem and opens with the selected entry in its middle. */
export const LongMenuScrollsToSelected: Story = {
  args: { label: 'Version', options: many },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Version' }));
    const body = bodyOf(canvasElement);
    const menu = await body.findByRole('menu');
    const selected = body.getByRole('menuitemcheckbox', { name: 'Version 9.0' });
    await expect(menu.offsetHeight).toBeLessThanOrEqual(288);
    await waitFor(() => {
      const list = menu.getBoundingClientRect();
      const item = selected.getBoundingClientRect();
      expect(Math.abs(item.top + item.height / 2 - (list.top + list.height / 2))).toBeLessThan(
        item.height,
      );
    });
  },
};

/** Anchored at the bottom of the window, the menu opens above its button. */
export const FlipsNearWindowBottom: Story = {
  decorators: [atWindowBottom(8)],
  // The menu flips because of where the window ends: its snapshot is the window.
  tags: ['visual-viewport'],
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    const menu = await bodyOf(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu).toHaveAttribute('data-placement', 'top-start'));
    await waitFor(() =>
      expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        trigger.getBoundingClientRect().top,
      ),
    );
  },
};

/** With room below, the menu opens below its button. */
export const OpensBelow: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    const menu = await bodyOf(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu).toHaveAttribute('data-placement', 'bottom-start'));
    await expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().bottom,
    );
  },
};

/** The menu fades over 0.1 s and leaves the page when the closing animation ends. */
export const OpenCloseAnimation: Story = {
  // A timing check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await bodyOf(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu.style.transitionDuration).toBe('100ms'));
    const closedAt = performance.now();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument(), { interval: 10 });
    const closingLasted = performance.now() - closedAt;
    await expect(closingLasted).toBeGreaterThanOrEqual(100);
    await expect(closingLasted).toBeLessThan(700);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(bodyOf(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await bodyOf(canvasElement).findByRole('menu');
    await expect(menu.closest('[data-tessera-scheme]')).toHaveAttribute(
      'data-tessera-scheme',
      'dark',
    );
  },
};
