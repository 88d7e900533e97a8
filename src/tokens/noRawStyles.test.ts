/**
 * Component styles take their colours and shadows from the theme: no hex colour, `rgb()` or
 * literal `box-shadow` in a component's files (shadows are the `shadows` tokens, rings come
 * from the theme's `ringShadow` and a theme colour).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const components = path.resolve(__dirname, '../components');
const sources = readdirSync(components, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(styles\.ts|tsx)$/.test(entry.name))
  .filter((entry) => !/\.(stories|test)\.tsx$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

const rules: [string, RegExp][] = [
  ['a hex colour', /['"`]#[0-9a-fA-F]{3,8}\b/],
  ['an rgb() colour', /\brgba?\(/],
  ['a literal box-shadow', /boxShadow:\s*['"](?!none['"])/],
];

test('component styles use theme colours and shadow tokens only', () => {
  expect(sources.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const file of sources) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      // Comments may name a colour format (the Hex component documents the values it reads).
      if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
      for (const [what, pattern] of rules) {
        if (pattern.test(line)) {
          found.push(`${path.relative(components, file)}:${index + 1}: ${what}: ${line.trim()}`);
        }
      }
    });
  }
  expect(found).toEqual([]);
});
