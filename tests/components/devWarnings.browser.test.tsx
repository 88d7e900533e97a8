/**
 * A wrong prop is told once. A component checks its props on every render (each keystroke, hover
 * or state change); the console gets the warning the first time, as it gets React's own, and a
 * second mistake gets its own warning.
 */
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Field } from '../../src/components/Field';
import { forgetDevWarnings } from '../../src/lib/devWarning';
import { actEnvironment, render } from './render';

actEnvironment(false);

afterEach(() => {
  vi.restoreAllMocks();
  forgetDevWarnings();
});

function Nickname({ type }: { type: string }) {
  const [value, setValue] = useState('');
  return <Field label="Nickname" type={type as never} value={value} onValueChange={setValue} />;
}

test('a controlled Field with an unknown type warns once while the reader types', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(
    <>
      <Nickname type="colour" />
      <Nickname type="colour" />
    </>,
  );
  const [first] = page.getByRole('textbox', { name: 'Nickname' }).elements();
  await userEvent.click(first!);
  await userEvent.keyboard('Ada Lovelace');
  await expect
    .element(page.getByRole('textbox', { name: 'Nickname' }).first())
    .toHaveValue('Ada Lovelace');
  const said = warn.mock.calls.map(([text]) => String(text));
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(
    /^Field: prop "type" got "colour"; expected one of "text", .*; using "text"\.$/,
  );
});
