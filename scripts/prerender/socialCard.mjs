/**
 * The image a link preview shows for any page of the site (Open Graph and Twitter cards).
 * Slack, Discord, X and the rest do not draw SVG, so the site logo cannot be that image: the
 * prerender step draws the card once in the Chromium it already runs, in the product font and
 * colours, and writes it as a PNG of the size those previews ask for.
 */
/* global document -- in the function page.evaluate runs in Chromium */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml, socialCard } from './compose.mjs';

/**
 * The card's markup: the logo's four tiles, the product name, the tagline and the version, in
 * the dark scheme's colours (`colors`: `background`, `text`, `muted` and the four `tiles`).
 */
export function socialCardHtml({ fontUrl, version, colors }) {
  const tiles = colors.tiles.map((colour) => `<span style="background:${colour}"></span>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@font-face { font-family: 'Inter Variable'; font-weight: 100 900; src: url(${JSON.stringify(fontUrl)}) format('woff2'); }
html, body { margin: 0; }
body {
  width: ${socialCard.width}px; height: ${socialCard.height}px; box-sizing: border-box;
  padding: 96px 104px; display: flex; flex-direction: column; justify-content: space-between;
  background: ${colors.background}; color: ${colors.text}; font-family: 'Inter Variable', sans-serif;
}
.brand { display: flex; align-items: center; gap: 40px; }
.tiles { display: grid; grid-template-columns: repeat(2, 76px); gap: 12px; }
.tiles span { width: 76px; height: 76px; border-radius: 18px; }
.name { font-size: 112px; font-weight: 700; letter-spacing: -0.03em; line-height: 1; }
.name span { font-weight: 400; color: ${colors.muted}; }
.tagline { font-size: 40px; line-height: 1.3; max-width: 900px; }
.version { font-size: 28px; color: ${colors.muted}; }
</style></head><body>
<div class="brand"><div class="tiles">${tiles}</div><div class="name">Tessera <span>Docs</span></div></div>
<div class="tagline">A React design system: tokens, a theme and accessible components.</div>
<div class="version">Version ${escapeHtml(version)}</div>
</body></html>`;
}

/**
 * Draws the card in `browser` with the font file the site at `siteUrl` serves (`font`, a path
 * from the site's root), and writes it to `outDir`. Without a font file the card is drawn in the
 * fallback face. A card drawn before
 * from the same markup and font (kept in `cacheDir`) is copied instead: it costs the build
 * half a second of a core the walk of the entries uses.
 */
export async function writeSocialCard({
  browser,
  siteUrl,
  outDir,
  font,
  version,
  colors,
  cacheDir,
}) {
  const html = socialCardHtml({ fontUrl: font ? `${siteUrl}/${font}` : '', version, colors });
  // The server's port changes from run to run; the font file's name carries its content hash.
  const key = createHash('sha256').update(html.replace(siteUrl, '')).digest('hex').slice(0, 16);
  const cached = path.join(cacheDir, `social-card-${key}.png`);
  const target = path.join(outDir, socialCard.file);
  if (existsSync(cached)) {
    copyFileSync(cached, target);
    return;
  }
  const context = await browser.newContext({
    viewport: { width: socialCard.width, height: socialCard.height },
  });
  try {
    const page = await context.newPage();
    // A document of the site's origin, so that the font loads from it without CORS headers.
    await page.goto(`${siteUrl}/index.json`);
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: target });
  } finally {
    await context.close();
  }
  mkdirSync(cacheDir, { recursive: true });
  copyFileSync(target, cached);
}
