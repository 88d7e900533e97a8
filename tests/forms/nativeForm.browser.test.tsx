/**
 * Tessera's form controls in a plain `<form>`, as an app without a form library uses them, and
 * with the native props an app passes through: what `FormData` sends, what a reset brings back
 * (from a click on a reset button and from `form.reset()`), the `form` attribute, `required`,
 * the caller's `aria-*`, refs and event targets that behave as an `<input>`'s do.
 */
import { useState, type ChangeEvent, type RefCallback } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Checkbox, Switch } from '../../src/components/Checkbox';
import { Field } from '../../src/components/Field';
import { loadPhoneSupport } from '../../src/components/Field/phoneSupport';
import { RadioGroup } from '../../src/components/Radio';
import { Select } from '../../src/components/Select';
import { actEnvironment, render } from '../components/render';

actEnvironment(false);

beforeAll(async () => {
  await loadPhoneSupport();
});

const plans = [
  { label: 'Starter', value: 'starter' },
  { label: 'Team', value: 'team' },
];
const roles = [
  { label: 'Developer', value: 'dev' },
  { label: 'Designer', value: 'design' },
];

/** Everything the form would send, as sorted `name=value` lines. */
const sent = () =>
  [...new FormData(document.querySelector('form')!).entries()]
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort();

/**
 * A native form with a default in every control, and a counter outside the form that re-renders
 * it, as any state change of the app would.
 */
function ProfileForm() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <form id="profile" onSubmit={(event) => event.preventDefault()}>
        <Field label="Name" name="name" defaultValue="Ada" />
        <Checkbox label="Tag A" name="tagA" value="a" />
        <Switch label="Newsletter" name="newsletter" defaultChecked />
        <RadioGroup label="Plan" name="plan" options={plans} defaultValue="starter" />
        <Select label="Role" name="role" options={roles} defaultValue="dev" />
        <button type="reset">Reset</button>
      </form>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Re-render {renders}
      </button>
    </>
  );
}

const defaults = ['name=Ada', 'newsletter=on', 'plan=starter', 'role=dev'];

async function changeEverything() {
  await userEvent.fill(page.getByRole('textbox', { name: 'Name' }), 'Grace');
  await userEvent.click(page.getByRole('checkbox', { name: 'Tag A' }));
  await userEvent.click(page.getByRole('switch', { name: 'Newsletter' }));
  await userEvent.click(page.getByRole('radio', { name: 'Team' }));
  await userEvent.click(page.getByRole('combobox', { name: 'Role' }));
  await userEvent.click(page.getByRole('option', { name: 'Designer' }));
  await expect.poll(sent).toEqual(['name=Grace', 'plan=team', 'role=design', 'tagA=a'].sort());
}

async function expectDefaults() {
  await expect.poll(sent).toEqual(defaults);
  await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  await expect.element(page.getByRole('checkbox', { name: 'Tag A' })).not.toBeChecked();
  await expect.element(page.getByRole('switch', { name: 'Newsletter' })).toBeChecked();
  await expect.element(page.getByRole('radio', { name: 'Starter' })).toBeChecked();
  await expect.element(page.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Developer');
  // The drawn states agree with the inputs.
  const states = [...document.querySelectorAll('form [data-state]')].map((element) =>
    element.getAttribute('data-state'),
  );
  expect(states).toEqual(['unchecked', 'checked', 'checked', 'unchecked', 'closed']);
}

describe('a native form reset', () => {
  test('a click on the reset button brings every default back, and it stays after a re-render', async () => {
    render(<ProfileForm />);
    await changeEverything();
    await userEvent.click(page.getByRole('button', { name: 'Reset' }));
    await expectDefaults();
    await userEvent.click(page.getByRole('button', { name: /Re-render/ }));
    await expect.element(page.getByRole('button', { name: 'Re-render 1' })).toBeVisible();
    await expectDefaults();
  });

  test('form.reset() from a script does the same', async () => {
    render(<ProfileForm />);
    await changeEverything();
    document.querySelector('form')!.reset();
    await expectDefaults();
    await userEvent.click(page.getByRole('button', { name: /Re-render/ }));
    await expect.element(page.getByRole('button', { name: 'Re-render 1' })).toBeVisible();
    await expectDefaults();
  });

  test('a reset a listener cancels changes nothing', async () => {
    render(<ProfileForm />);
    await changeEverything();
    document.querySelector('form')!.addEventListener('reset', (event) => event.preventDefault());
    await userEvent.click(page.getByRole('button', { name: 'Reset' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent()).toEqual(['name=Grace', 'plan=team', 'role=design', 'tagA=a'].sort());
  });
});

describe('a phone number in a native form', () => {
  test('is sent in E.164, never as the display, and a reset shows the default formatted', async () => {
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <Field label="Phone" type="tel" name="phone" defaultCountry="GB" />
        <Field label="Work phone" type="tel" name="work" defaultValue="+447400123456" />
        <button type="reset">Reset</button>
      </form>,
    );
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
    await userEvent.type(phone, '07911 123456');
    await expect.element(phone).toHaveValue('07911 123456');
    await expect.poll(sent).toEqual(['phone=+447911123456', 'work=+447400123456']);

    const work = page.getByRole('textbox', { name: 'Work phone' });
    await expect.element(work).toHaveValue('+44 7400 123456');
    await userEvent.fill(work, '+33 6 12 34 56 78');
    await userEvent.click(page.getByRole('button', { name: 'Reset' }));
    await expect.poll(sent).toEqual(['phone=', 'work=+447400123456']);
    await expect.element(work).toHaveValue('+44 7400 123456');
  });

  test("onChange's target is the input: its methods work, its value is E.164", async () => {
    const seen = vi.fn();
    render(
      <Field
        label="Phone"
        type="tel"
        name="phone"
        defaultCountry="GB"
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          event.target.setCustomValidity('');
          seen(event.target.name, event.target.value, event.target instanceof HTMLInputElement);
        }}
      />,
    );
    await userEvent.type(page.getByRole('textbox', { name: 'Phone' }), '07911 123456');
    expect(seen).toHaveBeenLastCalledWith('phone', '+447911123456', true);
  });

  test('a value set from outside picks its own country', async () => {
    const onCountryChange = vi.fn();
    function Controlled() {
      const [phone, setPhone] = useState('+447400123456');
      return (
        <>
          <Field
            label="Phone"
            type="tel"
            value={phone}
            onValueChange={setPhone}
            defaultCountry="GB"
            onCountryChange={onCountryChange}
          />
          <button type="button" onClick={() => setPhone('+33612345678')}>
            French number
          </button>
        </>
      );
    }
    render(<Controlled />);
    await expect
      .element(page.getByRole('button', { name: 'Pick country, +44 United Kingdom' }))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'French number' }));
    await expect
      .element(page.getByRole('textbox', { name: 'Phone' }))
      .toHaveValue('+33 6 12 34 56 78');
    await expect
      .element(page.getByRole('button', { name: 'Pick country, +33 France' }))
      .toBeVisible();
    expect(onCountryChange).toHaveBeenLastCalledWith('FR');
  });
});

describe('native props', () => {
  test('a textarea Field takes the native props an input Field takes', async () => {
    const onKeyDown = vi.fn();
    render(
      <>
        <form id="outside" />
        <Field
          label="Notes"
          type="textarea"
          name="notes"
          form="outside"
          defaultValue="Kept"
          readOnly
          spellCheck={false}
          data-testid="notes"
          aria-keyshortcuts="Alt+N"
          onKeyDown={onKeyDown}
        />
      </>,
    );
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await expect.element(notes).toHaveAttribute('readonly');
    await expect.element(notes).toHaveAttribute('spellcheck', 'false');
    await expect.element(notes).toHaveAttribute('data-testid', 'notes');
    await expect.element(notes).toHaveAttribute('aria-keyshortcuts', 'Alt+N');
    await userEvent.type(notes, 'x');
    expect(onKeyDown).toHaveBeenCalled();
    await expect.element(notes).toHaveValue('Kept');
    expect(sent()).toEqual(['notes=Kept']);
  });

  test("the caller's aria-invalid and aria-describedby reach the control, after its own message", async () => {
    render(
      <>
        <p id="app-error">Taken by another account.</p>
        <Field label="User name" aria-invalid aria-describedby="app-error" description="Public." />
        <Checkbox label="Terms" aria-invalid aria-describedby="app-error" />
        <RadioGroup label="Plan" options={plans} aria-invalid aria-describedby="app-error" />
      </>,
    );
    const field = page.getByRole('textbox', { name: 'User name' });
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription('Public. Taken by another account.');
    const terms = page.getByRole('checkbox', { name: 'Terms' });
    await expect.element(terms).toHaveAttribute('aria-invalid', 'true');
    await expect.element(terms).toHaveAccessibleDescription('Taken by another account.');
    const group = page.getByRole('radiogroup', { name: 'Plan' });
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription('Taken by another account.');
  });

  test("a callback ref is called once, as an input's is, not on every render", async () => {
    const calls: string[] = [];
    const track =
      (name: string): RefCallback<HTMLInputElement | HTMLTextAreaElement> =>
      (element) => {
        calls.push(`${name}:${element ? 'element' : 'null'}`);
      };
    const fieldRef = track('field');
    const checkboxRef = track('checkbox');
    const switchRef = track('switch');
    function Form() {
      const [text, setText] = useState('');
      return (
        <>
          <Field label="Name" value={text} onValueChange={setText} ref={fieldRef} />
          <Checkbox label="Terms" ref={checkboxRef} />
          <Switch label="Alerts" ref={switchRef} />
          <output>{text}</output>
        </>
      );
    }
    render(<Form />);
    await userEvent.type(page.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.click(page.getByRole('checkbox', { name: 'Terms' }));
    await userEvent.click(page.getByRole('switch', { name: 'Alerts' }));
    await expect.element(page.getByText('Ada', { exact: true })).toBeVisible();
    expect(calls).toEqual(['field:element', 'checkbox:element', 'switch:element']);
  });

  test('a pointer on the drawn box or switch lands on the native input', async () => {
    render(
      <>
        <Checkbox label="Terms" />
        <Switch label="Alerts" />
      </>,
    );
    for (const part of ['box', 'track']) {
      const drawing = document.querySelector(`[data-part="${part}"]`)!.getBoundingClientRect();
      const hit = document.elementFromPoint(
        drawing.x + drawing.width / 2,
        drawing.y + drawing.height / 2,
      );
      expect(hit?.tagName, part).toBe('INPUT');
    }
    // As an end-to-end test drives them: straight on the input.
    await page.getByRole('checkbox', { name: 'Terms' }).click();
    await page.getByRole('switch', { name: 'Alerts' }).click();
    await expect.element(page.getByRole('checkbox', { name: 'Terms' })).toBeChecked();
    await expect.element(page.getByRole('switch', { name: 'Alerts' })).toBeChecked();
  });
});

describe('a Select in a native form', () => {
  test('required: the form does not submit while nothing is chosen, and focus goes to the box', async () => {
    const onSubmit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget).get('role'));
        }}
      >
        <Select label="Role" name="role" options={roles} required />
        <button type="submit">Send</button>
      </form>,
    );
    const role = page.getByRole('combobox', { name: 'Role' });
    await expect.element(role).toHaveAttribute('aria-required', 'true');
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect.element(role).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(role);
    await userEvent.click(page.getByRole('option', { name: 'Designer' }));
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('design'));
  });

  test('form: a Select outside its form is sent with it', async () => {
    render(
      <>
        <form id="elsewhere" />
        <Select label="Role" name="role" options={roles} defaultValue="design" form="elsewhere" />
      </>,
    );
    expect(sent()).toEqual(['role=design']);
  });
});
