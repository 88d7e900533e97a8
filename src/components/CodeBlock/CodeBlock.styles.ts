import { css, type CSSObject } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { syntaxPalette } from '../../theme/theme';
import type { SyntaxRole } from '../../tokens';
import { focusOutline } from '../../theme/styles';

/** The highlighted code's colours, by Prism's token classes. */
const tokenColors = (palette: Record<SyntaxRole, string>): CSSObject => ({
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
});

export const codeBlockStyles = (theme: TesseraTheme) => {
  const palette = theme.syntax;
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
      // Source code reads left to right in any page; the title follows the page.
      direction: 'ltr',
      unicodeBidi: 'isolate',
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
    '&:not([data-titled]) pre': { paddingInlineEnd: theme.space[8] },
    code: { fontFamily: 'inherit' },
    '.linenumber': {
      display: 'inline-block',
      minWidth: '2em',
      paddingInlineEnd: theme.space[4],
      textAlign: 'end',
      userSelect: 'none',
      color: theme.colors.textMuted,
      fontStyle: 'normal',
    },
    ...tokenColors(palette),
    // Printed, a dark block takes the light colours: the page around it prints light, and the
    // paper is white (see ThemeProvider).
    ...(theme.colorScheme === 'dark' && { '@media print': tokenColors(syntaxPalette('light')) }),
    '.token.bold': { fontWeight: 700 },
    '.token.italic': { fontStyle: 'italic' },
  });
};

export const headerStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space[3],
    minHeight: 40,
    paddingBlock: 0,
    paddingInline: `${theme.space[4]}px ${theme.space[2]}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    fontFamily: theme.fontFamily.mono,
    fontSize: 12.5,
    color: theme.colors.textMuted,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  });

/**
 * The copy button of a block without a header, over the top right corner. A first line longer
 * than the block runs under it: the line fades out before the button instead of showing through
 * on both sides of it, and scrolling sideways brings the rest into view.
 */
export const floatingActionStyles = (theme: TesseraTheme) =>
  css({
    position: 'absolute',
    top: theme.space[2],
    // Clear of the scroller's inset focus ring (2 px). At the right in any page, over the end of
    // the code's lines, which read left to right (the element is dir="ltr").
    // eslint-disable-next-line no-restricted-syntax -- the side of the code, not of the page
    right: 2,
    display: 'flex',
    paddingBlock: 0,
    paddingInline: `${theme.space[5]}px ${theme.space[2] - 2}px`,
    background: `linear-gradient(to right, transparent, ${theme.colors.surfaceSunken} ${theme.space[4]}px)`,
    '[data-slim] > &': { top: theme.space[1], paddingInlineEnd: theme.space[1] - 2 },
  });

export const copyButtonStyles = (theme: TesseraTheme) =>
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
    // A control that only works on screen.
    '@media print': { display: 'none' },
    transition: `color ${theme.durations.base}ms ${theme.easing.standard}, border-color ${theme.durations.base}ms ${theme.easing.standard}`,
    '&:focus-visible': focusOutline(theme),
    [theme.media.hover]: {
      '&:hover': { color: theme.colors.text, borderColor: theme.colors.borderStrong },
    },
    '&[data-status="copied"]': {
      color: theme.tones.success.text,
      borderColor: theme.tones.success.text,
    },
    '&[data-status="failed"]': {
      color: theme.tones.danger.text,
      borderColor: theme.tones.danger.text,
    },
  });
