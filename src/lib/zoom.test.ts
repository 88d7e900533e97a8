import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitInViewport, transformFromTo } from './zoom';

describe('fitInViewport', () => {
  it('fills the width of a landscape viewport inside the margin when the image is wide', () => {
    expect(fitInViewport(2, { width: 1200, height: 900 }, 24)).toEqual({
      left: 24,
      top: 162,
      width: 1152,
      height: 576,
    });
  });

  it('fills the height when the image is tall', () => {
    expect(fitInViewport(0.5, { width: 1200, height: 900 }, 24)).toEqual({
      left: 387,
      top: 24,
      width: 426,
      height: 852,
    });
  });

  it('keeps the proportions, stays inside the margin and touches it on one axis', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        fc.integer({ min: 200, max: 4000 }),
        fc.integer({ min: 200, max: 4000 }),
        fc.integer({ min: 0, max: 64 }),
        (ratio, width, height, margin) => {
          const box = fitInViewport(ratio, { width, height }, margin);
          expect(box.width / box.height).toBeCloseTo(ratio, 6);
          expect(box.left).toBeGreaterThanOrEqual(margin - 1e-6);
          expect(box.top).toBeGreaterThanOrEqual(margin - 1e-6);
          expect(box.left + box.width).toBeLessThanOrEqual(width - margin + 1e-6);
          expect(box.top + box.height).toBeLessThanOrEqual(height - margin + 1e-6);
          const touches =
            Math.abs(box.width - (width - 2 * margin)) < 1e-6 ||
            Math.abs(box.height - (height - 2 * margin)) < 1e-6;
          expect(touches).toBe(true);
        },
      ),
    );
  });

  it('survives a nonsense ratio', () => {
    expect(fitInViewport(Number.NaN, { width: 100, height: 100 }, 10).width).toBe(80);
  });
});

describe('transformFromTo', () => {
  it('moves and scales the target box onto the source box', () => {
    expect(
      transformFromTo(
        { left: 100, top: 50, width: 300, height: 200 },
        { left: 24, top: 24, width: 600, height: 400 },
      ),
    ).toBe('translate(76px, 26px) scale(0.5, 0.5)');
  });
});
