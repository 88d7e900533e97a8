/**
 * The Button's "waiting" indicator and WCAG 2.3.3 / the item 12: with
 * `prefers-reduced-motion: reduce` nothing spins; a slow pulse (opacity only) shows the button is
 * busy instead. The media feature is emulated through the Chrome DevTools Protocol, the same
 * switch a reader flips in their system settings. The global reduced-motion reset is on, as on
 * every page (ThemeProvider renders it).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import { Button } from '../../src/components/Button';
import { actEnvironment, render } from './render';

actEnvironment(true);

async function emulateReducedMotion(value: 'reduce' | 'no-preference') {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value }],
  });
}

afterEach(async () => {
  await emulateReducedMotion('no-preference');
});

/** What the waiting indicator animates: the properties its keyframes change, and how. */
function indicatorMotion() {
  const ring = document.querySelector<HTMLElement>('[data-part="spinner-ring"]');
  if (!ring) throw new Error('No waiting indicator');
  const animations = ring.getAnimations();
  const properties = new Set(
    animations.flatMap((animation) =>
      (animation.effect as KeyframeEffect)
        .getKeyframes()
        .flatMap((frame) => Object.keys(frame))
        .filter((key) => !['offset', 'easing', 'composite', 'computedOffset'].includes(key)),
    ),
  );
  const timing = animations[0]?.effect?.getComputedTiming();
  return { properties, duration: Number(timing?.duration ?? 0), iterations: timing?.iterations };
}

describe('waiting indicator', () => {
  test('spins by default', async () => {
    await emulateReducedMotion('no-preference');
    render(<Button waiting>Save changes</Button>);
    const motion = indicatorMotion();
    expect(motion.properties).toEqual(new Set(['transform']));
    expect(motion.iterations).toBe(Infinity);
  });

  test('with reduced motion, nothing turns: a slow pulse of opacity keeps showing it is busy', async () => {
    await emulateReducedMotion('reduce');
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    render(<Button waiting>Save changes</Button>);
    const motion = indicatorMotion();
    expect(motion.properties.has('transform')).toBe(false);
    expect(motion.properties).toEqual(new Set(['opacity']));
    expect(motion.duration).toBeGreaterThanOrEqual(1000);
    expect(motion.iterations).toBe(Infinity);
  });
});
