/**
 * Whether a stylesheet holds nothing but font faces the page already defines (the same family,
 * style and characters), given as `@font-face` rules.
 */
export function onlyRepeatsFontFaces(css: string, pageFontFaces: readonly string[]): boolean;
