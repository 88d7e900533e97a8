import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';

const FIELD_MIN_WIDTH = 240;
const FORM_MAX_WIDTH = 640;

export const formStyles = (theme: TesseraTheme) =>
  css({
    // Short fields pair up when there is room; choices, long text and actions take a full row.
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fit, minmax(${FIELD_MIN_WIDTH}px, 1fr))`,
    gap: `${theme.space[5] - 4}px ${theme.space[4]}px`,
    alignItems: 'start',
    maxWidth: FORM_MAX_WIDTH,
    fontFamily: theme.fontFamily.sans,
    color: theme.colors.text,
    '[data-type="radio"], [data-type="textarea"], [data-type="checkbox"], [data-type="switchbox"], [data-part="actions"]':
      { gridColumn: '1 / -1' },
    '[data-part="actions"]': { display: 'flex', gap: theme.space[3], paddingTop: theme.space[1] },
  });

export const selectFieldStyles = (theme: TesseraTheme) =>
  css({
    // The Select keeps its own look; in a form it takes the column's width and spaces its
    // label and message as the text fields beside it do.
    '& > div': { display: 'flex', width: '100%', gap: theme.space[1] + 2 },
    // Same height as the text fields beside it.
    'button[aria-haspopup]': { minHeight: theme.sizes.controlHeight + theme.space[2] },
  });
