/**
 * Alert actions against WCAG 1.4.3 (text contrast 4.5:1) and 2.5.8 (targets 24 × 24 px): a tinted
 * action button inside a tinted alert, in both schemes, for every tone, at rest and on hover
 * (issue item 14: a danger "Retry" in the dark scheme measured 4.11:1). The colours are read
 * from the browser and the translucent layers composited as it paints them.
 */
import { act } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Alert } from '../../src/components/Alert';
import { Button } from '../../src/components/Button';
import { contrastRatio } from '../../src/lib/contrast';
import { actEnvironment, render } from './render';

actEnvironment(true);

afterEach(async () => {
  await act(() => userEvent.unhover(document.body));
});

type Rgba = [number, number, number, number];

/** A computed colour (`rgb()`, `rgba()` or `color(srgb …)`) as 0–255 channels and an alpha. */
function parseColor(value: string): Rgba {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(value);
  if (srgb) {
    const [, red, green, blue, alpha] = srgb;
    return [Number(red) * 255, Number(green) * 255, Number(blue) * 255, Number(alpha ?? 1)];
  }
  const rgb = /^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/.exec(value);
  if (rgb) {
    const [, red, green, blue, alpha] = rgb;
    return [Number(red), Number(green), Number(blue), Number(alpha ?? 1)];
  }
  throw new Error(`Unexpected colour ${value}`);
}

/** The opaque colour an element's background shows: its layers and its ancestors', painted. */
function paintedBackground(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const layer = parseColor(getComputedStyle(node).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] === 1) break;
  }
  return layers.reduceRight<Rgba>(
    (below, [red, green, blue, alpha]) => [
      red * alpha + below[0] * (1 - alpha),
      green * alpha + below[1] * (1 - alpha),
      blue * alpha + below[2] * (1 - alpha),
      1,
    ],
    [255, 255, 255, 1],
  );
}

const hex = ([red, green, blue]: Rgba) =>
  `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function labelContrast(button: Element) {
  return contrastRatio(
    hex(parseColor(getComputedStyle(button).color)),
    hex(paintedBackground(button)),
  );
}

const tones = ['info', 'success', 'warning', 'danger'] as const;
const buttonTone = {
  info: 'primary',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
} as const;

describe.each(['light', 'dark'] as const)('%s scheme', (colorScheme) => {
  test.each(tones)(
    'a %s alert’s tinted action reads at 4.5:1, at rest and on hover',
    async (tone) => {
      render(
        <Alert
          tone={tone}
          title="Upload failed"
          onDismiss={() => {}}
          action={
            <>
              <Button variant="secondary" tone={buttonTone[tone]}>
                Retry
              </Button>
              <Button variant="tertiary" tone={buttonTone[tone]}>
                Details
              </Button>
            </>
          }
        >
          The server did not answer in time.
        </Alert>,
        colorScheme,
      );
      for (const name of ['Retry', 'Details']) {
        const button = page.getByRole('button', { name }).element();
        expect(labelContrast(button), `${name} at rest`).toBeGreaterThanOrEqual(4.5);
        await act(() => userEvent.hover(button));
        expect(labelContrast(button), `${name} on hover`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});

test('the alert’s action and dismiss targets are at least 24 × 24 px', () => {
  render(
    <Alert tone="danger" onDismiss={() => {}} action={<Button variant="secondary">Retry</Button>}>
      The server did not answer in time.
    </Alert>,
    'light',
  );
  for (const name of ['Retry', 'Dismiss']) {
    const { width, height } = page.getByRole('button', { name }).element().getBoundingClientRect();
    expect(width, name).toBeGreaterThanOrEqual(24);
    expect(height, name).toBeGreaterThanOrEqual(24);
  }
});
