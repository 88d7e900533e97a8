/**
 * Tessera's form controls driven by react-hook-form with a zod resolver, as an app writes it:
 * `register` on Field, Checkbox and Switch (they take a ref to their native input and fire native
 * change and blur events), `Controller` on Select and RadioGroup. Validation errors and errors
 * from the server (`setError`) show as the fields' messages; the phone reaches the submit handler
 * in E.164; values set by the library (`defaultValues`, `setValue`, `reset`) show in the controls.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { Checkbox, Switch } from '../../src/components/Checkbox';
import { Field } from '../../src/components/Field';
import { loadPhoneSupport } from '../../src/components/Field/phoneSupport';
import { RadioGroup } from '../../src/components/Radio';
import { Select } from '../../src/components/Select';
import { actEnvironment, render } from '../components/render';

const schema = z.object({
  email: z.email('Enter your work email.'),
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/, 'Enter a phone number we can call.'),
  role: z.string('Pick your role.'),
  plan: z.enum(['starter', 'team'], 'Pick a plan.'),
  newsletter: z.boolean(),
  terms: z.literal(true, 'Accept the terms to continue.'),
});
type SignUp = z.infer<typeof schema>;

const roles = [
  { label: 'Designer', value: 'design' },
  { label: 'Front-end developer', value: 'frontend' },
];
const plans = [
  { label: 'Starter', value: 'starter' },
  { label: 'Team', value: 'team' },
];

/** The form's methods, for the test to act as the app does after a submit. */
const current: { form?: UseFormReturn<SignUp> } = {};

/** A sign-up form as an app writes it with react-hook-form. */
function SignUpForm({
  onSubmit,
  defaultValues,
}: {
  onSubmit: (values: SignUp) => Promise<void> | void;
  defaultValues?: Partial<SignUp>;
}) {
  const methods = useForm<SignUp>({ resolver: zodResolver(schema), defaultValues });
  useEffect(() => {
    current.form = methods;
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = methods;
  return (
    <form noValidate aria-label="Sign up" onSubmit={handleSubmit(onSubmit)}>
      <Field label="Email" type="email" {...register('email')} error={errors.email?.message} />
      <Field
        label="Phone"
        type="tel"
        defaultCountry="GB"
        {...register('phone')}
        error={errors.phone?.message}
      />
      <Controller
        name="role"
        control={control}
        render={({ field, fieldState }) => (
          <Select
            label="Role"
            options={roles}
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
            options={plans}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Switch label="Newsletter" {...register('newsletter')} />
      <Checkbox label="I accept the terms" {...register('terms')} error={errors.terms?.message} />
      <button type="submit">Create account</button>
    </form>
  );
}

// react-hook-form and the fields update on their own schedule, as in an app; tests poll.
actEnvironment(false);

beforeAll(async () => {
  await loadPhoneSupport();
});

afterEach(() => {
  current.form = undefined;
});

const email = () => page.getByRole('textbox', { name: 'Email' });
const phone = () => page.getByRole('textbox', { name: 'Phone' });
const submit = () => userEvent.click(page.getByRole('button', { name: 'Create account' }));

/** Fills every field by keyboard and pointer, the way a person does. */
async function fillValidForm(address = 'ada@example.com') {
  await userEvent.type(email(), address);
  await userEvent.type(phone(), '020 7946 0958');
  await userEvent.click(page.getByRole('combobox', { name: /^Role/ }));
  await userEvent.click(page.getByRole('option', { name: 'Front-end developer' }));
  await userEvent.click(page.getByText('Team'));
  await userEvent.click(page.getByText('I accept the terms'));
}

describe('react-hook-form with a zod resolver', () => {
  test('submits the values as the app needs them: the phone in E.164, booleans, option values', async () => {
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} defaultValues={{ newsletter: false }} />);
    await fillValidForm();
    // The field shows the number as typed, the form library holds it in E.164.
    await expect.element(phone()).toHaveValue('020 7946 0958');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      email: 'ada@example.com',
      phone: '+442079460958',
      role: 'frontend',
      plan: 'team',
      newsletter: false,
      terms: true,
    });
  });

  test('an email typed in full width (an input method’s full-width mode) submits in ASCII', async () => {
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} defaultValues={{ newsletter: false }} />);
    await fillValidForm('ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ');
    // Left, the field shows the address as read.
    await expect.element(email()).toHaveValue('ada@example.com');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ email: 'ada@example.com' });
  });

  test('the schema’s messages show under the fields, and the first invalid control gets focus', async () => {
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} />);
    await userEvent.type(email(), 'ada@example');
    await userEvent.tab();
    // The field's own check speaks on blur; on submit the app's schema has the last word.
    await expect.element(page.getByText('Whoops! That’s an invalid email.')).toBeVisible();
    await submit();

    await expect.element(page.getByText('Enter your work email.')).toBeVisible();
    await expect
      .element(page.getByText('Whoops! That’s an invalid email.'))
      .not.toBeInTheDocument();
    await expect.element(email()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email()).toHaveAccessibleDescription('Enter your work email.');
    await expect.element(page.getByText('Enter a phone number we can call.')).toBeVisible();
    await expect.element(page.getByText('Pick a plan.')).toBeVisible();
    await expect.element(page.getByText('Accept the terms to continue.')).toBeVisible();
    await expect
      .element(page.getByRole('checkbox', { name: /I accept the terms/ }))
      .toHaveAccessibleDescription('Accept the terms to continue.');
    await expect
      .element(page.getByRole('combobox', { name: /^Role/ }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(email()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('Controller focuses the chosen radio (else the first) when the group is the first error', async () => {
    render(
      <SignUpForm
        onSubmit={vi.fn()}
        defaultValues={{
          email: 'ada@example.com',
          phone: '+442079460958',
          role: 'design',
          terms: true,
        }}
      />,
    );
    await submit();
    await expect.element(page.getByText('Pick a plan.')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Starter' })).toHaveFocus();
  });

  test('a server error set with setError shows as the field’s message until the user edits it', async () => {
    const onSubmit = vi.fn(() => {
      current.form!.setError('email', {
        type: 'server',
        message: 'That email already has an account.',
      });
    });
    render(<SignUpForm onSubmit={onSubmit} />);
    await fillValidForm();
    await submit();

    await expect.element(page.getByText('That email already has an account.')).toBeVisible();
    await expect.element(email()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email()).toHaveAccessibleDescription('That email already has an account.');

    await userEvent.type(email(), '{Backspace}m');
    await expect
      .element(page.getByText('That email already has an account.'))
      .not.toBeInTheDocument();
    await expect.element(email()).not.toHaveAttribute('aria-invalid');
  });

  test('a server error on the phone shows under the phone field', async () => {
    const onSubmit = vi.fn(() => {
      current.form!.setError('phone', {
        type: 'server',
        message: 'We cannot send texts to this number.',
      });
    });
    render(<SignUpForm onSubmit={onSubmit} />);
    await fillValidForm();
    await submit();
    await expect.element(page.getByText('We cannot send texts to this number.')).toBeVisible();
    await expect.element(phone()).toHaveAttribute('aria-invalid', 'true');
  });

  test('defaultValues fill the registered controls; the phone is shown formatted for its country', async () => {
    const onSubmit = vi.fn();
    render(
      <SignUpForm
        onSubmit={onSubmit}
        defaultValues={{
          email: 'grace@example.com',
          phone: '+12025550147',
          role: 'design',
          plan: 'starter',
          newsletter: true,
          terms: true,
        }}
      />,
    );
    await expect.element(email()).toHaveValue('grace@example.com');
    await expect.element(phone()).toHaveValue('+1 202 555 0147');
    await expect
      .element(page.getByRole('button', { name: 'Pick country, +1 United States' }))
      .toBeVisible();
    await expect.element(page.getByRole('switch', { name: 'Newsletter' })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Starter' })).toBeChecked();
    await expect
      .element(page.getByRole('combobox', { name: /^Role/ }))
      .toHaveTextContent('Designer');

    // Focus moving through the form re-renders the controls; the values stay.
    await userEvent.click(email());
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('switch', { name: 'Newsletter' })).toBeChecked();

    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      email: 'grace@example.com',
      phone: '+12025550147',
      role: 'design',
      plan: 'starter',
      newsletter: true,
      terms: true,
    });
  });

  test('setValue and reset from the form library show in the registered controls', async () => {
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} defaultValues={{ newsletter: false }} />);
    await fillValidForm();

    current.form!.setValue('email', 'grace@example.com');
    current.form!.setValue('newsletter', true);
    await expect.element(email()).toHaveValue('grace@example.com');
    await expect.element(page.getByRole('switch', { name: 'Newsletter' })).toBeChecked();
    // A blur re-renders the field: the value the library set stays, and is the one checked.
    await userEvent.click(email());
    await userEvent.tab();
    await expect.element(email()).toHaveValue('grace@example.com');
    await expect.element(page.getByRole('switch', { name: 'Newsletter' })).toBeChecked();

    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      email: 'grace@example.com',
      newsletter: true,
    });

    current.form!.reset();
    await expect.element(email()).toHaveValue('');
    await expect.element(phone()).toHaveValue('');
    await expect.element(page.getByRole('switch', { name: 'Newsletter' })).not.toBeChecked();
    await expect
      .element(page.getByRole('checkbox', { name: /I accept the terms/ }))
      .not.toBeChecked();
    await userEvent.click(email());
    await userEvent.tab();
    await expect.element(email()).toHaveValue('');
    await expect
      .element(page.getByRole('checkbox', { name: /I accept the terms/ }))
      .not.toBeChecked();
  });
});

describe('react-hook-form register on a RadioGroup', () => {
  interface Plan {
    plan: string;
  }
  const planForm: { form?: UseFormReturn<Plan> } = {};

  function PlanForm({ onSubmit }: { onSubmit: (values: Plan) => void }) {
    const methods = useForm<Plan>({ defaultValues: { plan: 'team' } });
    useEffect(() => {
      planForm.form = methods;
    });
    return (
      <form onSubmit={methods.handleSubmit(onSubmit)}>
        <RadioGroup label="Plan" options={plans} {...methods.register('plan')} />
        <button type="submit">Choose</button>
      </form>
    );
  }

  const radio = (name: string) => page.getByRole('radio', { name });
  /** The option the group shows as chosen: its input and its drawn state. */
  const shown = () =>
    [...document.querySelectorAll<HTMLLabelElement>('label[data-state="checked"]')].map(
      (label) => label.textContent,
    );

  test('defaultValues, setValue and reset show in the group, and submit what they show', async () => {
    const onSubmit = vi.fn();
    render(<PlanForm onSubmit={onSubmit} />);
    await expect.element(radio('Team')).toBeChecked();
    await expect.poll(shown).toEqual(['Team']);

    planForm.form!.setValue('plan', 'starter');
    await expect.element(radio('Starter')).toBeChecked();
    await expect.poll(shown).toEqual(['Starter']);
    // A re-render keeps what the library set.
    await userEvent.click(page.getByRole('button', { name: 'Choose' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ plan: 'starter' });
    await expect.poll(shown).toEqual(['Starter']);

    planForm.form!.reset();
    await expect.element(radio('Team')).toBeChecked();
    await expect.poll(shown).toEqual(['Team']);
    await userEvent.click(radio('Starter'));
    await userEvent.click(page.getByRole('button', { name: 'Choose' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toEqual({ plan: 'starter' });
    await expect.poll(shown).toEqual(['Starter']);
  });
});
