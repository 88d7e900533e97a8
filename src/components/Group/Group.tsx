import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { useTheme } from '../../theme/useTheme';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { checkOneOf } from '../../lib/devWarning';
import { textStyle } from '../../theme/styles';
import type { SpaceStep } from '../../tokens';

export interface GroupProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The grouped content. */
  children: ReactNode;
  /** A heading for the group; it also names the group as a region. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /**
   * Number of columns from the mobile breakpoint (820 px) up; below it the group is one column.
   * @default 1
   */
  columns?: 1 | 2 | 3 | 4;
  /**
   * Space between items, a step of the space scale.
   * @default 5
   */
  gap?: SpaceStep;
  /**
   * Heading level of the title.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

const groupStyles = (theme: TesseraTheme) =>
  css({
    width: '100%',
    maxWidth: theme.sizes.contentMaxWidth,
    marginInline: 'auto',
    color: theme.colors.text,
    header: { marginBottom: theme.space[5] },
    'header > :first-of-type': [textStyle(theme, 'h3'), { margin: 0 }],
    'header > p': [
      textStyle(theme, 'p'),
      { margin: `${theme.space[1]}px 0 0`, color: theme.colors.textMuted },
    ],
    '[data-part="items"]': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
    [theme.media.atLeast('mobile')]: {
      '[data-part="items"]': {
        gridTemplateColumns: 'repeat(var(--group-columns), minmax(0, 1fr))',
      },
    },
  });

/**
 * Groups related content within the content width (1074 px at most), optionally under a
 * heading and in columns that collapse to one on small screens.
 */
export function Group({
  children,
  title,
  description,
  columns = 1,
  gap = 5,
  headingLevel = 2,
  ...rest
}: GroupProps) {
  const theme = useTheme();
  const titleId = useId();
  const safeColumns = checkOneOf('Group', 'columns', columns, [1, 2, 3, 4] as const, 1);
  const Heading = `h${headingLevel}` as 'h2';
  // A titled group is a region (`section`); both elements share their attributes and ref type.
  const Element = (title ? 'section' : 'div') as 'section';
  return (
    <Element
      css={groupStyles(theme)}
      aria-labelledby={title ? titleId : undefined}
      data-columns={safeColumns}
      {...rest}
    >
      {title && (
        <header>
          <Heading id={titleId}>{title}</Heading>
          {description && <p>{description}</p>}
        </header>
      )}
      <div
        data-part="items"
        css={{ gap: theme.space[gap] ?? theme.space[5], '--group-columns': safeColumns }}
      >
        {children}
      </div>
    </Element>
  );
}
