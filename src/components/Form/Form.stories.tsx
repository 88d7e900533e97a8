import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import type { FormSchema, FormValues } from '../../lib/formSchema';
import { Button } from '../Button';
import { Checkbox, Switch } from '../Checkbox';
import { Field } from '../Field';
import { phoneSupportLoader } from '../../../stories/support/phoneSupport';
import { RadioGroup } from '../Radio';
import { Select } from '../Select';
import { Form } from './Form';

// Small drawings of the plans, inline so the story needs no network or files.
const tile = (color: string, bars: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="58" height="58" viewBox="0 0 58 58"><rect width="58" height="58" rx="6" fill="${color}" opacity=".16"/>${Array.from(
      { length: bars },
      (_, index) =>
        `<rect x="${10 + index * 14}" y="${40 - index * 10}" width="10" height="${8 + index * 10}" rx="2" fill="${color}"/>`,
    ).join('')}</svg>`,
  )}`;

/** A realistic sign-up form with every field type the renderer knows. */
const signUpSchema: FormSchema = {
  name: { type: 'text', label: 'Full name', placeholder: 'Ada Lovelace', required: true },
  email: {
    type: 'email',
    label: 'Work email',
    placeholder: 'ada@example.com',
    description: 'We send the confirmation link here.',
    required: true,
  },
  password: {
    type: 'password',
    label: 'Password',
    description: 'At least 12 characters.',
    required: true,
  },
  phone: {
    type: 'tel',
    label: 'Phone',
    placeholder: '(555) 123-4567',
    description: 'Only for account recovery.',
    prefix: 'GB',
  },
  website: { type: 'url', label: 'Company website', placeholder: 'https://example.com' },
  role: {
    type: 'select',
    label: 'Role',
    placeholder: 'Select',
    options: [
      { label: 'Designer', value: 'design' },
      { label: 'Front-end developer', value: 'frontend' },
      { label: 'Product manager', value: 'product' },
      { label: 'Other', value: 'other' },
    ],
    required: true,
  },
  plan: {
    type: 'radio',
    label: 'Plan',
    options: [
      { label: 'Starter', description: 'One seat', image: tile('#3F63E8', 1) },
      { label: 'Team', description: 'Up to 20 seats', image: tile('#3F63E8', 2) },
      { label: 'Enterprise', description: 'Unlimited', image: tile('#3F63E8', 3) },
    ],
    selected: 'Team',
    required: true,
  },
  bio: {
    type: 'textarea',
    label: 'What will you build?',
    placeholder: 'A few words about your project',
  },
  newsletter: {
    type: 'switchbox',
    label: 'Monthly product newsletter',
    value: true,
  },
  terms: {
    type: 'checkbox',
    label: 'I accept the license terms',
    required: true,
  },
};

const meta = {
  title: 'Components/Field/Form renderer',
  component: Form,
  args: {
    schema: signUpSchema,
    submitLabel: 'Create account',
    'aria-label': 'Sign up',
    onValidate: fn(),
    onSubmit: fn(),
  },
  // The tel field's numbering plans load on demand; the stories have them from the start.
  loaders: [phoneSupportLoader],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignUp: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Sign up' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeRequired();
    await expect(
      canvas.getByRole('button', { name: 'Pick country, +44 United Kingdom' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Select');
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toBeRequired();
    await expect(canvas.getByRole('radio', { name: 'Team' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Monthly product newsletter' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: /I accept the license terms/ }),
    ).not.toBeChecked();
  },
};

/** Submitting with required fields empty names each one; nothing is sent. */
export const MissingRequiredFields: Story = {
  parameters: {
    docsExample: { args: { 'aria-label': 'Sign up, with required fields missing' } },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));

    for (const message of [
      'name required',
      'email required',
      'password required',
      'role required',
      'terms required',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.queryByText('phone required')).toBeNull();
    await expect(canvas.queryByText('plan required')).toBeNull();
    await expect(args.onValidate).toHaveBeenCalledTimes(1);
    await expect(args.onValidate).toHaveBeenCalledWith(
      expect.objectContaining({
        valid: false,
        errors: {
          name: 'name required',
          email: 'email required',
          password: 'password required',
          role: 'role required',
          terms: 'terms required',
        },
      }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Errors are linked to their controls, descriptions step aside, focus goes to the first.
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('name required');
    await expect(canvas.queryByText('We send the confirmation link here.')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      'role required',
    );
    await expect(canvas.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleDescription(
      'terms required',
    );

    // Typing clears that field's message only.
    await userEvent.keyboard('A');
    await expect(canvas.queryByText('name required')).toBeNull();
    await expect(canvas.getByText('email required')).toBeVisible();
    await userEvent.keyboard('{Backspace}');

    // A second submit shows the message again.
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('name required')).toBeVisible();
    await expect(args.onValidate).toHaveBeenCalledTimes(2);
  },
};

/** Filled by keyboard and pointer, the form is valid and hands over its values. */
export const CompleteSignUp: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Full name' }));
    await userEvent.keyboard('Ada Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await userEvent.keyboard('correct horse battery');

    // Phone: pick Sweden through the search, then the number.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('swe');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await userEvent.keyboard('070 123 4567');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('070-123 45 67');

    await userEvent.tab();
    await userEvent.keyboard('https://analytical.example');

    // Role: a Select, opened from the keyboard.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(page.getByRole('option', { name: 'Front-end developer' }));
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveTextContent(
      'Front-end developer',
    );

    // Plan: arrows move the choice.
    await userEvent.click(canvas.getByRole('radio', { name: 'Team' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Enterprise' })).toBeChecked();

    await userEvent.type(canvas.getByRole('textbox', { name: 'What will you build?' }), 'Engines');
    await userEvent.click(canvas.getByRole('switch', { name: 'Monthly product newsletter' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept/ }));

    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const values = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery',
      phone: '+46701234567',
      website: 'https://analytical.example',
      role: 'frontend',
      plan: 'Enterprise',
      bio: 'Engines',
      newsletter: false,
      terms: true,
    };
    await expect(args.onValidate).toHaveBeenCalledWith({ valid: true, errors: {}, values });
    await expect(args.onSubmit).toHaveBeenCalledWith(values);
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  },
};

/** Format checks run on blur and again on submit. */
export const InvalidFormats: Story = {
  args: {
    schema: {
      email: { type: 'email', label: 'Email', required: true },
      phone: { type: 'tel', label: 'Phone', prefix: 'US' },
      website: { type: 'url', label: 'Website' },
    },
    submitLabel: 'Save',
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example');
    await userEvent.tab();
    await expect(canvas.getByText('Whoops! That’s an invalid email.')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('555 12');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Website' }), 'example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onValidate).toHaveBeenCalledWith(
      expect.objectContaining({
        valid: false,
        errors: {
          email: 'Whoops! That’s an invalid email.',
          phone: 'Whoops! That’s an invalid phone number.',
          website: 'Whoops! That’s an invalid URL.',
        },
      }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Whoops! That’s an invalid phone number.')).toBeVisible();
    await expect(canvas.getByText('Whoops! That’s an invalid URL.')).toBeVisible();
  },
};

/**
 * A form in German: `messages` words "required" from the field's label and the checks, and with
 * `locale` the phone field's country picker names the countries in German too.
 */
export const InAnotherLanguage: Story = {
  args: {
    schema: {
      Name: { type: 'text', label: 'Vollständiger Name', required: true },
      'E-Mail': { type: 'email', label: 'E-Mail', required: true },
      Telefon: { type: 'tel', label: 'Telefon', prefix: 'DE' },
      Passwort: { type: 'password', label: 'Passwort', minLength: 12 },
    },
    submitLabel: 'Konto anlegen',
    'aria-label': 'Registrierung',
    lang: 'de',
    locale: 'de',
    messages: {
      required: (_name, label) => `${label} ist erforderlich`,
      email: 'Hoppla! Diese E-Mail-Adresse ist ungültig.',
      phone: 'Hoppla! Diese Telefonnummer ist ungültig.',
      minLength: (count) => `Hoppla! Das ist zu kurz: mindestens ${count} Zeichen.`,
      pickCountry: 'Land wählen',
      searchCountries: 'Länder durchsuchen',
      countries: 'Länder',
      noCountryMatches: 'Kein Land passt',
      countryMatches: (count) => `${count} ${count === 1 ? 'Land' : 'Länder'}`,
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail' }), 'ada@example');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefon' }), '030 12');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'kurz');
    await userEvent.click(canvas.getByRole('button', { name: 'Konto anlegen' }));
    await expect(args.onValidate).toHaveBeenCalledWith(
      expect.objectContaining({
        valid: false,
        errors: {
          Name: 'Vollständiger Name ist erforderlich',
          'E-Mail': 'Hoppla! Diese E-Mail-Adresse ist ungültig.',
          Telefon: 'Hoppla! Diese Telefonnummer ist ungültig.',
          Passwort: 'Hoppla! Das ist zu kurz: mindestens 12 Zeichen.',
        },
      }),
    );
    await expect(canvas.getByText('Vollständiger Name ist erforderlich')).toBeVisible();
    await expect(canvas.getByText('Hoppla! Diese E-Mail-Adresse ist ungültig.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Land wählen, +49 Deutschland' }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Values and choices given in the schema fill the form at first. */
export const Prefilled: Story = {
  args: {
    schema: {
      ...signUpSchema,
      name: { ...signUpSchema.name!, value: 'Grace Hopper' },
      email: { ...signUpSchema.email!, value: 'grace@example.com' },
      role: { ...signUpSchema.role!, selected: 'product' },
      plan: { ...signUpSchema.plan!, selected: 'Starter' },
      terms: { ...signUpSchema.terms!, value: true },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveTextContent(
      'Product manager',
    );
    await expect(canvas.getByRole('radio', { name: 'Starter' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /I accept/ })).toBeChecked();
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('terms required')).toBeVisible();
  },
};

const signUpRules = z.object({
  email: z.email('Enter your work email.'),
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/, 'Enter a phone number we can call.'),
  role: z.string('Pick your role.'),
  plan: z.enum(['starter', 'team'], 'Pick a plan.'),
  newsletter: z.boolean(),
  terms: z.literal(true, 'Accept the terms to continue.'),
});
type SignUpValues = z.infer<typeof signUpRules>;

/**
 * The sign-up form an app writes with react-hook-form: `register` on Field, Switch and Checkbox,
 * `Controller` on Select and RadioGroup, a zod schema, and the server's answer mapped back onto
 * the fields with `setError`.
 */
function ReactHookFormSignUp({ onSubmit }: { onSubmit?: (values: FormValues) => void }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpRules),
    defaultValues: { email: '', phone: '', newsletter: true },
  });
  const save = async (values: SignUpValues) => {
    onSubmit?.(values);
    // The server's answer, as an API would send it: errors keyed by field name.
    const serverErrors: Partial<Record<keyof SignUpValues, string>> =
      values.email === 'ada@example.com' ? { email: 'That email already has an account.' } : {};
    for (const [name, message] of Object.entries(serverErrors)) {
      setError(name as keyof SignUpValues, { type: 'server', message }, { shouldFocus: true });
    }
  };
  return (
    <form
      noValidate
      aria-label="Sign up"
      onSubmit={handleSubmit(save)}
      style={{ display: 'grid', gap: 20, maxWidth: 420 }}
    >
      <Field label="Work email" type="email" {...register('email')} error={errors.email?.message} />
      <Field
        label="Phone"
        type="tel"
        defaultCountry="GB"
        description="Only for account recovery."
        {...register('phone')}
        error={errors.phone?.message}
      />
      <Controller
        name="role"
        control={control}
        render={({ field, fieldState }) => (
          <Select
            label="Role"
            options={[
              { label: 'Designer', value: 'design' },
              { label: 'Front-end developer', value: 'frontend' },
              { label: 'Product manager', value: 'product' },
            ]}
            name={field.name}
            value={field.value ?? null}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-invalid={fieldState.invalid}
          />
        )}
      />
      <Controller
        name="plan"
        control={control}
        render={({ field, fieldState }) => (
          <RadioGroup
            label="Plan"
            options={[
              { label: 'Starter', value: 'starter', description: 'One seat' },
              { label: 'Team', value: 'team', description: 'Up to 20 seats' },
            ]}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Switch label="Monthly product newsletter" {...register('newsletter')} />
      <Checkbox
        label="I accept the license terms"
        {...register('terms')}
        error={errors.terms?.message}
      />
      <div>
        <Button submit>Create account</Button>
      </div>
    </form>
  );
}

/**
 * Driven by react-hook-form with a zod schema: the schema's messages show under the fields, the
 * phone reaches the server in E.164, and the server's "already has an account" lands on the
 * email field through `setError`.
 */
export const WithReactHookForm: Story = {
  render: (args) => <ReactHookFormSignUp onSubmit={args.onSubmit} />,
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const submit = canvas.getByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    await expect(await canvas.findByText('Enter your work email.')).toBeVisible();
    await expect(canvas.getByText('Enter a phone number we can call.')).toBeVisible();
    await expect(canvas.getByText('Pick a plan.')).toBeVisible();
    await expect(canvas.getByText('Accept the terms to continue.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Work email' })).toHaveFocus());

    await userEvent.keyboard('ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '07400123456');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('07400 123456');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Role/ }));
    await userEvent.click(page.getByRole('option', { name: 'Front-end developer' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Team' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept/ }));
    await userEvent.click(submit);

    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'ada@example.com',
        phone: '+447400123456',
        role: 'frontend',
        plan: 'team',
        newsletter: true,
        terms: true,
      }),
    );
    const email = canvas.getByRole('textbox', { name: 'Work email' });
    await expect(await canvas.findByText('That email already has an account.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('That email already has an account.');
    await waitFor(() => expect(email).toHaveFocus());
    // Settled for the picture: no focus ring on the field.
    email.blur();
  },
};
