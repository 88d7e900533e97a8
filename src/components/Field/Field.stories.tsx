import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { Field } from './Field';
import { phoneSupportLoader } from '../../../stories/support/phoneSupport';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';
import { centreX, rightToLeft } from '../../../stories/support/rightToLeft';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: { label: 'Full name', onValueChange: fn() },
  // The tel field's numbering plans load on demand; the stories have them from the start.
  loaders: [phoneSupportLoader],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailError = 'Whoops! That’s an invalid email.';

export const Empty: Story = {
  args: { placeholder: 'Ada Lovelace' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Ada');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Ada');
    await expect(input).toHaveValue('Ada');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Email',
    type: 'email',
    description: 'We send the confirmation link here.',
    placeholder: 'ada@example.com',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the confirmation link here.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeRequired();
    const asterisk = canvasElement.querySelector('[data-part="asterisk"]');
    await expect(asterisk).toHaveTextContent('*');
    await expect(asterisk).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Ada Lovelace', disabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A wrong email shows its message on blur; typing clears it; the description returns. */
export const EmailError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    description: 'We send the confirmation link here.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await userEvent.keyboard('ada@example');
    await expect(canvas.queryByText(emailError)).toBeNull();
    await userEvent.tab();

    await expect(canvas.getByText(emailError)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(emailError);
    await expect(canvas.queryByText('We send the confirmation link here.')).toBeNull();

    await userEvent.click(input);
    await userEvent.keyboard('.com');
    await expect(canvas.queryByText(emailError)).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('We send the confirmation link here.')).toBeVisible();

    await userEvent.tab();
    await expect(canvas.queryByText(emailError)).toBeNull();
    // Leave the error on screen for the snapshot.
    await userEvent.clear(input);
    await userEvent.keyboard('ada.lovelace');
    await userEvent.tab();
    await expect(canvas.getByText(emailError)).toBeVisible();
  },
};

/** Leaving an empty field shows nothing: validation waits for a value. */
export const BlurWithoutValue: Story = {
  // A behaviour check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { label: 'Email', type: 'email', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(emailError)).toBeNull();
  },
};

/** With `autoValidate` off, leaving the field checks nothing. */
export const AutoValidateOff: Story = {
  // A behaviour check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { label: 'Email', type: 'email', autoValidate: false, defaultValue: 'not-an-email' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.tab();
    await expect(canvas.queryByText(emailError)).toBeNull();
  },
};

/** An error handed in by the owner (a form) shows until the user types. */
export const ErrorFromOwner: Story = {
  // A behaviour check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { label: 'Company', error: 'Company required', required: true, description: 'Legal name' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company' });
    await expect(canvas.getByText('Company required')).toBeVisible();
    await expect(canvas.queryByText('Legal name')).toBeNull();
    await expect(input).toHaveAccessibleDescription('Company required');
    await userEvent.type(input, 'A');
    await expect(canvas.queryByText('Company required')).toBeNull();
    await expect(canvas.getByText('Legal name')).toBeVisible();
    await userEvent.clear(input);
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'correct horse', required: true },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(within(canvasElement).getByLabelText(/Password/)).toBe(input);
  },
};

export const Url: Story = {
  args: { label: 'Website', type: 'url', placeholder: 'https://example.com' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Website' });
    await userEvent.type(input, 'https://exa mple.com');
    await userEvent.tab();
    await expect(canvas.getByText('Whoops! That’s an invalid URL.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'http://192.168.0.1:8080/status');
    await userEvent.tab();
    await expect(canvas.queryByText('Whoops! That’s an invalid URL.')).toBeNull();
  },
};

/** The textarea starts at 6rem and grows with its content up to 30rem, then scrolls. */
export const Textarea: Story = {
  args: { label: 'About you', type: 'textarea', placeholder: 'A few words about your work' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'About you' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(getComputedStyle(textarea).minHeight).toBe(`${6 * rootSize}px`);
    await expect(getComputedStyle(textarea).maxHeight).toBe(`${30 * rootSize}px`);
    const startHeight = textarea.getBoundingClientRect().height;
    await userEvent.click(textarea);
    await userEvent.keyboard('Line{Enter}'.repeat(8));
    await waitFor(() =>
      expect(textarea.getBoundingClientRect().height).toBeGreaterThan(startHeight + 40),
    );
    await userEvent.keyboard('Line{Enter}'.repeat(40));
    await waitFor(() =>
      expect(textarea.getBoundingClientRect().height).toBeLessThanOrEqual(30 * rootSize + 1),
    );
    await userEvent.clear(textarea);
  },
};

/** Height of `lines` lines of the textarea's text, with its padding. */
function heightForLines(textarea: HTMLElement, lines: number) {
  const style = getComputedStyle(textarea);
  return (
    lines * parseFloat(style.lineHeight) +
    parseFloat(style.paddingTop) +
    parseFloat(style.paddingBottom)
  );
}

/**
 * `rows` gives the textarea room for that many lines before the reader types; it still grows
 * with its content and keeps the 30rem maximum.
 */
export const TextareaWithRows: Story = {
  args: {
    label: 'Project description',
    type: 'textarea',
    rows: 8,
    placeholder: 'Goals, audience, deadlines',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Project description' });
    await expect(textarea).toHaveAttribute('rows', '8');
    const startHeight = textarea.getBoundingClientRect().height;
    await expect(Math.abs(startHeight - heightForLines(textarea, 8))).toBeLessThanOrEqual(1);
    await userEvent.click(textarea);
    await userEvent.keyboard('Line{Enter}'.repeat(11));
    await waitFor(() =>
      expect(textarea.getBoundingClientRect().height).toBeGreaterThanOrEqual(
        heightForLines(textarea, 12) - 1,
      ),
    );
    await userEvent.clear(textarea);
    await waitFor(() =>
      expect(Math.abs(textarea.getBoundingClientRect().height - startHeight)).toBeLessThanOrEqual(
        1,
      ),
    );
  },
};

/** `rows` stays within the textarea's 6rem minimum and 30rem maximum. */
export const TextareaRowsWithinLimits: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Field {...args} label="One line" type="textarea" rows={1} />
      <Field {...args} label="Forty lines" type="textarea" rows={40} />
    </div>
  ),
  play: async ({ canvas }) => {
    const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const oneLine = canvas.getByRole('textbox', { name: 'One line' });
    const fortyLines = canvas.getByRole('textbox', { name: 'Forty lines' });
    await expect(oneLine.getBoundingClientRect().height).toBeCloseTo(6 * rootSize, 0);
    await expect(fortyLines.getBoundingClientRect().height).toBeCloseTo(30 * rootSize, 0);
  },
};

/** A `rows` that is not a whole number from 1, or given to another type, is reported and left off. */
export const TextareaRowsInvalid: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Field {...args} label="Notes" type="textarea" rows={2.5} />
      <Field {...args} label="Nickname" rows={4} />
    </div>
  ),
  play: async ({ canvas }) => {
    const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(notes).not.toHaveAttribute('rows');
    await expect(notes.getBoundingClientRect().height).toBeCloseTo(6 * rootSize, 0);
    await expect(canvas.getByRole('textbox', { name: 'Nickname' })).not.toHaveAttribute('rows');
    await expectDevWarning(
      warnSpy,
      'Field: prop "rows" got 2.5; expected a whole number from 1; the textarea keeps its 6rem minimum.',
    );
    await expectDevWarning(
      warnSpy,
      'Field: prop "rows" applies to type "textarea" only; this field is "text", so it is left off.',
    );
  },
};

export const Phone: Story = {
  args: { label: 'Phone', type: 'tel', placeholder: '(555) 123-4567', onCountryChange: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const picker = canvas.getByRole('button', { name: 'Pick country' });
    await expect(picker).toHaveTextContent('Pick country');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: open, search, choose.
    await userEvent.tab();
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const search = page.getByRole('combobox', { name: 'Search countries' });
    await expect(search).toHaveFocus();
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('united k');
    const listbox = page.getByRole('listbox', { name: 'Countries' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'United Kingdom (+44)' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(picker).toHaveFocus();
    await expect(picker).toHaveTextContent('+44');
    await expect(picker).toHaveAccessibleName('Pick country, +44 United Kingdom');
    await expect(args.onCountryChange).toHaveBeenLastCalledWith('GB');

    // Pointer: open and click another country.
    await userEvent.click(picker);
    await userEvent.type(page.getByRole('combobox', { name: 'Search countries' }), 'germ');
    await userEvent.click(page.getByRole('option', { name: 'Germany (+49)' }));
    await expect(picker).toHaveTextContent('+49');

    // Then the number, checked on blur.
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '030 12');
    await userEvent.tab();
    await expect(canvas.getByText('Whoops! That’s an invalid phone number.')).toBeVisible();
    await userEvent.type(input, '34567');
    await expect(input).toHaveValue('030 1234567');
    await userEvent.tab();
    await expect(canvas.queryByText('Whoops! That’s an invalid phone number.')).toBeNull();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+49301234567');
  },
};

/** Countries that share a dialling code are separate options; arrows wrap; Escape closes. */
export const PhonePrefixKeyboard: Story = {
  // A keyboard script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { label: 'Phone', type: 'tel', defaultCountry: 'US' },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const picker = canvas.getByRole('button', { name: /^Pick country/ });
    await expect(picker).toHaveTextContent('+1');
    await userEvent.click(picker);
    const search = page.getByRole('combobox', { name: 'Search countries' });
    const listbox = page.getByRole('listbox', { name: 'Countries' });
    const chosen = within(listbox).getByRole('option', { name: 'United States (+1)' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', chosen.id);

    await userEvent.keyboard('+1');
    const plusOne = within(listbox).getAllByRole('option');
    await expect(plusOne.length).toBeGreaterThan(10);
    await expect(plusOne.map((option) => option.textContent)).toContain('Canada (+1)');
    await userEvent.keyboard('{ArrowUp}');
    await expect(search).toHaveAttribute('aria-activedescendant', plusOne.at(-1)!.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(search).toHaveAttribute('aria-activedescendant', plusOne[0]!.id);

    await userEvent.clear(search);
    await userEvent.keyboard('zzz');
    await expect(within(listbox).queryAllByRole('option')).toHaveLength(0);
    await expect(page.getByText('No country matches', { selector: 'p' })).toBeVisible();
    // The picker's own status, beside its trigger (the page may hold other live regions).
    await expect(canvas.getByRole('status')).toHaveTextContent('No country matches');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(picker).toHaveFocus();
    await expect(picker).toHaveTextContent('+1');
  },
};

/** The prefix list open, for review (the list sits over the page). */
export const PhonePrefixOpen: Story = {
  args: { label: 'Phone', type: 'tel', defaultCountry: 'FR' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /^Pick country/ }));
    await waitFor(() => expect(page.getByRole('option', { name: 'France (+33)' })).toBeVisible());
    // A release outside closes the list.
    await userEvent.click(document.body);
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /^Pick country/ }));
    await expect(page.getByRole('combobox', { name: 'Search countries' })).toHaveFocus();
  },
};

export const PhoneDisabled: Story = {
  args: {
    label: 'Phone',
    type: 'tel',
    defaultCountry: 'DE',
    defaultValue: '030 123 4567',
    disabled: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Pick country/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  },
};

/** One story per numbering family: the number is grouped as its country writes it. */
const formatsAsYouType =
  (typed: string, shown: string, e164: string): Story['play'] =>
  async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, typed);
    await expect(input).toHaveValue(shown);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(e164);
    await userEvent.tab();
    await expect(canvas.queryByText('Whoops! That’s an invalid phone number.')).toBeNull();
  };

/** North American Numbering Plan (+1): `(202) 555-0147`. */
export const PhoneNorthAmerica: Story = {
  args: { label: 'Phone', type: 'tel', defaultCountry: 'US' },
  play: formatsAsYouType('2025550147', '(202) 555-0147', '+12025550147'),
};

/** United Kingdom (+44): the trunk 0 is typed, and dropped from the E.164 value. */
export const PhoneUnitedKingdom: Story = {
  args: { label: 'Phone', type: 'tel', defaultCountry: 'GB' },
  play: formatsAsYouType('07400123456', '07400 123456', '+447400123456'),
};

/** Germany (+49): area codes of varying length. */
export const PhoneGermany: Story = {
  args: { label: 'Phone', type: 'tel', defaultCountry: 'DE' },
  play: formatsAsYouType('03012345678', '030 12345678', '+493012345678'),
};

/** Japan (+81): groups joined by hyphens. */
export const PhoneJapan: Story = {
  args: { label: 'Phone', type: 'tel', defaultCountry: 'JP' },
  play: formatsAsYouType('09012345678', '090-1234-5678', '+819012345678'),
};

/** India (+91): ten-digit mobile numbers in two groups of five. */
export const PhoneIndia: Story = {
  args: { label: 'Phone', type: 'tel', defaultCountry: 'IN' },
  play: formatsAsYouType('9876543210', '98765 43210', '+919876543210'),
};

/** A number typed with its `+code` (or `00`) picks its own country, even over a picked one. */
export const PhoneInternational: Story = {
  args: { label: 'Phone', type: 'tel', defaultCountry: 'US', onCountryChange: fn() },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '0044 20 7946 0958');
    await expect(input).toHaveValue('+44 20 7946 0958');
    await expect(args.onCountryChange).toHaveBeenLastCalledWith('GB');
    await expect(canvas.getByRole('button', { name: /^Pick country/ })).toHaveTextContent('+44');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+442079460958');
  },
};

/** The phone field's own texts in Hebrew (`messages`); the rest of its texts stay English. */
const hebrewMessages = {
  phone: 'אופס! מספר הטלפון אינו תקין.',
  pickCountry: 'בחירת מדינה',
  searchCountries: 'חיפוש מדינה',
  countries: 'מדינות',
  noCountryMatches: 'אין מדינה מתאימה',
  countryMatches: (count: number) => (count === 1 ? 'מדינה אחת' : `${count} מדינות`),
};

/**
 * In right-to-left text labels and messages start on the right. A phone number still reads left
 * to right, its country prefix first, as do email addresses and links. The phone field names its
 * countries in Hebrew (`locale`) and says its own texts in Hebrew (`messages`).
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Field {...args} label="שם מלא" defaultValue="עדה לאבלייס" />
      <Field
        {...args}
        label="טלפון"
        type="tel"
        defaultCountry="IL"
        locale="he"
        messages={hebrewMessages}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'שם מלא' });
    const nameLabel = canvas.getByText('שם מלא');
    const labelEnd = nameLabel.getBoundingClientRect().right;
    await expect(Math.abs(labelEnd - name.getBoundingClientRect().right)).toBeLessThan(2);
    const phone = canvas.getByRole('textbox', { name: 'טלפון' });
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await userEvent.type(phone, '0501234567');
    await expect(phone).toHaveValue('050-123-4567');
    const picker = canvas.getByRole('button', { name: 'בחירת מדינה, +972 ישראל' });
    await expect(centreX(picker)).toBeLessThan(centreX(phone));
  },
};

/** Number, URL, date and password fields check their format and limits on blur. */
export const ValidatedTypes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <Field label="Guests" type="number" min={1} max={8} step={1} />
      <Field label="Website" type="url" placeholder="https://example.com" />
      <Field label="Arrival" type="date" min="2026-01-01" />
      <Field label="Password" type="password" minLength={12} strengthHint />
      <Field label="Team code" pattern="[A-Z]{3}-\d{2}" description="Like ABC-12." />
    </div>
  ),
  play: async ({ canvas }) => {
    const guests = canvas.getByRole('spinbutton', { name: 'Guests' });
    await userEvent.type(guests, '12');
    await userEvent.tab();
    await expect(guests).toHaveAccessibleDescription('Whoops! That’s above the maximum of 8.');
    await userEvent.clear(guests);
    await userEvent.type(guests, '2.5');
    await userEvent.tab();
    await expect(guests).toHaveAccessibleDescription(
      'Whoops! That needs to be 1 plus a multiple of 1.',
    );

    const website = canvas.getByRole('textbox', { name: 'Website' });
    // `[[` types one bracket (user-event reads `[` as the start of a key name).
    await userEvent.type(website, '  http://[[2001:db8::1]:8080/status  ');
    await userEvent.tab();
    await expect(website).not.toHaveAttribute('aria-invalid');

    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'secret');
    await expect(password).toHaveAccessibleDescription(
      'Weak password: use 12 or more characters and mix letters, numbers and symbols.',
    );
    await userEvent.tab();
    await expect(password).toHaveAccessibleDescription(
      'Whoops! That’s too short: use at least 12 characters.',
    );

    const code = canvas.getByRole('textbox', { name: 'Team code' });
    await userEvent.type(code, 'abc-12');
    await userEvent.tab();
    await expect(code).toHaveAccessibleDescription(
      'Whoops! That doesn’t match the expected format.',
    );
  },
};

/** Every type and state side by side: the sheet a designer reviews. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <Field label="Full name" placeholder="Ada Lovelace" />
      <Field label="Full name" defaultValue="Ada Lovelace" required />
      <Field label="Email" type="email" description="We never share it." defaultValue="ada@" />
      <Field
        label="Email"
        type="email"
        error="Whoops! That’s an invalid email."
        defaultValue="ada@"
      />
      <Field label="Password" type="password" defaultValue="secret" disabled />
      <Field label="Phone" type="tel" defaultCountry="GB" defaultValue="020 794 60958" />
      <Field label="About you" type="textarea" description="Markdown is fine." />
    </div>
  ),
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <Field label="Full name" placeholder="Ada Lovelace" required description="As on your ID." />
      <Field
        label="Email"
        type="email"
        error="Whoops! That’s an invalid email."
        defaultValue="ada@"
      />
      <Field label="Phone" type="tel" defaultCountry="SE" defaultValue="070 123 4567" />
      <Field label="Company" defaultValue="Analytical Engines" disabled />
    </div>
  ),
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/** A wrong type is reported during development and falls back to a text field. */
export const UnknownTypeFallsBack: Story = {
  // A misuse check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  args: { label: 'Nickname', type: 'colour' as never },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute('type', 'text');
    await expectDevWarning(
      warnSpy,
      expect.stringMatching(
        /^Field: prop "type" got "colour"; expected one of "text", .*; using "text"\.$/,
      ),
    );
  },
};
