/**
 * Small inline images for the stories of dropdowns (Select, PopoutMenu): deterministic pixels with
 * no network. Story data, so it lives outside `src` and never ships with the library.
 */
const swatch = (background: string, foreground: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><circle cx="46" cy="18" r="10" fill="${foreground}" opacity="0.5"/><text x="14" y="48" font-family="sans-serif" font-size="28" font-weight="700" fill="${foreground}">${letter}</text></svg>`,
  )}`;

/** Three small square pictures as data URLs (mountains, desert, ocean), for option icons. */
export const sampleImages = {
  mountains: swatch('#2f6f5e', '#ffffff', 'M'),
  desert: swatch('#c9853a', '#ffffff', 'D'),
  ocean: swatch('#1f5fa8', '#ffffff', 'O'),
};
