import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { badgeStyles, cardStyles, contentStyles, iconStyles, titleStyles } from './Card.styles';

export interface CardProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'title' | 'content' | 'onClick'
> {
  /** The card's heading. */
  title: ReactNode;
  /** A sentence or two under the title. */
  content?: ReactNode;
  /** An icon above the title, usually one of Tessera's icons. */
  icon?: ReactNode;
  /**
   * Makes the card unavailable. A string also shows as a badge on the card (such as "Soon").
   * @default false
   */
  disabled?: boolean | string;
  /** Makes the whole card a link to this address. */
  href?: string;
  /** Makes the whole card a button. Ignored when `href` is set. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /**
   * Heading level of the title, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** Presents one topic as a block with an icon, a title and a short text; optionally a link or button. */
export function Card({
  title,
  content,
  icon,
  disabled = false,
  href,
  onClick,
  headingLevel = 3,
  ...rest
}: CardProps) {
  const theme = useTheme();
  const isDisabled = disabled !== false && disabled !== '';
  const badge = typeof disabled === 'string' && disabled !== '' ? disabled : undefined;
  const isInteractive = href !== undefined || onClick !== undefined;
  const Heading = `h${headingLevel}` as 'h3';

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (isDisabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const action =
    href !== undefined ? (
      <a
        data-part="action"
        href={isDisabled ? undefined : href}
        role={isDisabled ? 'link' : undefined}
        aria-disabled={isDisabled || undefined}
        onClick={handleClick}
      >
        {title}
      </a>
    ) : onClick ? (
      <button
        data-part="action"
        type="button"
        aria-disabled={isDisabled || undefined}
        onClick={handleClick}
      >
        {title}
      </button>
    ) : (
      title
    );

  return (
    <div
      css={cardStyles(theme)}
      data-interactive={(isInteractive && !isDisabled) || undefined}
      data-disabled={isDisabled || undefined}
      {...rest}
    >
      {icon && (
        <span css={iconStyles(theme)} data-part="icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading css={titleStyles(theme)}>
        {action}
        {badge && <span css={badgeStyles(theme)}>{badge}</span>}
      </Heading>
      {content && (
        <div css={contentStyles(theme)} data-part="content">
          {content}
        </div>
      )}
    </div>
  );
}
