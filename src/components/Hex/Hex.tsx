import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef } from 'react';
import { normalizeHex } from '../../lib/hex';
import { ringShadow } from '../../theme/styles';

export interface HexProps extends ComponentPropsWithRef<'span'> {
  /**
   * The colour value as written: "6187fe", "#6187FE", "61-87-FE"… Six hexadecimal digits show
   * as `#RRGGBB` with a swatch; anything else shows as given.
   */
  value: string;
}

const hexStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[1] + 2,
    fontFamily: theme.fontFamily.mono,
    fontSize: '0.875em',
    color: theme.colors.text,
    whiteSpace: 'nowrap',
    '[data-part="swatch"]': {
      display: 'inline-block',
      flexShrink: 0,
      width: '1em',
      height: '1em',
      borderRadius: theme.radii.small,
      boxShadow: ringShadow(`color-mix(in srgb, ${theme.colors.text} 20%, transparent)`),
      // The swatch is the content: forced colours keep it, with an edge in the text colour.
      [theme.media.forcedColors]: { forcedColorAdjust: 'none', outline: '1px solid CanvasText' },
    },
  });

/**
 * Shows a colour value as `#RRGGBB` with a swatch of the colour. The value reads left to right
 * in right-to-left text too (`dir="ltr"`: the `#` stays in front), unless you pass `dir`.
 */
export function Hex({ value, ...rest }: HexProps) {
  const theme = useTheme();
  const color = normalizeHex(value);
  return (
    <span css={hexStyles(theme)} dir="ltr" data-valid={color ? '' : undefined} {...rest}>
      {color && <span data-part="swatch" aria-hidden="true" css={{ background: color }} />}
      <span>{color ?? value}</span>
    </span>
  );
}
