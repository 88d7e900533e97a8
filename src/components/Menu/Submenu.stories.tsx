import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { DownloadIcon, FileIcon, ImageIcon } from '../Iconography/icons';
import { Menu, MenuSubmenu } from './Menu';
import { PopoutMenu } from './PopoutMenu';
import type { MenuEntry } from './types';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';
import { centreX, rightToLeft } from '../../../stories/support/rightToLeft';

const onPng = fn();
const onMarkdown = fn();

const options: MenuEntry[] = [
  { label: 'Rename' },
  {
    label: 'Export as',
    icon: <DownloadIcon />,
    options: [
      { label: 'PNG', icon: <ImageIcon />, onClick: onPng },
      { label: 'PDF', icon: <FileIcon />, disabled: true },
      {
        label: 'Text',
        options: [{ label: 'Markdown', onClick: onMarkdown }, { label: 'Plain text' }],
      },
    ],
  },
  { label: 'Archive', disabled: true, options: [{ label: 'Now' }] },
  { label: 'Delete', tone: 'danger' },
];

const meta = {
  title: 'Components/Submenu',
  component: MenuSubmenu,
  args: { label: 'Export as', children: null },
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: 24, minHeight: 400, boxSizing: 'border-box' }}>
      <PopoutMenu label="File" options={options} />
    </div>
  ),
  beforeEach: () => {
    onPng.mockClear();
    onMarkdown.mockClear();
  },
} satisfies Meta<typeof MenuSubmenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (element: HTMLElement) => within(element.ownerDocument.body);

/** ArrowRight opens a submenu on its first entry, ArrowLeft closes it and returns to its entry. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'File' });
    await userEvent.click(trigger);
    await body.findByRole('menu', { name: 'File' });
    await userEvent.keyboard('{ArrowDown}');
    const exportItem = body.getByRole('menuitem', { name: 'Export as' });
    await expect(exportItem).toHaveFocus();
    await expect(exportItem).toHaveAttribute('aria-haspopup', 'menu');
    await expect(exportItem).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowRight}');
    const submenu = await body.findByRole('menu', { name: 'Export as' });
    await expect(exportItem).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(submenu).getByRole('menuitem', { name: 'PNG' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    // PDF is disabled and skipped.
    await expect(within(submenu).getByRole('menuitem', { name: 'Text' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(submenu).getByRole('menuitem', { name: 'PNG' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(submenu).not.toBeInTheDocument());
    await expect(exportItem).toHaveFocus();
    await expect(body.getByRole('menu', { name: 'File' })).toBeInTheDocument();

    // A third level, then a choice closes every level and focus returns to the trigger.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu', { name: 'Export as' });
    await userEvent.keyboard('{End}{ArrowRight}');
    const textMenu = await body.findByRole('menu', { name: 'Text' });
    await waitFor(() =>
      expect(within(textMenu).getByRole('menuitem', { name: 'Markdown' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(onMarkdown).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Escape closes only the innermost level. */
export const EscapeClosesOneLevel: Story = {
  // A keyboard script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'File' }));
    await body.findByRole('menu', { name: 'File' });
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const submenu = await body.findByRole('menu', { name: 'Export as' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(submenu).not.toBeInTheDocument());
    await expect(body.getByRole('menuitem', { name: 'Export as' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'File' })).toHaveFocus();
  },
};

/** Pointer: hovering an entry opens its submenu beside it; hovering another entry closes it. */
export const Pointer: Story = {
  // A pointer script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'File' }));
    const exportItem = await body.findByRole('menuitem', { name: 'Export as' });
    await userEvent.hover(exportItem);
    const submenu = await body.findByRole('menu', { name: 'Export as' });
    await waitFor(() =>
      expect(submenu.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        exportItem.getBoundingClientRect().right - 1,
      ),
    );
    await userEvent.hover(body.getByRole('menuitem', { name: 'Rename' }));
    await waitFor(() => expect(submenu).not.toBeInTheDocument());

    await userEvent.hover(exportItem);
    await userEvent.click(await body.findByRole('menuitem', { name: 'PNG' }));
    await expect(onPng).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Both levels open, as a designer reviews them. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'File' }));
    await userEvent.hover(await body.findByRole('menuitem', { name: 'Export as' }));
    await body.findByRole('menu', { name: 'Export as' });
    await expect(body.getByRole('menuitem', { name: 'Archive' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'File' }));
    await userEvent.hover(await body.findByRole('menuitem', { name: 'Export as' }));
    const submenu = await body.findByRole('menu', { name: 'Export as' });
    await expect(submenu.closest('[data-tessera-scheme]')).toHaveAttribute(
      'data-tessera-scheme',
      'dark',
    );
  },
};

const hebrewOptions: MenuEntry[] = [
  { label: 'שינוי שם' },
  {
    label: 'ייצוא בתור',
    icon: <DownloadIcon />,
    options: [
      { label: 'PNG', icon: <ImageIcon /> },
      { label: 'PDF', icon: <FileIcon /> },
    ],
  },
  { label: 'מחיקה', tone: 'danger' },
];

/**
 * In right-to-left text a submenu opens to the left of its entry, towards the end of the line:
 * Left Arrow opens it and Right Arrow closes it.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  render: () => (
    <div style={{ padding: 24, minHeight: 400, boxSizing: 'border-box' }}>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <PopoutMenu label="קובץ" options={hebrewOptions} />
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'קובץ' }));
    const menu = await body.findByRole('menu', { name: 'קובץ' });
    await expect(menu).toHaveAttribute('dir', 'rtl');
    await userEvent.keyboard('{ArrowDown}');
    const exportItem = body.getByRole('menuitem', { name: 'ייצוא בתור' });
    await expect(exportItem).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(body.queryByRole('menu', { name: 'ייצוא בתור' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    const submenu = await body.findByRole('menu', { name: 'ייצוא בתור' });
    await waitFor(() =>
      expect(within(submenu).getByRole('menuitem', { name: 'PNG' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(submenu).not.toBeInTheDocument());
    await expect(exportItem).toHaveFocus();

    // Open again to show both levels: the submenu sits to the left of the menu.
    await userEvent.keyboard('{ArrowLeft}');
    const reopened = await body.findByRole('menu', { name: 'ייצוא בתור' });
    await waitFor(() => expect(reopened).toHaveAttribute('data-placement', 'left-start'));
    await waitFor(() => expect(centreX(reopened)).toBeLessThan(centreX(menu)));
  },
};

/** The same menu declared as JSX: `<Menu.Item>` and nested `<Menu.Submenu>` children. */
export const DeclaredAsChildren: Story = {
  render: () => (
    <div style={{ padding: 24, minHeight: 400, boxSizing: 'border-box' }}>
      <PopoutMenu label="File">
        <Menu.Item>Rename</Menu.Item>
        <Menu.Submenu label="Export as" icon={<DownloadIcon />}>
          <Menu.Item icon={<ImageIcon />} onClick={onPng}>
            PNG
          </Menu.Item>
          <Menu.Item icon={<FileIcon />} disabled>
            PDF
          </Menu.Item>
          <Menu.Submenu label="Text">
            <Menu.Item onClick={onMarkdown}>Markdown</Menu.Item>
            <Menu.Item>Plain text</Menu.Item>
          </Menu.Submenu>
        </Menu.Submenu>
        <Menu.Submenu label="Archive" disabled>
          <Menu.Item>Now</Menu.Item>
        </Menu.Submenu>
        <Menu.Item tone="danger">Delete</Menu.Item>
      </PopoutMenu>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'File' }));
    await body.findByRole('menu', { name: 'File' });
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const submenu = await body.findByRole('menu', { name: 'Export as' });
    await userEvent.keyboard('{End}{ArrowRight}');
    const textMenu = await body.findByRole('menu', { name: 'Text' });
    await waitFor(() =>
      expect(within(textMenu).getByRole('menuitem', { name: 'Markdown' })).toHaveFocus(),
    );
    await expect(within(submenu).getByRole('menuitem', { name: 'PDF' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(onMarkdown).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'File' })).toHaveFocus();
  },
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/** Rendered on its own, outside a menu, a Menu.Submenu says how to use it. */
export const OutsideAMenuWarns: Story = {
  // A misuse check, not a state to look at: kept out of the sidebar and docs, still tested.
  // It renders nothing, so there is no picture to compare.
  tags: ['!dev', '!autodocs', 'no-visual'],
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  render: (args) => <MenuSubmenu {...args} />,
  play: async () => {
    await expectDevWarning(
      warnSpy,
      'Menu.Submenu: declare it inside a PopoutMenu or KebabMenu (or one of their Menu.Submenu).',
    );
  },
};
