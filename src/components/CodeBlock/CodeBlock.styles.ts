import { css, type Theme } from '@emotion/react';
import type { ColorScheme } from '../../theme';
import { focusOutline } from '../../theme/styles';

interface SyntaxPalette {
  keyword: string;
  string: string;
  number: string;
  function: string;
  tag: string;
  attribute: string;
  comment: string;
  punctuation: string;
}

const token = (name: string) => `var(--tessera-${name})`;

/**
 * Syntax colours of each scheme, from the brand hues. Light uses the `Ink`/`Strong` shades and
 * dark the bright brand values, so every token keeps 4.5:1 on the block's surface.
 */
const palettes: Record<ColorScheme, SyntaxPalette> = {
  light: {
    keyword: token('purple-strong'),
    string: token('green-ink'),
    number: token('red-ink'),
    function: token('primary-ink'),
    tag: token('red-ink'),
    attribute: token('orange-ink'),
    comment: token('gray-dark'),
    punctuation: token('gray-ink'),
  },
  dark: {
    keyword: '#C4A8FF',
    string: token('green'),
    number: '#FF8A8A',
    function: '#8FA9FF',
    tag: '#FF8A8A',
    attribute: token('orange'),
    comment: '#A9AEBB',
    punctuation: '#C3C7D1',
  },
};

export const codeBlockStyles = (theme: Theme) => {
  const palette = palettes[theme.colorScheme];
  return css({
    position: 'relative',
    minWidth: 0,
    maxWidth: '100%',
    margin: 0,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.card,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
    overflow: 'hidden',
    '&[data-slim]': { borderRadius: theme.radii.control },
    pre: {
      margin: 0,
      padding: `${theme.space[4]}px ${theme.space[5]}px`,
      overflowX: 'auto',
      fontFamily: theme.fontFamily.mono,
      fontSize: 13,
      lineHeight: 1.7,
      whiteSpace: 'pre',
      tabSize: 2,
      // Inset, so the ring is not clipped by the block's rounded frame.
      '&:focus-visible': focusOutline(theme, -2),
    },
    '&[data-slim] pre': { padding: `${theme.space[2]}px ${theme.space[3]}px`, fontSize: 12.5 },
    // Room for the copy button when there is no header to hold it.
    '&:not([data-titled]) pre': { paddingRight: theme.space[8] },
    code: { fontFamily: 'inherit' },
    '.linenumber': { color: theme.colors.textMuted, fontStyle: 'normal' },
    '.token.comment, .token.prolog, .token.doctype, .token.cdata': {
      color: palette.comment,
      fontStyle: 'italic',
    },
    '.token.punctuation, .token.operator': { color: palette.punctuation },
    '.token.keyword, .token.boolean, .token.important, .token.atrule, .token.builtin': {
      color: palette.keyword,
    },
    '.token.string, .token.char, .token.attr-value, .token.regex, .token.url': {
      color: palette.string,
    },
    '.token.number, .token.constant, .token.symbol': { color: palette.number },
    '.token.function, .token.class-name, .token.selector, .token.title': {
      color: palette.function,
    },
    '.token.tag, .token.deleted': { color: palette.tag },
    '.token.attr-name, .token.property, .token.variable': { color: palette.attribute },
    '.token.bold': { fontWeight: 700 },
    '.token.italic': { fontStyle: 'italic' },
  });
};

export const headerStyles = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space[3],
    minHeight: 40,
    padding: `0 ${theme.space[2]}px 0 ${theme.space[4]}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    fontFamily: theme.fontFamily.mono,
    fontSize: 12.5,
    color: theme.colors.textMuted,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  });

export const floatingActionStyles = (theme: Theme) =>
  css({
    position: 'absolute',
    top: theme.space[2],
    right: theme.space[2],
    '[data-slim] > &': { top: theme.space[1], right: theme.space[1] },
  });

export const copyButtonStyles = (theme: Theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[1],
    height: 28,
    minWidth: 28,
    padding: `0 ${theme.space[2] - 1}px`,
    justifyContent: 'center',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.control,
    background: theme.colors.surfaceRaised,
    color: theme.colors.textMuted,
    fontFamily: theme.fontFamily.sans,
    fontSize: 12,
    fontWeight: 600,
    cursor: 'pointer',
    transition: `color ${theme.durations.base}ms ${theme.easing.standard}, border-color ${theme.durations.base}ms ${theme.easing.standard}`,
    '&:focus-visible': focusOutline(theme),
    [theme.media.hover]: {
      '&:hover': { color: theme.colors.text, borderColor: theme.colors.borderStrong },
    },
    '&[data-state="copied"]': {
      color: theme.tones.success.text,
      borderColor: theme.tones.success.text,
    },
  });

export const inlineCodeStyles = (theme: Theme) =>
  css({
    padding: '0.1em 0.35em',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.small,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
    fontFamily: theme.fontFamily.mono,
    fontSize: '0.875em',
    overflowWrap: 'anywhere',
    boxDecorationBreak: 'clone',
    WebkitBoxDecorationBreak: 'clone',
  });
