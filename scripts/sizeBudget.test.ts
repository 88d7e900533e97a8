/**
 * Size budgets of the built library (`dist/`, built before the unit tests by `npm test`): what
 * an app pays, gzip, beyond React and Emotion, and which heavy modules a single import pulls in.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { type ImportCost, heavyModulesIn, measureImports, measureParts } from '../bench/size.mjs';

/** Budgets in gzip bytes. */
const budgets = {
  button: 4_000,
  codeBlock: 32_000,
  mediaUpload: 16_000,
  all: 120_000,
};

let costs: Record<string, ImportCost>;

beforeAll(async () => {
  costs = await measureImports({
    all: '*',
    button: ['Button'],
    codeBlock: ['CodeBlock'],
    mediaUpload: ['MediaUpload'],
  });
}, 60_000);

describe('import { Button }', () => {
  test(`costs at most ${budgets.button} bytes gzip`, () => {
    expect(costs.button!.gzipBytes).toBeGreaterThan(0);
    expect(costs.button!.gzipBytes).toBeLessThanOrEqual(budgets.button);
  });

  test('pulls in no syntax highlighter, upload engine or country list', () => {
    expect(heavyModulesIn(costs.button!.inputs)).toEqual([]);
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

describe('the whole library', () => {
  test(`costs at most ${budgets.all} bytes gzip`, () => {
    expect(costs.all!.gzipBytes).toBeLessThanOrEqual(budgets.all);
  });

  test('costs less than the sum of its exports bundled one by one (shared code counted once)', async () => {
    const { all, parts } = await measureParts();
    const sum = Object.values(parts).reduce((total, bytes) => total + bytes, 0);
    expect(Object.keys(parts).length).toBeGreaterThan(20);
    expect(all.gzipBytes).toBeLessThan(sum);
  }, 60_000);
});
