/**
 * The site frame's CSS. It places Storybook's own layout under the 58 px top bar and styles the
 * site's chrome (top bar, rail, mobile menu, notice). Storybook's parts are reached only through
 * their stable ids, roles and data attributes (`#root`, `#storybook-sidebar-region`,
 * `[data-item-id]`, `.sidebar-header`), never through generated class names.
 */
import { color as storybookColor } from 'storybook/theming';
import { fontFamily, layoutBreakpoints, radii, sizes, zIndex } from '../../src/tokensEntry';
import { siteRoutes } from '../site/routes';
import { printStyles } from './print';
import type { ResolvedScheme } from '../site/scheme';
import { chromeVariables, createManagerTheme } from '../theme';

const mobile = `(max-width: ${layoutBreakpoints.mobile - 0.02}px)`;

/** Sidebar nodes of locked components: no expand chevron (they cannot be opened). */
function lockedNodeSelectors(licensed: boolean): string {
  if (licensed) return '';
  const nodes = siteRoutes()
    .filter((route) => route.disabled)
    .map((route) => `[data-item-id="${route.idPrefix}"]`)
    .join(',\n');
  return `:is(${nodes}) > button > div > div:first-child:not(:only-child) { visibility: hidden; }`;
}

/** A colour `amount` darker in HSL lightness, as Storybook's theme darkens one (polished). */
function darkerBy(amount: number, hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (chroma !== 0) {
    if (max === r) hue = ((g - b) / chroma + 6) % 6;
    else if (max === g) hue = (b - r) / chroma + 2;
    else hue = (r - g) / chroma + 4;
  }
  const l = Math.max(0, lightness - amount);
  const c = (1 - Math.abs(2 * l - 1)) * saturation;
  const x = c * (1 - Math.abs((hue % 2) - 1));
  const [r1, g1, b1] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][Math.floor(hue) % 6]!;
  const m = l - c / 2;
  return `#${[r1!, g1!, b1!]
    .map((part) =>
      Math.round((part + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The colours Storybook's sidebar takes from its theme object rather than from the site's
 * variables: its entries' type icons and the selected row. The live sidebar
 * draws them itself in each scheme; a prerendered frame, captured in light, reads them from
 * these variables, so that in dark it shows what the live sidebar shows when it takes over
 * (`tests/site/prerender.test.ts` compares the two, element by element).
 */
function sidebarVariables(scheme: ResolvedScheme): string {
  const { colorPrimary: primary, colorSecondary: secondary } = createManagerTheme(scheme);
  const dark = scheme === 'dark';
  const values: Record<string, string> = {
    'icon-group': dark ? primary : storybookColor.ultraviolet,
    'icon-component': secondary,
    'icon-document': dark ? storybookColor.gold : '#ff8300',
    'icon-story': storybookColor.seafoam,
    'icon-test': storybookColor.green,
    'selected-bg': dark ? darkerBy(0.18, secondary) : secondary,
  };
  return Object.entries(values)
    .map(([name, value]) => `--site-sidebar-${name}: ${value};`)
    .join(' ');
}

export function shellStyles(licensed: boolean): string {
  return `
:root, html[data-site-scheme="light"] { ${chromeVariables('light')} ${sidebarVariables('light')} color-scheme: light; }
html[data-site-scheme="dark"] { ${chromeVariables('dark')} ${sidebarVariables('dark')} color-scheme: dark; }
html { background: var(--site-app-bg); }
/* Painted from the scheme attribute, not from Storybook's theme object, so the chrome turns in
   the same frame as the docs page and the examples (the theme re-renders the manager later). */
html body, #storybook-sidebar-region { background: var(--site-app-bg); }
/* The sidebar's text too, so a prerendered sidebar (captured in light) reads in dark before
   Storybook's theme has rendered it again. */
#storybook-sidebar-region { color: var(--site-text); }
/* The sidebar's edge line likewise: Storybook draws it in its theme's border colour, which a
   prerendered frame keeps from the light capture. */
div:has(> div > #storybook-sidebar-region) { border-right-color: var(--site-border); }
.sidebar-item[data-selected="false"] > :is(a, button) { color: var(--site-text); }
/* What Storybook paints from its theme object, in a prerendered frame (the live sidebar paints
   it itself, hover states included): see \`sidebarVariables\`. */
#tessera-prerender :is([data-action="collapse-root"], [data-action="collapse-root"] svg, .sidebar-subheading-action) { color: var(--site-muted); }
#tessera-prerender .sidebar-item[data-selected="false"] svg[type="group"] { color: var(--site-sidebar-icon-group); }
#tessera-prerender .sidebar-item[data-selected="false"] svg[type="component"] { color: var(--site-sidebar-icon-component); }
#tessera-prerender .sidebar-item[data-selected="false"] svg[type="document"] { color: var(--site-sidebar-icon-document); }
#tessera-prerender .sidebar-item[data-selected="false"] svg[type="story"] { color: var(--site-sidebar-icon-story); }
#tessera-prerender .sidebar-item[data-selected="false"] svg[type="test"] { color: var(--site-sidebar-icon-test); }
#tessera-prerender .sidebar-item[data-selected="false"] svg[width="8"][height="8"] { color: var(--site-muted); }
#tessera-prerender .sidebar-item[data-selected="true"] { background: var(--site-sidebar-selected-bg); }
[data-scheme-switch] {
  display: inline-flex; gap: 2px; padding: 2px; border: 1px solid var(--site-border);
  border-radius: ${radii.control + 2}px; flex: none;
}
[data-scheme-switch] .tessera-icon-button { width: 30px; height: 28px; color: var(--site-muted); }
[data-scheme-switch] .tessera-icon-button[aria-checked="true"] { background: var(--site-hover-bg); color: var(--site-text); }
body { font-family: ${fontFamily.sans}; }
#root { position: fixed; inset: ${sizes.topBar}px 0 0 0; }
#root > div[style*="--nav-width"] { height: 100% !important; }
#storybook-sidebar-region .sidebar-header { display: none; }
[role="separator"][aria-label="Sidebar resize handle"] { display: none; }
html[data-site-nav="rail"] #storybook-sidebar-region { visibility: hidden; }
${lockedNodeSelectors(licensed)}

#tessera-top-bar {
  position: fixed; inset: 0 0 auto 0; height: ${sizes.topBar}px; z-index: ${zIndex.topBar};
  display: flex; align-items: center; gap: 8px; padding: 0 12px 0 6px; box-sizing: border-box;
  background: var(--site-bar-bg); color: var(--site-text);
  border-bottom: 1px solid var(--site-border); font: 500 14px/1.4 ${fontFamily.sans};
}
/* Out of sight until the keyboard reaches it, then above the bar's start, in the page's colours. */
#tessera-top-bar [data-skip-link] {
  position: absolute; left: 8px; top: 8px; z-index: 1; padding: 8px 14px;
  border-radius: ${radii.control}px; background: var(--site-content-bg); color: var(--site-text);
  font-weight: 650; text-decoration: underline; box-shadow: 0 2px 8px rgb(0 0 0 / 0.25);
}
#tessera-top-bar [data-skip-link]:not(:focus) {
  clip-path: inset(50%); width: 1px; height: 1px; padding: 0; overflow: hidden; white-space: nowrap;
}
#tessera-top-bar [data-brand-heading] { margin: 0; font: inherit; min-width: 0; display: flex; }
#tessera-top-bar [data-brand] {
  display: inline-flex; align-items: center; gap: 10px; color: inherit; text-decoration: none;
  font-weight: 650; font-size: 16px; min-width: 0;
}
#tessera-top-bar [data-brand] svg { height: 26px; width: auto; display: block; font-family: ${fontFamily.sans}; }
#tessera-top-bar [data-logo-muted] { fill: var(--site-muted); }
#tessera-top-bar [data-version] {
  padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 600;
  background: var(--site-tag-bg); color: var(--site-tag-text);
}
#tessera-top-bar [data-page-name] {
  flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-weight: 650; font-size: 16px; margin: 0;
}
#tessera-top-bar [data-spacer] { flex: 1; }
.tessera-icon-button {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 34px; height: 34px; padding: 0; border: 0; border-radius: ${radii.control}px;
  background: transparent; color: inherit; cursor: pointer;
}
.tessera-icon-button:hover { background: var(--site-hover-bg); }
.tessera-icon-button:focus-visible, #tessera-mobile-menu :is(button, a):focus-visible,
#tessera-top-bar a:focus-visible {
  outline: 2px solid var(--site-focus); outline-offset: 2px;
}
/* The sidebar's tree takes focus as one stop (the arrow keys move through its entries): it shows
   the ring inside its edge, where the scroller does not clip it. */
#storybook-explorer-menu:focus-visible {
  outline: 2px solid var(--site-focus); outline-offset: -2px;
}
/* The tree is taller than the panel: focusing it would scroll its top to the panel's edge and
   the search field above it out of view. */
#storybook-explorer-menu { scroll-margin-top: 100vh; }
/* Storybook's "Skip to sidebar" link is a button of a fixed 28 px: a reader's own line height
   (WCAG 1.4.12) cut its text. It keeps its size and grows with the text instead. */
#storybook-preview-wrapper > a[href^="#"] { height: auto; min-height: 28px; padding-block: 8px; }
#tessera-top-bar [data-mobile-only] { display: none; }
@media ${mobile} {
  #tessera-top-bar [data-desktop-only] { display: none; }
  #tessera-top-bar [data-mobile-only] { display: inline-flex; }
  #tessera-top-bar [data-page-name][data-mobile-only] { display: block; }
}

#tessera-rail {
  position: fixed; left: 0; top: ${sizes.topBar}px; bottom: 0; width: ${sizes.sidePanelCollapsed}px;
  z-index: ${zIndex.sticky}; display: none; flex-direction: column; align-items: center;
  gap: 6px; padding-top: 12px; box-sizing: border-box;
  background: var(--site-app-bg); color: var(--site-text); border-right: 1px solid var(--site-border);
}
html[data-site-nav="rail"] #tessera-rail { display: flex; }
@media ${mobile} { html[data-site-nav="rail"] #tessera-rail { display: none; } }
#tessera-rail .tessera-icon-button { position: relative; }
#tessera-rail [data-tooltip] {
  position: absolute; left: calc(100% + 8px); top: 50%; transform: translateY(-50%);
  padding: 4px 8px; border-radius: 4px; white-space: nowrap; pointer-events: none;
  background: var(--site-tooltip-bg); color: var(--site-tooltip-text); font: 500 12px/1.4 ${fontFamily.sans};
  opacity: 0; transition: opacity 0.1s ease;
}
#tessera-rail .tessera-icon-button:is(:hover, :focus-visible) [data-tooltip] { opacity: 1; }

#tessera-mobile-menu {
  position: fixed; inset: ${sizes.topBar}px 0 0 0; z-index: ${zIndex.overlay};
  overflow-y: auto; background: var(--site-content-bg); color: var(--site-text);
  font: 400 16px/1.4 ${fontFamily.sans}; padding: 8px 0 24px;
}
#tessera-mobile-menu ul { list-style: none; margin: 0; padding: 0; }
#tessera-mobile-menu li > :is(button, a), #tessera-mobile-menu [data-back] {
  display: flex; align-items: center; gap: 10px; width: 100%; min-height: 48px; padding: 0 20px;
  box-sizing: border-box; border: 0; background: transparent; color: inherit; font: inherit;
  text-align: left; text-decoration: none; cursor: pointer;
}
#tessera-mobile-menu li > [aria-current="page"] { color: var(--site-accent); font-weight: 650; }
#tessera-mobile-menu li > button[aria-disabled="true"] { color: var(--site-muted); }
#tessera-mobile-menu [data-label] { flex: 1; }
#tessera-mobile-menu [data-count] { color: var(--site-muted); font-size: 14px; }
#tessera-mobile-menu h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--site-muted); margin: 12px 20px 4px; }
#tessera-mobile-menu [data-back] { color: var(--site-accent); font-weight: 600; }
/* The side panel's search, at a phone's size: a 40 px field, larger rows, no Ctrl K hint. */
#tessera-mobile-menu [data-menu-search] { margin: 8px 20px 12px; }
#tessera-mobile-menu .tessera-search { margin: 0; font-size: 16px; }
#tessera-mobile-menu .tessera-search__field {
  min-height: 40px; border-color: var(--site-border-strong); background: var(--site-content-bg);
}
#tessera-mobile-menu .tessera-search__shortcut { display: none; }
#tessera-mobile-menu .tessera-search__status { font-size: 14px; }
#tessera-mobile-menu :is(.tessera-search__page, .tessera-search__section) { padding: 10px 12px; }
#tessera-mobile-menu .tessera-search__snippet { font-size: 14px; }
#tessera-mobile-menu .tessera-search__path { font-size: 13px; }

#tessera-notice {
  position: fixed; top: ${sizes.topBar + 12}px; right: 12px; z-index: ${zIndex.toast};
  box-sizing: border-box; width: ${sizes.toastWidth}px; max-width: calc(100vw - 24px);
  padding: 12px 16px; border-radius: ${radii.card}px; border: 1px solid var(--site-border);
  background: var(--site-raised-bg); color: var(--site-text); box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  font: 400 14px/1.45 ${fontFamily.sans};
}
#tessera-notice strong { display: block; font-weight: 650; margin-bottom: 2px; }
@media ${mobile} { #tessera-notice { left: 50%; right: auto; transform: translateX(-50%); } }
${printStyles}`;
}
