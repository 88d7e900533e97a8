/**
 * Tables of the design tokens for the Theme page, generated from `src/tokens` so the page can
 * never drift from the values the components use.
 */
import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import {
  Typography,
  cssVariableName,
  breakpoints,
  brandColorNames,
  colors,
  layoutBreakpoints,
  textStyles,
  type ColorName,
  type TextStyleName,
} from '../../src';

const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  'th, td': {
    textAlign: 'left',
    padding: '10px 12px',
    borderBottom: '1px solid var(--tessera-border)',
  },
  th: { fontWeight: 600, color: 'var(--tessera-text-muted)', fontSize: 13 },
  code: { fontSize: 13 },
});

const captionStyle = { textAlign: 'left', padding: '0 12px 8px', fontWeight: 600 } as const;

/**
 * A token table in its frame. Where the page is narrower than the table (a phone), the table
 * scrolls sideways inside the frame instead of widening the example, and the frame takes keyboard
 * focus so it can be scrolled without a pointer, as the library's `Table` does.
 */
function TokenTable({ caption, children }: { caption: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      css={{
        maxWidth: '100%',
        overflowX: 'auto',
        // The collapsed bottom border of the last row lies half outside the table: a pixel of
        // room keeps it whole inside the frame, which clips what overflows it.
        paddingBottom: 1,
        '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
      }}
    >
      <table css={table}>
        <caption css={captionStyle}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

const swatch = css({
  width: 40,
  height: 40,
  borderRadius: 8,
  boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.08)',
});

const companionNames = (Object.keys(colors) as ColorName[]).filter(
  (name) => !(brandColorNames as readonly string[]).includes(name),
);

/** The theme's colour tokens as a table: swatch, name, sRGB and Display P3 values, CSS variable. */
export function ColorTokenTable({ include = 'brand' }: { include?: 'brand' | 'companions' }) {
  const names = include === 'brand' ? brandColorNames : companionNames;
  return (
    <TokenTable caption={include === 'brand' ? 'Brand colours' : 'Companion colours'}>
      <thead>
        <tr>
          <th scope="col">Swatch</th>
          <th scope="col">Token</th>
          <th scope="col">sRGB</th>
          <th scope="col">Display P3</th>
          <th scope="col">CSS variable</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td>
              <div css={swatch} style={{ background: `var(${cssVariableName(name)})` }} />
            </td>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <code>{colors[name].srgb}</code>
            </td>
            <td>
              <code>{colors[name].p3}</code>
            </td>
            <td>
              <code>{cssVariableName(name)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </TokenTable>
  );
}

/** The theme's breakpoints (content and layout) as a table of names and widths. */
export function BreakpointTable() {
  const rows = [
    ...Object.entries(breakpoints).map(([name, value]) => ({ name, value, kind: 'Content' })),
    ...Object.entries(layoutBreakpoints).map(([name, value]) => ({ name, value, kind: 'Layout' })),
  ];
  return (
    <TokenTable caption="Breakpoints">
      <thead>
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">Name</th>
          <th scope="col">Width</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.kind}-${row.name}`}>
            <td>{row.kind}</td>
            <td>
              <code>{row.name}</code>
            </td>
            <td>{`${row.value} px`}</td>
          </tr>
        ))}
      </tbody>
    </TokenTable>
  );
}

/** The theme's text styles as a table of sizes, line heights and weights, each with a sample. */
export function TextStyleTable() {
  const theme = useTheme();
  return (
    <TokenTable caption="Text styles">
      <thead>
        <tr>
          <th scope="col">Style</th>
          <th scope="col">Size / line height</th>
          <th scope="col">Weight</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(textStyles) as TextStyleName[]).map((name) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>{`${textStyles[name].fontSize} px / ${textStyles[name].lineHeight}`}</td>
            <td>{textStyles[name].fontWeight}</td>
            <td style={{ color: theme.colors.text }}>
              <Typography variant={name} as="span">
                Aa Tessera
              </Typography>
            </td>
          </tr>
        ))}
      </tbody>
    </TokenTable>
  );
}
