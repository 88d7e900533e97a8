import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { useTheme } from '../../theme/useTheme';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { checkOneOf } from '../../lib/devWarning';
import { textStyle } from '../../theme/styles';

export type PanelVariant = 'raised' | 'sunken' | 'outline';

export interface PanelProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The content. */
  children: ReactNode;
  /** A heading for the panel; it also names the panel as a region. */
  title?: ReactNode;
  /** Controls at the end of the title row, such as a link or a small button. */
  actions?: ReactNode;
  /**
   * `raised` sits on the page, `sunken` recedes, `outline` is only a border.
   * @default 'raised'
   */
  variant?: PanelVariant;
  /**
   * Heading level of the title.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const variants = ['raised', 'sunken', 'outline'] as const;

const panelStyles = (theme: TesseraTheme) =>
  css({
    display: 'grid',
    gap: theme.space[3],
    padding: theme.space[5],
    borderRadius: theme.radii.card,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
    '&[data-variant="raised"]': {
      background: theme.colors.surfaceRaised,
      boxShadow: theme.shadows.raised,
    },
    '&[data-variant="sunken"]': { background: theme.colors.surfaceSunken },
    '&[data-variant="outline"]': { background: 'transparent' },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.space[3],
    },
    'header > :first-of-type': [textStyle(theme, 'h5'), { margin: 0 }],
    '& > div': [textStyle(theme, 'p'), { color: theme.colors.textMuted }],
  });

/** Groups related content on a surface of its own, with an optional title and actions. */
export function Panel({
  children,
  title,
  actions,
  variant = 'raised',
  headingLevel = 3,
  ...rest
}: PanelProps) {
  const theme = useTheme();
  const titleId = useId();
  const safeVariant = checkOneOf('Panel', 'variant', variant, variants, 'raised');
  const Heading = `h${headingLevel}` as 'h3';
  // A titled group is a region (`section`); both elements share their attributes and ref type.
  const Element = (title ? 'section' : 'div') as 'section';
  return (
    <Element
      css={panelStyles(theme)}
      data-variant={safeVariant}
      aria-labelledby={title ? titleId : undefined}
      {...rest}
    >
      {(title || actions) && (
        <header>
          {title ? <Heading id={titleId}>{title}</Heading> : <span />}
          {actions}
        </header>
      )}
      <div>{children}</div>
    </Element>
  );
}
