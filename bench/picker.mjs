#!/usr/bin/env node
/**
 * Phone prefix picker bench, on the built site (`storybook-static-licensed`, where Field is
 * open): how long a press on the picker's trigger takes to show the list of 249 countries, as
 * the browser's Event Timing API reports the press (`click` entries: input to the next paint,
 * the figure behind Interaction to Next Paint). Field › Phone United Kingdom, so the chosen row
 * is near the end of the list. Each load opens and closes the list `--opens` times; loads repeat
 * `--rounds` times, without and with Chromium's CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`, Lighthouse's phone setting). For scale: an INP of 200 ms or
 * less counts as good. Prints one table and merges its keys into `bench/results.json` (other keys
 * are kept).
 *
 * Usage: node bench/picker.mjs [--rounds=5] [--opens=3]
 */
/* global window, document -- code run in the page by Playwright */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBuiltSite } from './builtSite.mjs';
import { median } from './stats.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const resultsPath = path.join(root, 'bench', 'results.json');
const directory = path.join(root, 'storybook-static-licensed');
const numberOption = (name, fallback) => {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return value === undefined ? fallback : Math.max(1, Number(value) || fallback);
};
const rounds = numberOption('rounds', 5);
const opens = numberOption('opens', 3);
const STORY = 'components-field--phone-united-kingdom';

if (!existsSync(path.join(directory, 'index.json'))) {
  console.error(`${directory} is missing: build the licensed site first (npm test does).`);
  process.exit(1);
}
const { site, browser } = await openBuiltSite(directory);

/** One fresh load of the story: the durations of `opens` presses on the trigger, in ms. */
async function pressDurations(throttle) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/iframe.html?id=${STORY}&viewMode=story`);
    // The story's play function types a number; the presses start once it has.
    await page.waitForFunction(
      () => document.querySelector('input[type="tel"]')?.value === '07400 123456',
      null,
      { timeout: 60_000 },
    );
    await page.mouse.click(1100, 800);
    await page.waitForTimeout(500);
    if (throttle > 1) {
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.evaluate(() => {
      const durations = [];
      Object.assign(window, { pickerPresses: durations });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'click') durations.push(entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    const trigger = page.getByRole('button', { name: /^Pick country/ });
    for (let open = 0; open < opens; open += 1) {
      await trigger.click();
      await page.getByRole('option', { name: 'United Kingdom (+44)' }).waitFor();
      await page.waitForTimeout(500);
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await page.waitForTimeout(300);
    }
    return await page.evaluate(() => window.pickerPresses);
  } finally {
    await context.close();
  }
}

const samples = { 1: [], 4: [] };
try {
  // One uncounted load, so the first counted one does not pay for the browser's own start.
  await pressDurations(1);
  for (let round = 0; round < rounds; round += 1) {
    for (const throttle of [1, 4]) samples[throttle].push(...(await pressDurations(throttle)));
  }
} finally {
  await browser.close();
  await site.close();
}

const results = {
  picker_open_samples: samples[1].length,
  picker_open_median_ms: median(samples[1]),
  picker_open_max_ms: Math.max(...samples[1]),
  picker_open_cpu4x_samples: samples[4].length,
  picker_open_cpu4x_median_ms: median(samples[4]),
  picker_open_cpu4x_max_ms: Math.max(...samples[4]),
};
console.log(`\nPhone prefix picker: a press on the trigger to the list on screen (${STORY})`);
console.table({
  unthrottled: `median ${results.picker_open_median_ms} ms, max ${results.picker_open_max_ms} ms (${samples[1].length} presses)`,
  'CPU 4×': `median ${results.picker_open_cpu4x_median_ms} ms, max ${results.picker_open_cpu4x_max_ms} ms (${samples[4].length} presses)`,
});

const previous = existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, 'utf8')) : {};
writeFileSync(resultsPath, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
