import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { Button } from '../Button';
import { ParameterTable, type PropertyEntry } from './ParameterTable';

const buttonEntries: PropertyEntry[] = [
  {
    name: 'children',
    type: 'ReactNode',
    required: true,
    comment: 'The label.',
  },
  {
    name: 'variant',
    type: "'primary' | 'secondary' | 'tertiary'",
    defaultValue: "'primary'",
    comment: 'Visual weight: primary is filled, secondary tinted, tertiary text-only.',
    example: '<Button variant="secondary">Cancel</Button>',
    preview: (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="tertiary">Tertiary</Button>
      </div>
    ),
  },
  {
    name: 'tone',
    type: "'primary' | 'secondary' | 'success' | 'warning' | 'danger'",
    defaultValue: "'primary'",
    comment: 'Intent colour.',
    more: 'Every tone pairs its fill and text colours at WCAG AA contrast in both colour schemes.',
  },
  {
    name: 'waiting',
    type: 'boolean',
    defaultValue: 'false',
    comment:
      'Shows a spinner and ignores clicks. When it turns false a success tick shows for 1.6 s.',
  },
  {
    name: 'href',
    type: 'string',
    comment: 'Turns the button into a link to this address.',
  },
  {
    name: 'onClick',
    type: '(event: MouseEvent<HTMLElement>) => void',
    comment: 'Called on click, except while disabled, waiting or showing the success tick.',
  },
];

const menuEntries: PropertyEntry[] = [
  {
    name: 'options',
    type: [
      { name: 'label', description: 'Text of the option.' },
      { name: 'icon', description: 'Icon component or image URL (shown at 64 px).' },
      { name: 'tone', description: 'Intent colour of the option.' },
      { name: 'onClick', description: 'Called when the option is chosen.' },
    ],
    required: true,
    comment: 'The options of the menu, top to bottom.',
    properties: [
      { name: 'label', type: 'string', required: true, comment: 'Text of the option.' },
      {
        name: 'disabled',
        type: 'boolean',
        defaultValue: 'false',
        comment: 'Shown but not selectable.',
      },
    ],
  },
  { name: 'label', type: 'string', required: true, comment: 'Accessible name of the trigger.' },
];

const meta = {
  title: 'Components/ParameterTable',
  component: ParameterTable,
  args: { entries: buttonEntries },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof ParameterTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const entry = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLElement>(`[data-property="${name}"]`)!;

/** A property reference with types, defaults, a required flag, an example and a preview. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Properties' })).toBeVisible();
    await expect(entry(canvasElement, 'children')).toHaveAttribute('id', 'prop-children');
    await expect(within(entry(canvasElement, 'children')).getByText('Required')).toBeVisible();
    await expect(within(entry(canvasElement, 'tone')).getByText("'primary'")).toBeVisible();
    await expect(canvas.getByLabelText('Example for variant')).toHaveTextContent(
      '<Button variant="secondary">Cancel</Button>',
    );
  },
};

/** Attributes and nested properties start collapsed; each section toggles on its own. */
export const AttributesAndProperties: Story = {
  args: { entries: menuEntries },
  play: async ({ canvas, canvasElement }) => {
    const attributes = canvas.getByRole('button', { name: 'Attributes (4)' });
    const properties = canvas.getByRole('button', { name: 'Properties (2)' });
    await expect(attributes).toHaveAttribute('aria-expanded', 'false');
    await expect(properties).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Called when the option is chosen.')).not.toBeVisible();

    attributes.focus();
    await userEvent.keyboard('{Enter}');
    await expect(attributes).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Called when the option is chosen.')).toBeVisible();

    await userEvent.click(properties);
    await expect(properties).toHaveAttribute('aria-expanded', 'true');
    const nested = canvas.getByRole('list', { name: 'Properties of options' });
    await expect(nested).toBeVisible();
    await expect(entry(nested, 'disabled')).toHaveAttribute('id', 'prop-options-disabled');

    await userEvent.keyboard(' ');
    await expect(properties).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('#prop-options-label')).not.toBeVisible();
  },
};

/** `more` shows in a tooltip on the info button: on keyboard focus and on hover; Escape hides it. */
export const MoreInformation: Story = {
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'More about tone' });
    await expect(body.queryByRole('tooltip')).toBeNull();

    button.focus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/pairs its fill and text colours/);
    await expect(button).toHaveAccessibleDescription(/pairs its fill and text colours/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());

    button.blur();
    await userEvent.hover(button);
    await expect(await body.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.unhover(button);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

let writeText: MockInstance<Clipboard['writeText']> | undefined;

/** The link button copies the page address with `#prop-<name>` and confirms with a toast. */
export const CopyLink: Story = {
  // A behaviour check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText?.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link to tone' }));
    const expected = `${window.location.href.split('#')[0]}#prop-tone`;
    await expect(writeText).toHaveBeenCalledWith(expected);
    const notifications = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications',
    });
    const message = await within(notifications).findByText('Link copied to clipboard');
    await waitFor(() => expect(message).toBeVisible());
    await expect(within(notifications).getByText('It worked!')).toBeVisible();
    await userEvent.click(
      within(notifications).getByRole('button', { name: 'Dismiss notification' }),
    );
  },
};

/**
 * When the clipboard refuses, and the copy command that stands in for it as well, the toast says
 * so, why it may have happened, and holds the link for a copy by hand.
 */
export const CopyLinkFails: Story = {
  // A behaviour check, not a state: out of the sidebar, still tested; its docs page shows it.
  tags: ['!dev', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    const copyCommand = spyOn(document, 'execCommand').mockReturnValue(false);
    return () => {
      writeText?.mockRestore();
      copyCommand.mockRestore();
    };
  },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Copy link to waiting' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith(
      `${window.location.href.split('#')[0]}#prop-waiting`,
    );
    const notifications = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications',
    });
    const title = await within(notifications).findByText('Could not copy link');
    // The toast fades in: wait for the end of its entrance.
    await waitFor(() => expect(title).toBeVisible());
    await expect(
      within(notifications).getByText(
        `This may be a limitation of your browser. The link: ${window.location.href.split('#')[0]}#prop-waiting`,
      ),
    ).toBeVisible();
    await userEvent.click(
      within(notifications).getByRole('button', { name: 'Dismiss notification' }),
    );
  },
};

const clearHash = () => {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  window.scrollTo({ top: 0, behavior: 'instant' });
};

/**
 * Opening the page at `#prop-onClick` scrolls that entry 128 px below the top and highlights
 * it for 2000 ms. Changing the hash later does the same for the new entry.
 */
export const LinkedEntryHighlighted: Story = {
  // A timing check, not a state to look at: kept out of the sidebar and docs, still tested. The
  // entry is scrolled into view: its snapshot is the window.
  tags: ['!dev', '!autodocs', 'visual-viewport'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    clearHash();
    window.history.replaceState(null, '', '#prop-onClick');
    return clearHash;
  },
  render: (args) => (
    <div style={{ padding: '1200px 32px 900px', maxWidth: 760 }}>
      <ParameterTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The entry re-mounts to restart its highlight animation: query it afresh each time.
    const onClick = () => entry(canvasElement, 'onClick');
    await waitFor(() => expect(onClick()).toHaveAttribute('data-highlighted'));
    const highlightedAt = performance.now();
    await waitFor(
      () => expect(Math.abs(onClick().getBoundingClientRect().top - 128)).toBeLessThan(2),
      { timeout: 3000 },
    );
    await waitFor(() => expect(onClick()).not.toHaveAttribute('data-highlighted'), {
      timeout: 4000,
      interval: 20,
    });
    const lasted = performance.now() - highlightedAt;
    await expect(lasted).toBeGreaterThan(1800);
    await expect(lasted).toBeLessThan(2800);

    window.location.hash = '#prop-variant';
    const variant = () => entry(canvasElement, 'variant');
    await waitFor(() => expect(variant()).toHaveAttribute('data-highlighted'));
    await waitFor(
      () => expect(Math.abs(variant().getBoundingClientRect().top - 128)).toBeLessThan(2),
      { timeout: 3000 },
    );
    await expect(onClick()).not.toHaveAttribute('data-highlighted');
  },
};

/** A hash pointing into nested properties opens the section that holds the entry. */
export const LinkedNestedEntry: Story = {
  args: { entries: menuEntries },
  beforeEach: () => {
    clearHash();
    window.history.replaceState(null, '', '#prop-options-disabled');
    return clearHash;
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Properties (2)' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    const target = canvasElement.querySelector('#prop-options-disabled')!;
    await expect(target).toBeVisible();
    await expect(target).toHaveAttribute('data-highlighted');
    await expect(canvas.getByRole('button', { name: 'Attributes (4)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
};
