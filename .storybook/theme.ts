/**
 * The site chrome's colours and the Storybook manager theme, in both schemes, built from
 * Tessera's tokens: the light values are the token colours, the dark values the library's own
 * dark scheme (`schemeDeclarations('dark')`, resolved to plain colours because Storybook's theme
 * computes shades from them). No colour is defined here that the library does not define.
 */
import { create } from 'storybook/theming/create';
import {
  schemeDeclarations,
  tokenColorDeclarations,
  colors,
  fontFamily,
  radii,
} from '../src/tokensEntry';
import type { ResolvedScheme } from './site/scheme';

const tokenValues = tokenColorDeclarations('srgb');

/** A semantic colour of the library's scheme as a plain colour (`var(--tessera-black)` → `#16171C`). */
function semantic(scheme: ResolvedScheme, name: string): string {
  const value = schemeDeclarations(scheme)[`--tessera-${name}`] ?? '';
  const reference = /^var\((--tessera-[a-z0-9-]+)\)$/.exec(value)?.[1];
  return reference ? (tokenValues[reference] ?? value) : value;
}

export interface ChromeColors {
  appBg: string;
  contentBg: string;
  barBg: string;
  raisedBg: string;
  text: string;
  muted: string;
  border: string;
  borderStrong: string;
  accent: string;
  focus: string;
  hoverBg: string;
  tagBg: string;
  tagText: string;
  tooltipBg: string;
  tooltipText: string;
}

export function chromeColors(scheme: ResolvedScheme): ChromeColors {
  const surface = semantic(scheme, 'surface');
  const text = semantic(scheme, 'text');
  return {
    appBg: semantic(scheme, 'surface-sunken'),
    contentBg: surface,
    barBg: surface,
    raisedBg: semantic(scheme, 'surface-raised'),
    text,
    muted: semantic(scheme, 'text-muted'),
    border: semantic(scheme, 'border'),
    borderStrong: semantic(scheme, 'border-strong'),
    accent: semantic(scheme, 'accent-text'),
    focus: semantic(scheme, 'focus-ring'),
    hoverBg: semantic(scheme, 'border'),
    tagBg: semantic(scheme, 'border'),
    tagText: scheme === 'light' ? colors.grayInk.srgb : text,
    tooltipBg: text,
    tooltipText: surface,
  };
}

/** `--site-*` custom properties of the chrome for one scheme. */
export function chromeVariables(scheme: ResolvedScheme): string {
  const chrome = chromeColors(scheme);
  return Object.entries(chrome)
    .map(
      ([name, value]) =>
        `--site-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`,
    )
    .join(' ');
}

export function createManagerTheme(scheme: ResolvedScheme) {
  const chrome = chromeColors(scheme);
  return create({
    base: scheme,
    brandTitle: 'Tessera Docs',
    brandUrl: './',
    brandImage: './tessera-logo.svg',
    brandTarget: '_self',
    fontBase: fontFamily.sans,
    fontCode: fontFamily.mono,
    colorPrimary: colors.primary.srgb,
    colorSecondary: scheme === 'light' ? colors.primaryStrong.srgb : chrome.accent,
    appBg: chrome.appBg,
    appContentBg: chrome.contentBg,
    appPreviewBg: chrome.contentBg,
    appBorderColor: chrome.border,
    appBorderRadius: radii.control,
    textColor: chrome.text,
    textMutedColor: chrome.muted,
    textInverseColor: chrome.contentBg,
    barTextColor: chrome.muted,
    barSelectedColor: chrome.accent,
    barHoverColor: chrome.accent,
    barBg: chrome.barBg,
    inputBg: chrome.contentBg,
    inputBorder: chrome.borderStrong,
    inputTextColor: chrome.text,
    inputBorderRadius: radii.control,
  });
}

/** The light manager theme, also the docs container's theme before a scheme is known. */
export const managerTheme = createManagerTheme('light');
