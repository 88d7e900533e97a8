/**
 * A page of an app printed, or saved as PDF, in the dark scheme. Browsers leave backgrounds out
 * when printing, so the dark scheme's pale text would land on white paper; printed, every scheme
 * takes the light colours, with and without the global styles.
 */
import { afterEach, expect, test } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { CodeBlock, StatusTag, Typography } from '../../src';
import { createTheme } from '../../src/theme';
import { actEnvironment, render } from './render';

actEnvironment(false);

afterEach(() => cdp().send('Emulation.setEmulatedMedia', { media: '' }));

/** A light-scheme colour as the browser computes it, resolving `var(…)` and `color-mix(…)`. */
function computedColor(value: string): string {
  const scope = document.createElement('div');
  scope.setAttribute('data-tessera-scheme', 'light');
  const probe = document.createElement('span');
  probe.style.color = value;
  scope.append(probe);
  document.body.append(scope);
  const color = getComputedStyle(probe).color;
  scope.remove();
  return color;
}

const light = createTheme('light');

test('a dark page prints its text, muted text and statuses in the light colours', async () => {
  render(
    <>
      <Typography>Quarterly report</Typography>
      <Typography muted>Printed copy</Typography>
      <StatusTag tone="danger">Overdue</StatusTag>
    </>,
    'dark',
  );
  const text = page.getByText('Quarterly report').element();
  const muted = page.getByText('Printed copy').element();
  const status = page.getByText('Overdue').element();
  const onScreen = [text, muted, status].map((element) => getComputedStyle(element).color);
  const paper = [light.colors.text, light.colors.textMuted, light.tones.danger.text].map(
    computedColor,
  );
  // On screen the dark scheme's colours.
  expect(onScreen).not.toEqual(paper);
  await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
  await expect
    .poll(() => [text, muted, status].map((element) => getComputedStyle(element).color))
    .toEqual(paper);
  expect(getComputedStyle(text.closest('[data-tessera-scheme]')!).colorScheme).toBe('light');
  expect(getComputedStyle(document.body).color).toBe(computedColor(light.colors.text));
  expect(getComputedStyle(document.documentElement).colorScheme).toBe('light');
});

test('a dark code block prints its code in the light colours', async () => {
  render(
    <CodeBlock language="tsx">{'// Greets the reader\nconst name = "Ada";'}</CodeBlock>,
    'dark',
  );
  await expect.element(page.getByText('// Greets the reader')).toBeVisible();
  const comment = page.getByText('// Greets the reader').element();
  const string = page.getByText('"Ada"').element();
  const paper = [light.syntax.comment, light.syntax.string, light.colors.text].map(computedColor);
  const code = comment.closest('code')!;
  const colors = () => [comment, string, code].map((element) => getComputedStyle(element).color);
  expect(colors()).not.toEqual(paper);
  await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
  await expect.poll(colors).toEqual(paper);
});

test('an app that styles its own page (globalStyles={false}) prints the same', async () => {
  render(<StatusTag tone="success">Paid</StatusTag>, 'dark', { globalStyles: false });
  const status = page.getByText('Paid').element();
  await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
  await expect
    .poll(() => getComputedStyle(status).color)
    .toBe(computedColor(light.tones.success.text));
});
