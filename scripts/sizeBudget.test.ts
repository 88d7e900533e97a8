/**
 * Size budgets of the built library (`dist/`, built before the unit tests by `npm test`): what
 * an app pays, gzip, beyond React and Emotion, and which heavy modules a single import pulls in.
 * What an import loads later through `import()` (the tel field's phone support) is measured apart
 * (`onDemand`, see bench/size.mjs).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { type ImportCost, heavyModulesIn, measureImports, measureParts } from '../bench/size.mjs';

/** Budgets in gzip bytes. */
const budgets = {
  button: 4_000,
  codeBlock: 32_000,
  mediaUpload: 16_000,
  /**
   * Field for email and text: the input, its label, message and validators. Raised from 8,000
   * when its texts became replaceable (`messages`: the check texts as one object and the code that
   * takes an app's own, 7,980 to 8,188 bytes), then from 8,400 when a pasted full-width address
   * came to show as read at once (8,399 to 8,440 bytes).
   */
  field: 8_500,
  /** What the first tel field loads: libphonenumber-js (min metadata), countries, prefix picker. */
  phoneSupport: 64_000,
  /**
   * Everything the entry loads at once. Raised from 120 kB when per-country phone rules came in:
   * the form renderer (`Form`, `validateForm`) checks tel values with libphonenumber-js's min
   * metadata (about 40 kB gzip) on submit, so it is part of the whole library.
   */
  all: 150_000,
};

let costs: Record<string, ImportCost>;

beforeAll(async () => {
  costs = await measureImports({
    all: '*',
    button: ['Button'],
    codeBlock: ['CodeBlock'],
    mediaUpload: ['MediaUpload'],
    field: ['Field'],
  });
}, 60_000);

describe('import { Button }', () => {
  test(`costs at most ${budgets.button} bytes gzip`, () => {
    expect(costs.button!.gzipBytes).toBeGreaterThan(0);
    expect(costs.button!.gzipBytes).toBeLessThanOrEqual(budgets.button);
  });

  test('pulls in no syntax highlighter, upload engine or country list, now or later', () => {
    expect(heavyModulesIn(costs.button!.inputs)).toEqual([]);
    expect(costs.button!.onDemand.gzipBytes).toBe(0);
  });

  test('keeps only the icons it renders', () => {
    expect(costs.button!.code).toContain('"ArrowRight"');
    expect(costs.button!.code).not.toContain('"ZoomIn"');
    expect(costs.button!.code).not.toContain('"ThumbsUp"');
  });
});

describe('import { CodeBlock }', () => {
  test(`costs at most ${budgets.codeBlock} bytes gzip`, () => {
    expect(costs.codeBlock!.gzipBytes).toBeLessThanOrEqual(budgets.codeBlock);
  });

  test('is where the syntax highlighter comes from (the detector sees it)', () => {
    expect(heavyModulesIn(costs.codeBlock!.inputs)).toContain('syntax highlighter');
  });
});

describe('import { MediaUpload }', () => {
  test(`costs at most ${budgets.mediaUpload} bytes gzip`, () => {
    expect(costs.mediaUpload!.gzipBytes).toBeLessThanOrEqual(budgets.mediaUpload);
  });

  test('brings the upload engine (the detector sees it) and nothing else heavy', () => {
    expect(heavyModulesIn(costs.mediaUpload!.inputs)).toEqual(['upload engine']);
  });
});

describe('import { Field } for email and text fields', () => {
  test(`costs at most ${budgets.field} bytes gzip`, () => {
    expect(costs.field!.gzipBytes).toBeGreaterThan(0);
    expect(costs.field!.gzipBytes).toBeLessThanOrEqual(budgets.field);
  });

  test('ships no phone numbering plans, country list or prefix picker', () => {
    expect(heavyModulesIn(costs.field!.inputs)).toEqual([]);
    // libphonenumber's metadata (the `country_calling_codes` table) is not in the bundle.
    expect(costs.field!.code).not.toMatch(/country_calling_codes/);
    expect(costs.field!.code).not.toContain('Pick country');
  });

  test(`loads them on demand for type="tel", at most ${budgets.phoneSupport} bytes gzip`, () => {
    expect(heavyModulesIn(costs.field!.onDemand.inputs)).toEqual([
      'country list',
      'phone numbering plans',
      'prefix picker',
    ]);
    expect(costs.field!.onDemand.gzipBytes).toBeLessThanOrEqual(budgets.phoneSupport);
  });
});

describe('the whole library', () => {
  test(`costs at most ${budgets.all} bytes gzip`, () => {
    expect(costs.all!.gzipBytes).toBeLessThanOrEqual(budgets.all);
  });

  test('checks phone numbers on submit without the as-you-type formatter, which only the tel field loads', () => {
    // The form renderer validates tel values at once; formatting while typing is the field's.
    expect(costs.all!.inputs.filter((file) => /AsYouType/.test(file))).toEqual([]);
    expect(costs.all!.inputs.some((file) => file.includes('libphonenumber-js'))).toBe(true);
  });

  test('loads no more than the tel field’s phone support on demand', () => {
    expect(costs.all!.onDemand.gzipBytes).toBeGreaterThan(0);
    expect(costs.all!.onDemand.gzipBytes).toBeLessThanOrEqual(budgets.phoneSupport);
  });

  test('costs less than the sum of its exports bundled one by one (shared code counted once)', async () => {
    const { all, parts } = await measureParts();
    const sum = Object.values(parts).reduce((total, bytes) => total + bytes, 0);
    expect(Object.keys(parts).length).toBeGreaterThan(20);
    expect(all.gzipBytes).toBeLessThan(sum);
    // Over a hundred bundles: a minute alone, several beside other work on a 2-core machine.
  }, 300_000);
});
