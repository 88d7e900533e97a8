/**
 * Compares a screenshot of the built site with its committed baseline in
 * `visual-baselines/site/`. `npm run test:update` (TESSERA_UPDATE_BASELINES=1) rewrites the
 * baseline; a failing comparison writes the actual image and a diff to `.visual-diffs/site/`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { visualTolerance } from '../visualTolerance';

const root = path.resolve(__dirname, '../..');
const baselineDirectory = path.join(root, 'visual-baselines/site');
const diffDirectory = path.join(root, '.visual-diffs/site');

/**
 * Pixels allowed to differ: 0.2 % of the page and never more than the stories' cap, with their
 * colour tolerance (tests/visualTolerance.ts).
 */
const allowedRatio = 0.002;
const { threshold, maxPixels } = visualTolerance;

export function compareScreenshot(name: string, actual: Buffer): void {
  const baselinePath = path.join(baselineDirectory, `${name}.png`);
  if (process.env.TESSERA_UPDATE_BASELINES === '1' || !existsSync(baselinePath)) {
    mkdirSync(baselineDirectory, { recursive: true });
    writeFileSync(baselinePath, actual);
    if (process.env.TESSERA_UPDATE_BASELINES === '1') return;
    throw new Error(
      `No baseline for ${name}: one was written to ${baselinePath}. Review it and run again.`,
    );
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const received = PNG.sync.read(actual);
  if (expected.width !== received.width || expected.height !== received.height) {
    throw new Error(
      `${name}: size ${received.width}x${received.height} differs from the baseline ${expected.width}x${expected.height}.`,
    );
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const mismatched = pixelmatch(
    expected.data,
    received.data,
    diff.data,
    expected.width,
    expected.height,
    { threshold },
  );
  const ratio = mismatched / (expected.width * expected.height);
  if (mismatched > Math.min(maxPixels, allowedRatio * expected.width * expected.height)) {
    mkdirSync(diffDirectory, { recursive: true });
    writeFileSync(path.join(diffDirectory, `${name}-actual.png`), actual);
    writeFileSync(path.join(diffDirectory, `${name}-diff.png`), PNG.sync.write(diff));
    throw new Error(
      `${name}: ${mismatched} pixels (${(ratio * 100).toFixed(2)} %) differ from the baseline; see ${diffDirectory}.`,
    );
  }
}
