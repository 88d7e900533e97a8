import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { Button } from '../Button';
import { InfoIcon } from '../Iconography/icons';
import { Tooltip } from './Tooltip';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';

const description =
  'Shown in the side panel and the mobile menu. Pick a short label: long ones are cut with an ellipsis.';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { content: description, children: <Button variant="secondary">Menu label</Button> },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '160px 48px 48px', minHeight: 360, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (element: HTMLElement) => within(element.ownerDocument.body);

/**
 * Pointer: shown on hover, 310 px wide, 12 px from the viewport edge; the pointer can rest on it;
 * hidden when the pointer has left both.
 */
export const OnHover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Menu label' });
    await userEvent.hover(trigger);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(description);
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(tooltip.offsetWidth).toBe(310);
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        trigger.getBoundingClientRect().top,
      ),
    );

    // Hoverable (WCAG 1.4.13): the pointer can rest on the tooltip itself.
    await userEvent.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(tooltip).toBeInTheDocument();

    await userEvent.unhover(tooltip);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).not.toHaveAttribute('aria-describedby');
    // Leave it open for the snapshot.
    await userEvent.hover(trigger);
    await body.findByRole('tooltip');
  },
};

/** Keyboard: shown when the trigger receives focus, hidden by Escape or when focus leaves. */
export const OnFocus: Story = {
  // A keyboard script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Menu label' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(trigger).toHaveAccessibleDescription(description);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await body.findByRole('tooltip');
    await userEvent.tab();
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** A tap (or click) on the trigger hides the tooltip, and so does a press elsewhere. */
export const TapHides: Story = {
  // A pointer script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Menu label' });
    await userEvent.hover(trigger);
    await body.findByRole('tooltip');
    await userEvent.click(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Plain text becomes a dotted-underlined term: read as text, announced as a button described by the tooltip. */
export const OnText: Story = {
  args: {
    children: 'scroll offset',
    content: '128 px below the top bar.',
    width: 'auto',
  },
  render: (args) => (
    <p style={{ margin: 0 }}>
      Sections stop below the top bar by the <Tooltip {...args} />.
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const term = canvas.getByRole('button', { name: 'scroll offset' });
    await expect(term).toHaveFocus();
    const tooltip = await bodyOf(canvasElement).findByRole('tooltip');
    await expect(term).toHaveAccessibleDescription('128 px below the top bar.');
    await expect(tooltip.offsetWidth).toBeLessThan(310);
    // It reads as the sentence around it: its font and colour, no button face.
    const sentence = getComputedStyle(term.closest('p')!);
    const own = getComputedStyle(term);
    await expect(own.font).toBe(sentence.font);
    await expect(own.color).toBe(sentence.color);
    await expect(own.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await userEvent.hover(term);
  },
};

/**
 * A term of several words wraps with its sentence like any other words; Space on it does not
 * scroll the page.
 */
export const OnTextAcrossLines: Story = {
  args: {
    children: 'largest contentful paint',
    content: 'When the biggest image or text block of the page has been drawn.',
  },
  render: (args) => (
    <p style={{ margin: 0, maxWidth: 150 }}>
      A page feels loaded at its <Tooltip {...args} />, not at its load event.
    </p>
  ),
  play: async ({ canvas }) => {
    const term = canvas.getByRole('button', { name: 'largest contentful paint' });
    await expect(term.getClientRects().length).toBeGreaterThan(1);
    await userEvent.tab();
    await expect(term).toHaveFocus();
    let spacePrevented = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === ' ') spacePrevented = event.defaultPrevented;
    };
    window.addEventListener('keydown', onKeyDown);
    await userEvent.keyboard(' ');
    window.removeEventListener('keydown', onKeyDown);
    await expect(spacePrevented).toBe(true);
    await expect(term).toHaveFocus();
  },
};

/** Next to the window edge the tooltip shifts to keep its 12 px margin. */
export const NearViewportEdge: Story = {
  args: {
    children: (
      <button type="button" aria-label="About exports" style={{ display: 'inline-flex' }}>
        <InfoIcon />
      </button>
    ),
    content: 'Every export is listed by name, so the public surface is a deliberate choice.',
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', paddingRight: 2 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'About exports' }));
    const tooltip = await bodyOf(canvasElement).findByRole('tooltip');
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    await waitFor(() =>
      expect(
        Math.round(viewportWidth - tooltip.getBoundingClientRect().right),
      ).toBeGreaterThanOrEqual(12),
    );
  },
};

/** A narrower fixed width. */
export const CustomWidth: Story = {
  args: { width: 200, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const tooltip = await bodyOf(canvasElement).findByRole('tooltip');
    await expect(tooltip.offsetWidth).toBe(200);
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const tooltip = await bodyOf(canvasElement).findByRole('tooltip');
    await expect(tooltip.closest('[data-tessera-scheme]')).toHaveAttribute(
      'data-tessera-scheme',
      'dark',
    );
  },
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/** A width that is not a positive number is reported and replaced by the default 310 px. */
export const InvalidWidthFallsBack: Story = {
  // A misuse check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { width: -40, defaultOpen: true },
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const tooltip = await bodyOf(canvasElement).findByRole('tooltip');
    await expect(tooltip.offsetWidth).toBe(310);
    await expectDevWarning(
      warnSpy,
      'Tooltip: prop "width" got -40; expected a positive number of px or "auto"; using 310.',
    );
  },
};
