import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { sampleImages } from '../../../stories/support/sampleImages';
import { atWindowBottom } from '../../../stories/support/windowBottom';
import { Select, type SelectOption } from './Select';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';

const fruits: SelectOption[] = [
  { label: 'Apple' },
  { label: 'Apricot' },
  { label: 'Banana' },
  { label: 'Blueberry', disabled: true },
  { label: 'Cherry' },
  { label: 'Date' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { options: fruits, label: 'Fruit', onChange: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, minHeight: 420, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (element: HTMLElement) => within(element.ownerDocument.body);

/** The option the combobox points at with `aria-activedescendant` (focus stays on the box). */
const activeOption = (combobox: HTMLElement) =>
  combobox.ownerDocument.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');

/**
 * Nothing chosen yet: the box shows "Select". Keyboard: focus stays on the combobox while the
 * arrows move the active option; Enter chooses it.
 */
export const Placeholder: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    await expect(trigger).toHaveTextContent('Select');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox', { name: 'Fruit' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', listbox.id);
    await expect(activeOption(trigger)).toBe(body.getByRole('option', { name: 'Apple' }));
    // Blueberry is disabled and skipped.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(activeOption(trigger)).toBe(body.getByRole('option', { name: 'Cherry' }));
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Cherry');
    await expect(args.onChange).toHaveBeenCalledWith('Cherry', fruits[4]);
  },
};

/** The list open on the chosen option, as a designer reviews it. */
export const Open: Story = {
  args: { defaultValue: 'Banana' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Fruit' }));
    const banana = await bodyOf(canvasElement).findByRole('option', { name: 'Banana' });
    await expect(banana).toHaveAttribute('aria-selected', 'true');
    await expect(bodyOf(canvasElement).getByRole('option', { name: 'Blueberry' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Pointer: a click opens, a click on an option chooses it, a release outside closes. */
export const PointerChoice: Story = {
  // A pointer script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Banana' }));
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledWith('Banana', fruits[2]);

    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Blueberry' }));
    await expect(body.getByRole('listbox')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Banana');
  },
};

/** Typing letters opens the list and jumps to the matching option. */
export const Typeahead: Story = {
  // A keyboard script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement, canvas }) => {
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    await userEvent.tab();
    // Blueberry is disabled, so "b" lands on Banana.
    await userEvent.keyboard('b');
    await body.findByRole('listbox');
    await expect(activeOption(trigger)).toBe(body.getByRole('option', { name: 'Banana' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Banana');
    await expect(args.onChange).toHaveBeenCalledWith('Banana', fruits[2]);
  },
};

/** Help text under the box, read with it by assistive technology. */
export const WithDescription: Story = {
  args: { description: 'Delivered with your weekly box.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Fruit' })).toHaveAccessibleDescription(
      'Delivered with your weekly box.',
    );
  },
};

/** A choice is needed: an asterisk beside the label, announced as required. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    const asterisk = canvasElement.querySelector('[data-part="asterisk"]');
    await expect(asterisk).toHaveTextContent('*');
    await expect(asterisk).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * The error a form shows when nothing was chosen: it replaces the help text, marks the box and
 * describes it; choosing is still possible.
 */
export const WithError: Story = {
  args: {
    required: true,
    description: 'Delivered with your weekly box.',
    error: 'Fruit required',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Fruit required');
    await expect(canvas.queryByText('Delivered with your weekly box.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Apple' },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(bodyOf(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

const destinations: SelectOption[] = [
  { label: 'Mountains', value: 'mountains', icon: sampleImages.mountains },
  { label: 'Desert', value: 'desert', icon: sampleImages.desert, selected: true },
  { label: 'Ocean', value: 'ocean', icon: sampleImages.ocean },
];

/** Icons given as image addresses render at 64 px; the `selected` flag sets the first choice. */
export const ImageIcons: Story = {
  args: { options: destinations, label: 'Destination' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Destination' }));
    const option = await bodyOf(canvasElement).findByRole('option', { name: 'Ocean' });
    const image = option.querySelector('img')!;
    await expect(image.offsetWidth).toBe(64);
    await expect(image.offsetHeight).toBe(64);
  },
};

/** Works inside a native form: the hidden input carries the value under `name`. */
export const InsideAForm: Story = {
  args: { name: 'fruit', defaultValue: 'Apple' },
  render: function FormStory(args) {
    const [submitted, setSubmitted] = useState('nothing yet');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('fruit')));
        }}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}
      >
        <Select {...args} />
        <button type="submit">Send</button>
        <output>Submitted: {submitted}</output>
      </form>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Submitted: Apple')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Fruit' }));
    await userEvent.click(await bodyOf(canvasElement).findByRole('option', { name: 'Date' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Submitted: Date')).toBeVisible();
  },
};

/** The owner keeps the value: the Select shows whatever `value` says and reports changes. */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <div style={{ display: 'flex', gap: 12, alignItems: 'end' }}>
        <Select
          {...args}
          value={value}
          onChange={(next, option) => {
            args.onChange?.(next, option);
            setValue(next);
          }}
        />
        <button type="button" onClick={() => setValue(null)}>
          Clear
        </button>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Fruit' }));
    await userEvent.click(await bodyOf(canvasElement).findByRole('option', { name: 'Date' }));
    await expect(canvas.getByRole('combobox', { name: 'Fruit' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('combobox', { name: 'Fruit' })).toBeVisible();
  },
};

const countries: SelectOption[] = [
  'Argentina',
  'Australia',
  'Austria',
  'Belgium',
  'Brazil',
  'Canada',
  'Chile',
  'China',
  'Denmark',
  'Egypt',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'India',
  'Ireland',
  'Italy',
  'Japan',
  'Kenya',
  'Mexico',
  'Netherlands',
  'Norway',
  'Peru',
  'Poland',
  'Portugal',
  'Spain',
  'Sweden',
  'Switzerland',
  'Turkey',
  'Uruguay',
].map((label) => ({ label }));

/** A long list is capped at 18rem and opens with the chosen option scrolled to its middle. */
export const LongListScrollsToSelected: Story = {
  args: { options: countries, label: 'Country', defaultValue: 'Norway' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }));
    const body = bodyOf(canvasElement);
    const listbox = await body.findByRole('listbox');
    const norway = body.getByRole('option', { name: 'Norway' });
    await expect(activeOption(canvas.getByRole('combobox', { name: 'Country' }))).toBe(norway);
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(288);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await waitFor(() => {
      const list = listbox.getBoundingClientRect();
      const option = norway.getBoundingClientRect();
      const middle = list.top + list.height / 2;
      expect(Math.abs(option.top + option.height / 2 - middle)).toBeLessThan(option.height);
    });
  },
};

/** Near the window bottom the list flips above its box instead of running off screen. */
export const FlipsNearWindowBottom: Story = {
  args: { options: countries, label: 'Country' },
  decorators: [atWindowBottom(16)],
  // The list flips because of where the window ends: its snapshot is the window.
  tags: ['visual-viewport'],
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(trigger);
    const listbox = await bodyOf(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveAttribute('data-placement', 'top-start'));
    await waitFor(() =>
      expect(listbox.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        trigger.getBoundingClientRect().top,
      ),
    );
  },
};

/** The list fades in and out over 0.1 s. */
export const OpenCloseAnimation: Story = {
  // A timing check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Fruit' }));
    const listbox = await bodyOf(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox.style.transitionDuration).toBe('100ms'));
    const closedAt = performance.now();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox).toHaveAttribute('data-state', 'closed'));
    await waitFor(() => expect(listbox).not.toBeInTheDocument(), { interval: 10 });
    const unmountedAfter = performance.now() - closedAt;
    await expect(unmountedAfter).toBeGreaterThanOrEqual(100);
    await expect(unmountedAfter).toBeLessThan(700);
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: { defaultValue: 'Cherry' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Fruit' }));
    const listbox = await bodyOf(canvasElement).findByRole('listbox');
    await expect(listbox.closest('[data-tessera-scheme]')).toHaveAttribute(
      'data-tessera-scheme',
      'dark',
    );
  },
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/** A value that matches no option is reported in development; the placeholder shows. */
export const UnknownValueWarns: Story = {
  // A misuse check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { value: 'Mango' },
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Fruit' })).toBeVisible();
    await expectDevWarning(
      warnSpy,
      'Select: no option has the value "Mango"; showing the placeholder.',
    );
  },
};
