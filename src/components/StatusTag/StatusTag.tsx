import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { checkOneOf } from '../../lib/devWarning';
import { pill } from '../../theme/styles';
import { OneLineLabel } from '../../theme/OneLineLabel';
import { statusTones, type StatusTone } from '../../theme/theme';
import { toneTagStyles } from './StatusTag.styles';

export interface StatusTagProps extends ComponentPropsWithRef<'span'> {
  /** The status, in words: the colour only repeats it. */
  children: ReactNode;
  /**
   * Colour of the status.
   * @default 'primary'
   */
  tone?: StatusTone;
}

/** Shows the state of something (stable, beta, deprecated…) as a coloured pill with a dot. */
export function StatusTag({ children, tone = 'primary', ...rest }: StatusTagProps) {
  const theme = useTheme();
  const safeTone = checkOneOf('StatusTag', 'tone', tone, statusTones, 'primary');
  return (
    <span css={[pill(theme), toneTagStyles(theme, safeTone)]} data-tone={safeTone} {...rest}>
      <span data-part="dot" aria-hidden="true" />
      <OneLineLabel>{children}</OneLineLabel>
    </span>
  );
}
