import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { useTheme } from '../../theme/useTheme';
import type { HTMLAttributes, ReactNode } from 'react';
import { focusOutline } from '../../theme/styles';

export interface TableColumn<Row> {
  /** Key of the row field shown in this column. */
  key: keyof Row & string;
  /** Header text. */
  header: ReactNode;
  /**
   * Horizontal alignment. `start` and `end` follow the writing direction (numbers read best at
   * the `end`, in tabular figures); `left` and `right` stay on their side in either direction.
   * @default 'start'
   */
  align?: 'start' | 'center' | 'end' | 'left' | 'right';
  /** Renders the cell; by default the field's value. */
  render?: (row: Row) => ReactNode;
}

export interface TableProps<Row extends object> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children'
> {
  /** The columns, in order. */
  columns: TableColumn<Row>[];
  /** The rows. */
  rows: Row[];
  /** Title of the table; also names its scroll area. */
  caption: ReactNode;
  /**
   * Hides the caption visually (it stays for screen readers).
   * @default false
   */
  hideCaption?: boolean;
  /**
   * Shades every other row.
   * @default false
   */
  zebra?: boolean;
  /**
   * Less padding in cells.
   * @default false
   */
  compact?: boolean;
  /** Key of the field that identifies a row; by default the row's index. */
  rowKey?: keyof Row & string;
}

const tableStyles = (theme: TesseraTheme) =>
  css({
    maxWidth: '100%',
    overflowX: 'auto',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.card,
    '&:focus-visible': focusOutline(theme),
    table: {
      width: '100%',
      borderCollapse: 'collapse',
      fontSize: 14,
      lineHeight: 1.5,
      color: theme.colors.text,
    },
    caption: {
      padding: `${theme.space[3]}px ${theme.space[4]}px`,
      textAlign: 'start',
      fontWeight: 600,
      borderBottom: `1px solid ${theme.colors.border}`,
    },
    '&[data-caption-hidden] caption': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    'th, td': {
      padding: `${theme.space[3]}px ${theme.space[4]}px`,
      textAlign: 'start',
      whiteSpace: 'nowrap',
      borderBottom: `1px solid ${theme.colors.border}`,
    },
    th: {
      background: theme.colors.surfaceSunken,
      color: theme.colors.textMuted,
      fontSize: 12.5,
      fontWeight: 600,
      letterSpacing: '0.02em',
    },
    'tbody tr:last-of-type td': { borderBottom: 0 },
    '[data-align="center"]': { textAlign: 'center' },
    '[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    // `left` and `right` are the screen's sides, as their names promise.
    // eslint-disable-next-line no-restricted-syntax
    '[data-align="left"]': { textAlign: 'left' },
    // eslint-disable-next-line no-restricted-syntax
    '[data-align="right"]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
    '&[data-zebra] tbody tr:nth-of-type(even)': { background: theme.colors.surfaceSunken },
    '&[data-compact] th, &[data-compact] td': {
      padding: `${theme.space[1]}px ${theme.space[3]}px`,
    },
  });

/**
 * Shows data in rows and columns. On screens too narrow for it, the table scrolls sideways
 * inside its frame; the frame is focusable so keyboard users can scroll it.
 */
export function Table<Row extends object>({
  columns,
  rows,
  caption,
  hideCaption = false,
  zebra = false,
  compact = false,
  rowKey,
  ...rest
}: TableProps<Row>) {
  const theme = useTheme();
  const captionText = typeof caption === 'string' ? caption : undefined;
  return (
    <div
      css={tableStyles(theme)}
      role="region"
      aria-label={captionText}
      tabIndex={0}
      data-zebra={zebra || undefined}
      data-compact={compact || undefined}
      data-caption-hidden={hideCaption || undefined}
      {...rest}
    >
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align ?? 'start'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey ? String(row[rowKey]) : index}>
              {columns.map((column) => (
                <td key={column.key} data-align={column.align ?? 'start'}>
                  {column.render ? column.render(row) : (row[column.key] as ReactNode)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
