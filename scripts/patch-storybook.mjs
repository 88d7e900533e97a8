#!/usr/bin/env node
/**
 * Labels the menu of Storybook's zoom tool, in the manager runtime that `storybook dev` serves
 * and `storybook build` copies into the site.
 *
 * Storybook 10 asks every `PopoverProvider` for an `ariaLabel` and logs "The 'ariaLabel' prop on
 * 'PopoverProvider' will become mandatory in Storybook 11" for one without it. Every popover of
 * its manager has one except the zoom tool's, so every story page of the site logged that warning
 * in the reader's console. (Screen readers already heard a name: the menu is labelled by its
 * trigger, "Change zoom level", which stays its name.) Storybook offers no way to pass the prop
 * or to swap the tool (it is built into the toolbar; hiding it would take zoom away from
 * designers), so this adds the label to that one call.
 *
 * Runs on `npm install` and `npm ci` (the `prepare` script, which an app that installs the
 * package does not run). It changes nothing when Storybook is not installed or the tool already
 * has a name, and says so when the code it looks for has changed (a newer Storybook): the site
 * test "on a story, with the zoom menu open, passes axe and logs nothing" then tells whether the
 * warning is back.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The zoom menu's label (its trigger, "Change zoom level", names it for assistive technology). */
export const zoomMenuLabel = 'Zoom level';

const zoomPopover =
  /(Zoom2 = memo\(function\(\{ value, zoomIn, zoomOut, zoomTo, zoomBy \}\) \{\s*let inputRef = useRef\(null\);\s*return react_default\.createElement\(\s*PopoverProvider,\s*\{)(?!\s*ariaLabel)(\s*)/;

/**
 * The manager runtime with the zoom menu named, or `undefined` when `source` has no unnamed zoom
 * menu (already named, or not the code this knows).
 */
export function nameZoomMenu(source) {
  if (!zoomPopover.test(source)) return undefined;
  return source.replace(
    zoomPopover,
    (_, opening, indent) =>
      `${opening}${indent}ariaLabel: ${JSON.stringify(zoomMenuLabel)},${indent}`,
  );
}

function managerRuntime() {
  const require = createRequire(import.meta.url);
  try {
    const manifest = require.resolve('storybook/package.json');
    return path.join(path.dirname(manifest), 'dist/manager/runtime.js');
  } catch {
    return undefined;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const file = managerRuntime();
  if (!file || !existsSync(file)) process.exit(0);
  const source = readFileSync(file, 'utf8');
  if (source.includes(`ariaLabel: ${JSON.stringify(zoomMenuLabel)}`)) process.exit(0);
  const named = nameZoomMenu(source);
  if (named === undefined) {
    console.warn(
      'patch-storybook: the zoom tool of this Storybook is not the code this names; check whether its menu still lacks an ariaLabel.',
    );
    process.exit(0);
  }
  writeFileSync(file, named);
}
