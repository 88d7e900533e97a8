/**
 * A prerendered page leaves out a manager stylesheet that only repeats the font faces the page
 * already defines (the manager's copy of the product font, inlined as data), and keeps any other.
 */
import { expect, test } from 'vitest';
import { onlyRepeatsFontFaces } from './compose.mjs';

// As the browser writes the page's own faces (read from the live site's style sheets).
const pageFaces = [
  '@font-face { font-family: "Inter Variable"; font-style: normal; font-display: swap; font-weight: 100 900; src: url("/assets/inter-latin-wght-normal-X.woff2") format("woff2-variations"); unicode-range: U+0-FF, U+131, U+2000-206F; }',
  '@font-face { font-family: "Inter Variable"; font-style: normal; font-display: swap; font-weight: 100 900; src: url("/assets/inter-cyrillic-wght-normal-Y.woff2") format("woff2-variations"); unicode-range: U+301, U+400-45F; }',
];
// As a bundler writes the manager's copy: minified, data URLs, zero-padded ranges.
const managerFace = (range: string, family = 'Inter Variable', style = 'normal') =>
  `@font-face{font-family:${family};font-style:${style};font-display:swap;font-weight:100 900;src:url(data:font/woff2;base64,d09GMgABAAAA) format("woff2-variations");unicode-range:${range}}`;

test('a sheet of the same faces, written another way, only repeats them', () => {
  const css = managerFace('U+0000-00FF,U+0131,U+2000-206F') + managerFace('U+0301,U+0400-045F');
  expect(onlyRepeatsFontFaces(css, pageFaces)).toBe(true);
  expect(onlyRepeatsFontFaces(`/* fonts */\n${css}\n`, pageFaces)).toBe(true);
});

test('a sheet with any rule besides font faces is kept', () => {
  const css = `${managerFace('U+0000-00FF,U+0131,U+2000-206F')}.sidebar{color:red}`;
  expect(onlyRepeatsFontFaces(css, pageFaces)).toBe(false);
});

test('a face the page lacks (other characters, family or style) keeps the sheet', () => {
  expect(onlyRepeatsFontFaces(managerFace('U+0370-03FF'), pageFaces)).toBe(false);
  expect(
    onlyRepeatsFontFaces(managerFace('U+0000-00FF,U+0131,U+2000-206F', 'Other'), pageFaces),
  ).toBe(false);
  expect(
    onlyRepeatsFontFaces(
      managerFace('U+0000-00FF,U+0131,U+2000-206F', 'Inter Variable', 'italic'),
      pageFaces,
    ),
  ).toBe(false);
});

test('an empty sheet is not one to leave out', () => {
  expect(onlyRepeatsFontFaces('', pageFaces)).toBe(false);
});
