/**
 * The tel field and the form renderer as an app uses them, in Chromium: a number typed with the
 * picker, with its own `+code`, without a picker, in another script's digits, autofilled; blur
 * then submit giving one verdict; and the values each callback receives.
 */
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { Field } from '../../src/components/Field';
import { loadPhoneSupport } from '../../src/components/Field/phoneSupport';
import { Form } from '../../src/components/Form';
import type { FormValidation } from '../../src/lib/formSchema';
import { actEnvironment, render } from '../components/render';

const invalidPhone = 'Whoops! That’s an invalid phone number.';

// The field formats, validates and loads country data on its own schedule, as in an app; the
// tests poll for the result.
actEnvironment(false);

/** Sets the input's value as the browser does for a paste or an autofill, with one input event. */
function replaceValue(element: HTMLInputElement, text: string, inputType: string) {
  flushSync(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(element, text);
    element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType }));
  });
}

beforeAll(async () => {
  await loadPhoneSupport();
});

/**
 * A finger's tap on `element`, through Chromium's input pipeline: pointerdown and pointerup, then
 * the compatibility mousedown (which moves focus), mouseup and click, each hit-tested anew.
 */
async function tap(element: Element) {
  const frame = window.frameElement?.getBoundingClientRect();
  const scale = frame ? frame.width / window.innerWidth : 1;
  const box = element.getBoundingClientRect();
  const point = {
    x: (frame?.left ?? 0) + (box.left + box.width / 2) * scale,
    y: (frame?.top ?? 0) + (box.top + box.height / 2) * scale,
  };
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  try {
    await cdp().send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp().send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false });
  }
}

describe('a tel Field', () => {
  test('picker + national number: formatted display, E.164 value', async () => {
    const onValueChange = vi.fn();
    render(<Field label="Phone" type="tel" defaultCountry="GB" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '07400123456');
    await expect.element(input).toHaveValue('07400 123456');
    expect(onValueChange).toHaveBeenLastCalledWith('+447400123456');
  });

  test('picker + international number: the number’s own code wins, never doubled', async () => {
    const onValueChange = vi.fn();
    const onCountryChange = vi.fn();
    render(
      <Field
        label="Phone"
        type="tel"
        defaultCountry="GB"
        onValueChange={onValueChange}
        onCountryChange={onCountryChange}
      />,
    );
    const input = page.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '+1 202 555 0147');
    await expect.element(input).toHaveValue('+1 202 555 0147');
    expect(onValueChange).toHaveBeenLastCalledWith('+12025550147');
    expect(onCountryChange).toHaveBeenLastCalledWith('US');
    await expect
      .element(page.getByRole('button', { name: 'Pick country, +1 United States' }))
      .toBeVisible();
    await userEvent.tab();
    await expect.element(page.getByText(invalidPhone)).not.toBeInTheDocument();
  });

  test('no picker choice + international number (pasted with 00): its country is picked', async () => {
    const onValueChange = vi.fn();
    render(<Field label="Phone" type="tel" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Phone' });
    // A paste replaces the value at once and fires one input event.
    replaceValue(input.element() as HTMLInputElement, '0033 6 12 34 56 78', 'insertFromPaste');
    expect(onValueChange).toHaveBeenLastCalledWith('+33612345678');
    await expect.element(input).toHaveValue('+33 6 12 34 56 78');
    await expect
      .element(page.getByRole('button', { name: 'Pick country, +33 France' }))
      .toBeVisible();
  });

  test.each([
    [
      'Arabic-Indic digits with 00',
      '٠٠٩٦٦٥٠١٢٣٤٥٦٧',
      '+966 50 123 4567',
      '+966501234567',
      '+966 Saudi Arabia',
    ],
    [
      'a full-width ＋code from an input method',
      '＋４４　７４００　１２３４５６',
      '+44 7400 123456',
      '+447400123456',
      '+44 United Kingdom',
    ],
  ])('%s, typed key by key, picks its country', async (_, typed, display, value, country) => {
    const onValueChange = vi.fn();
    render(<Field label="Phone" type="tel" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, typed);
    await expect.element(input).toHaveValue(display);
    expect(onValueChange).toHaveBeenLastCalledWith(value);
    await expect
      .element(page.getByRole('button', { name: `Pick country, ${country}` }))
      .toBeVisible();
    await userEvent.tab();
    await expect.element(page.getByText(invalidPhone)).not.toBeInTheDocument();
  });

  test('a number pasted from a right-to-left page, in direction isolates, picks its country', async () => {
    const onValueChange = vi.fn();
    render(<Field label="Phone" type="tel" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Phone' });
    replaceValue(
      input.element() as HTMLInputElement,
      '\u2066+972 50-123-4567\u2069',
      'insertFromPaste',
    );
    expect(onValueChange).toHaveBeenLastCalledWith('+972501234567');
    await expect
      .element(page.getByRole('button', { name: 'Pick country, +972 Israel' }))
      .toBeVisible();
    expect((input.element() as HTMLInputElement).value).not.toMatch(/\p{Cf}/u);
    await userEvent.tab();
    await expect.element(page.getByText(invalidPhone)).not.toBeInTheDocument();
  });

  test('autofill (autocomplete="tel") with an international number', async () => {
    const onValueChange = vi.fn();
    render(<Field label="Phone" type="tel" defaultCountry="US" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Phone' });
    await expect.element(input).toHaveAttribute('autocomplete', 'tel');
    // Autofill replaces the whole value at once and fires one input event.
    replaceValue(input.element() as HTMLInputElement, '+44 7400 123456', 'insertReplacementText');
    expect(onValueChange).toHaveBeenLastCalledWith('+447400123456');
    await expect.element(input).toHaveValue('+44 7400 123456');
    await expect
      .element(page.getByRole('button', { name: 'Pick country, +44 United Kingdom' }))
      .toBeVisible();
  });

  test('onChange and onBlur hand a form library the E.164 value and the name', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <Field
        label="Phone"
        type="tel"
        name="phone"
        defaultCountry="DE"
        onChange={(event) => onChange(event.target.name, event.target.value)}
        onBlur={(event) => onBlur(event.target.name, event.target.value)}
      />,
    );
    await userEvent.type(page.getByRole('textbox', { name: 'Phone' }), '030 12345678');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('phone', '+493012345678');
    expect(onBlur).toHaveBeenLastCalledWith('phone', '+493012345678');
  });
});

describe('the form renderer', () => {
  const schema = {
    email: { type: 'email' as const, label: 'Email', required: true },
    phone: { type: 'tel' as const, label: 'Phone', prefix: 'GB' },
  };

  test('blur then submit: one verdict, and a blur error clears once the form submits valid', async () => {
    const onSubmit = vi.fn();
    const onValidate = vi.fn<(result: FormValidation) => void>();
    render(<Form schema={schema} onSubmit={onSubmit} onValidate={onValidate} />);
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), ' ada@example.com ');

    // An invalid number shows on blur and is refused by submit alike.
    await userEvent.type(phone, '020 7946');
    await userEvent.tab();
    await expect.element(page.getByText(invalidPhone)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    expect(onValidate).toHaveBeenLastCalledWith(
      expect.objectContaining({ valid: false, errors: { phone: invalidPhone } }),
    );

    // Completed, the number passes both; the values are trimmed and in E.164.
    await userEvent.type(phone, '0958');
    await userEvent.tab();
    await expect.element(page.getByText(invalidPhone)).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', phone: '+442079460958' });
  });

  test('an international number typed over a picked prefix is sent once, in E.164', async () => {
    const onSubmit = vi.fn();
    render(<Form schema={schema} onSubmit={onSubmit} />);
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(page.getByRole('textbox', { name: 'Phone' }), '+1 202 555 0147');
    await userEvent.tab();
    await expect.element(page.getByText(invalidPhone)).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', phone: '+12025550147' });
  });

  test('a blur error on a field the user leaves alone clears when the form submits valid', async () => {
    const onSubmit = vi.fn();
    render(
      <Form
        schema={{ website: { type: 'url', label: 'Website' } }}
        onSubmit={onSubmit}
        autoValidate
      />,
    );
    const website = page.getByRole('textbox', { name: 'Website' });
    await userEvent.type(website, 'example');
    await userEvent.tab();
    await expect.element(page.getByText('Whoops! That’s an invalid URL.')).toBeVisible();
    await userEvent.type(website, '.com');
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ website: 'example.com' });
    await expect.element(page.getByText('Whoops! That’s an invalid URL.')).not.toBeInTheDocument();
  });
});

describe('a blur error', () => {
  /** An email field holding an invalid address, still focused, and a button below it. */
  async function fieldLeftInvalid() {
    const onClick = vi.fn();
    render(
      <div style={{ display: 'grid', gap: 8, width: 320 }}>
        <Field label="Email" type="email" />
        <button type="button" onClick={onClick}>
          Continue
        </button>
      </div>,
    );
    const input = page.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example');
    return { onClick, input, button: page.getByRole('button', { name: 'Continue' }) };
  }

  test('appears after the click that moved focus away, so the click lands where it was aimed', async () => {
    const { onClick, input, button } = await fieldLeftInvalid();
    const before = button.element().getBoundingClientRect().top;
    // The press blurs the field; its error pushes the button down before the release.
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await expect.element(page.getByText('Whoops! That’s an invalid email.')).toBeVisible();
    expect(button.element().getBoundingClientRect().top).toBeGreaterThan(before);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
  });

  test('appears after a tap of a finger on another control, so the tap lands too', async () => {
    const { onClick, button } = await fieldLeftInvalid();
    const events: string[] = [];
    const log = (event: Event) =>
      events.push(
        event instanceof PointerEvent ? `${event.type}:${event.pointerType}` : event.type,
      );
    const kinds = ['pointerdown', 'pointerup', 'mousedown', 'focusout', 'click'];
    for (const kind of kinds) document.addEventListener(kind, log, true);
    await tap(button.element());
    for (const kind of kinds) document.removeEventListener(kind, log, true);
    // The browser's order for a tap: the focus moves after the finger has come up.
    expect(events).toEqual([
      'pointerdown:touch',
      'pointerup:touch',
      'mousedown',
      'focusout',
      'click:touch',
    ]);
    await expect.poll(() => onClick.mock.calls.length).toBe(1);
    await expect.element(page.getByText('Whoops! That’s an invalid email.')).toBeVisible();
  });

  test('held during a press, it gives way to an outside error that arrives meanwhile', async () => {
    let handIn: (error: string) => void = () => {};
    function OwnedField() {
      const [error, setError] = useState<string>();
      handIn = setError;
      return <Field label="Email" type="email" error={error} />;
    }
    render(<OwnedField />);
    const input = page.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example');
    const element = input.element() as HTMLInputElement;
    element.ownerDocument.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    element.blur();
    // The form library's check of the submit the press started, handed in before the release.
    flushSync(() => handIn('This email is taken.'));
    element.ownerDocument.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect.element(page.getByText('This email is taken.')).toBeVisible();
    expect(document.body.textContent).not.toContain('Whoops! That’s an invalid email.');
  });

  test('leaving by keyboard shows it at once', async () => {
    render(<Field label="Email" type="email" />);
    const input = page.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example');
    await userEvent.tab();
    expect(document.body.textContent).toContain('Whoops! That’s an invalid email.');
  });

  test('typing again during the press drops the pending error', async () => {
    render(<Field label="Email" type="email" />);
    const input = page.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example');
    const element = input.element() as HTMLInputElement;
    element.ownerDocument.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    element.blur();
    element.focus();
    replaceValue(element, 'ada@example.com', 'insertText');
    element.ownerDocument.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body.textContent).not.toContain('Whoops! That’s an invalid email.');
  });
});

describe('an address typed in full width (an input method’s full-width mode)', () => {
  test.each([
    ['email', 'Email', 'ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'ada@example.com'],
    [
      'url',
      'Website',
      'ｈｔｔｐｓ：／／ｅｘａｍｐｌｅ．ｃｏｍ／ｄｏｃｓ',
      'https://example.com/docs',
    ],
  ] as const)(
    '%s: the ASCII address is handed on, shown and valid',
    async (type, label, typed, value) => {
      const onValueChange = vi.fn();
      render(<Field label={label} type={type} onValueChange={onValueChange} />);
      const input = page.getByRole('textbox', { name: label });
      await userEvent.type(input, typed);
      expect(onValueChange).toHaveBeenLastCalledWith(value);
      await userEvent.tab();
      // Left, it shows the address as read, which a native form submits too.
      await expect.element(input).toHaveValue(value);
      await expect.element(input).not.toHaveAttribute('aria-invalid', 'true');
      await expect.element(page.getByText(/Whoops/)).not.toBeInTheDocument();
    },
  );

  test('pasted and sent with Enter, a native form submits the ASCII address', async () => {
    const submitted = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted(new FormData(event.currentTarget).get('email'));
        }}
      >
        <Field label="Email" type="email" name="email" />
      </form>,
    );
    const input = page.getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    // A real paste, from Chromium's clipboard.
    await cdp().send('Browser.grantPermissions', {
      permissions: ['clipboardReadWrite', 'clipboardSanitizedWrite'],
    });
    await navigator.clipboard.writeText('ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ');
    await userEvent.keyboard('{Control>}v{/Control}');
    await expect.element(input).toHaveValue('ada@example.com');
    await userEvent.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledWith('ada@example.com');
  });
});
