import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { nameZoomMenu, zoomMenuLabel } from './patch-storybook.mjs';

// The zoom tool as Storybook 10.6 ships it (src/manager/components/preview/tools/zoom.tsx).
const unnamed = `}, Zoom2 = memo(function({ value, zoomIn, zoomOut, zoomTo, zoomBy }) {
  let inputRef = useRef(null);
  return react_default.createElement(
    PopoverProvider,
    {
      padding: "none",
      onVisibleChange: (isVisible) => {`;

describe('naming the zoom menu', () => {
  test('adds the name to the zoom tool’s popover, and nothing else', () => {
    const named = nameZoomMenu(`other code\n${unnamed}\nmore`);
    expect(named).toBe(
      `other code\n${unnamed.replace('{\n      padding', `{\n      ariaLabel: "${zoomMenuLabel}",\n      padding`)}\nmore`,
    );
  });

  test('leaves a named menu and unknown code alone', () => {
    expect(nameZoomMenu(nameZoomMenu(unnamed)!)).toBeUndefined();
    expect(nameZoomMenu('PopoverProvider, { padding: "none" }')).toBeUndefined();
  });

  test('the installed manager runtime has it named (npm install ran the prepare script)', () => {
    const require = createRequire(import.meta.url);
    const runtime = path.join(
      path.dirname(require.resolve('storybook/package.json')),
      'dist/manager/runtime.js',
    );
    const source = readFileSync(runtime, 'utf8');
    expect(source).toContain(`ariaLabel: "${zoomMenuLabel}",`);
    expect(nameZoomMenu(source)).toBeUndefined();
  });
});
