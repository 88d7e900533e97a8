/** The product typeface; bundled with the docs site so every machine renders the same pixels. */
export const fontFamily = {
  sans: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
} as const;

export interface TextStyle {
  /** Font size in px. */
  fontSize: number;
  /** Unitless line height. */
  lineHeight: number;
  fontWeight: 400 | 500 | 600 | 700;
  /** Letter spacing in em. */
  letterSpacing: number;
}

/** The spec's text styles, from the largest heading to fine print. */
export const textStyles = {
  h1: { fontSize: 40, lineHeight: 1.15, fontWeight: 700, letterSpacing: -0.02 },
  h2: { fontSize: 32, lineHeight: 1.2, fontWeight: 700, letterSpacing: -0.015 },
  h3: { fontSize: 24, lineHeight: 1.3, fontWeight: 600, letterSpacing: -0.01 },
  h4: { fontSize: 20, lineHeight: 1.35, fontWeight: 600, letterSpacing: -0.005 },
  h5: { fontSize: 17, lineHeight: 1.4, fontWeight: 600, letterSpacing: 0 },
  h6: { fontSize: 15, lineHeight: 1.4, fontWeight: 600, letterSpacing: 0 },
  title: { fontSize: 48, lineHeight: 1.1, fontWeight: 700, letterSpacing: -0.025 },
  subtitle: { fontSize: 20, lineHeight: 1.5, fontWeight: 400, letterSpacing: -0.005 },
  big: { fontSize: 17, lineHeight: 1.6, fontWeight: 400, letterSpacing: 0 },
  p: { fontSize: 15, lineHeight: 1.6, fontWeight: 400, letterSpacing: 0 },
  small: { fontSize: 13, lineHeight: 1.5, fontWeight: 400, letterSpacing: 0 },
} as const satisfies Record<string, TextStyle>;

export type TextStyleName = keyof typeof textStyles;
