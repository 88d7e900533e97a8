import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { Checkbox, Field, RadioGroup, Select } from '../../src';

const schema = z.object({
  email: z.email('Enter your work email.'),
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/, 'Enter a phone number we can call.'), // E.164
  role: z.string('Pick your role.'),
  plan: z.enum(['starter', 'team'], 'Pick a plan.'),
  terms: z.literal(true, 'Accept the terms to continue.'),
});
type SignUp = z.infer<typeof schema>;

// The fields in the order they appear: a failed submit focuses the first one with an error.
const fieldOrder: (keyof SignUp)[] = ['email', 'phone', 'role', 'plan', 'terms'];

export function SignUpForm() {
  // react-hook-form focuses errors in the order the fields registered, and a Controller registers
  // after the fields this component registers itself: focusFirstError goes by page order instead.
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<SignUp>({ resolver: zodResolver(schema), shouldFocusError: false });
  const focusFirstError = (found: FieldErrors<SignUp>) => {
    const first = fieldOrder.find((name) => found[name]);
    if (first) setFocus(first);
  };

  const save = async (values: SignUp) => {
    // values.phone is '+447400123456' for "07400 123456" typed with the UK picked.
    const response = await fetch('/api/sign-up', { method: 'POST', body: JSON.stringify(values) });
    if (!response.ok) {
      const { errors: serverErrors } = await response.json(); // { email: 'Already registered.' }
      for (const [name, message] of Object.entries(serverErrors)) {
        setError(name as keyof SignUp, { type: 'server', message: String(message) });
      }
      focusFirstError(serverErrors);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(save, focusFirstError)}>
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
            options={[
              { label: 'Designer', value: 'design' },
              { label: 'Developer', value: 'dev' },
            ]}
            name={field.name}
            value={field.value ?? null}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <RadioGroup
        label="Plan"
        options={[
          { label: 'Starter', value: 'starter' },
          { label: 'Team', value: 'team' },
        ]}
        {...register('plan')}
        error={errors.plan?.message}
      />
      <Checkbox label="I accept the terms" {...register('terms')} error={errors.terms?.message} />
      <button type="submit">Create account</button>
    </form>
  );
}
