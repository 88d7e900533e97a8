import { useTheme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { tones, type Tone } from '../../theme';
import { tagStyles, toneTagStyles } from '../Tag/Tag.styles';

export interface StatusTagProps extends HTMLAttributes<HTMLSpanElement> {
  /** The status, in words: the colour only repeats it. */
  children: ReactNode;
  /**
   * Colour of the status.
   * @default 'primary'
   */
  tone?: Tone;
}

const isKnownTone = (tone: string): tone is Tone => (tones as readonly string[]).includes(tone);

/** Shows the state of something (stable, beta, deprecated…) as a coloured pill with a dot. */
export function StatusTag({ children, tone = 'primary', ...rest }: StatusTagProps) {
  const theme = useTheme();
  if (process.env.NODE_ENV !== 'production' && !isKnownTone(tone)) {
    console.warn(`StatusTag: unknown tone "${tone}", using "primary".`);
  }
  const safeTone = isKnownTone(tone) ? tone : 'primary';
  return (
    <span css={[tagStyles(theme), toneTagStyles(theme, safeTone)]} data-tone={safeTone} {...rest}>
      <span data-part="dot" aria-hidden="true" />
      {children}
    </span>
  );
}
