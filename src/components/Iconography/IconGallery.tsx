import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { useTheme } from '../../theme/useTheme';
import { useRef, type ComponentPropsWithRef } from 'react';
import { useAnnouncement } from '../../hooks/useAnnouncer';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { CheckIcon, CopyIcon, ErrorIcon, icons, type IconName } from './icons';
import { focusOutline } from '../../theme/styles';

/** The gallery's texts, for an app in another language. */
export interface IconGalleryLabels {
  /** Accessible name of the list. */
  gallery: string;
  /** Each copy button's text. */
  copy: string;
  /** A copy button's text for one second after a copy. */
  copied: string;
  /** A copy button's text when the browser refuses the write; the import line is then selected. */
  copyFailed: string;
  /**
   * A copy button's accessible name, from the icon's component name. Each name starts with the
   * button's text, so speech input finds the button by what it shows.
   */
  copyName: (componentName: string) => string;
  /** Its accessible name, and what is announced, after a copy. */
  copiedName: (componentName: string) => string;
  /** Its accessible name, and what is announced at once, after a refused copy. */
  copyFailedName: (componentName: string) => string;
}

/** The gallery's English texts. */
export const defaultIconGalleryLabels: IconGalleryLabels = {
  gallery: 'Icons',
  copy: 'Copy import',
  copied: 'Copied',
  copyFailed: 'Copy failed: line selected',
  copyName: (componentName) => `Copy import of ${componentName}`,
  copiedName: (componentName) => `Copied import of ${componentName}`,
  copyFailedName: (componentName) => `Copy failed: line selected (${componentName})`,
};

export interface IconGalleryProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /**
   * The package name used in the import lines.
   * @default '@tessera/react'
   */
  packageName?: string;
  /**
   * The gallery's texts; any left out stay English.
   * @default defaultIconGalleryLabels
   */
  labels?: Partial<IconGalleryLabels>;
}

const galleryStyles = (theme: TesseraTheme) =>
  css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
    gap: theme.space[3],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  });

const itemStyles = (theme: TesseraTheme) =>
  css({
    display: 'grid',
    gap: theme.space[2],
    justifyItems: 'start',
    padding: theme.space[4],
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.card,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    '[data-part="name"]': { fontSize: 14, fontWeight: 600 },
    code: {
      maxWidth: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontFamily: theme.fontFamily.mono,
      fontSize: 11.5,
      color: theme.colors.textMuted,
    },
    button: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.space[1],
      height: 26,
      padding: `0 ${theme.space[2]}px`,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.control,
      background: theme.colors.surface,
      color: theme.colors.text,
      fontFamily: theme.fontFamily.sans,
      fontSize: 12,
      fontWeight: 600,
      cursor: 'pointer',
      '&:focus-visible': focusOutline(theme),
      '&[data-status="copied"]': {
        color: theme.tones.success.text,
        borderColor: theme.tones.success.text,
      },
      '&[data-status="failed"]': {
        color: theme.tones.danger.text,
        borderColor: theme.tones.danger.text,
      },
      [theme.media.hover]: { '&:hover': { borderColor: theme.colors.borderStrong } },
    },
  });

function IconEntry({
  name,
  packageName,
  labels,
}: {
  name: IconName;
  packageName: string;
  labels: IconGalleryLabels;
}) {
  const theme = useTheme();
  const { status, copy } = useCopyToClipboard();
  const lineRef = useRef<HTMLElement>(null);
  const Icon = icons[name];
  const componentName = `${name}Icon`;
  const importLine = `import { ${componentName} } from '${packageName}';`;
  useAnnouncement(status === 'copied' ? labels.copiedName(componentName) : '');
  useAnnouncement(status === 'failed' ? labels.copyFailedName(componentName) : '', 'assertive');
  const shown = {
    idle: { text: labels.copy, name: labels.copyName, icon: <CopyIcon size={12} /> },
    copied: { text: labels.copied, name: labels.copiedName, icon: <CheckIcon size={12} /> },
    failed: { text: labels.copyFailed, name: labels.copyFailedName, icon: <ErrorIcon size={12} /> },
  }[status];
  return (
    <li css={itemStyles(theme)} data-icon-name={name}>
      <Icon size={24} />
      <span data-part="name">{componentName}</span>
      <code ref={lineRef} title={importLine}>
        {importLine}
      </code>
      <button
        type="button"
        data-status={status}
        aria-label={shown.name(componentName)}
        onClick={() => void copy(importLine, lineRef.current)}
      >
        {shown.icon}
        {shown.text}
      </button>
    </li>
  );
}

/** Lists every icon with its component name and a copyable import line. */
export function IconGallery({
  packageName = '@tessera/react',
  labels: givenLabels,
  ...rest
}: IconGalleryProps) {
  const theme = useTheme();
  const labels = { ...defaultIconGalleryLabels, ...givenLabels };
  return (
    <ul css={galleryStyles(theme)} aria-label={labels.gallery} {...rest}>
      {(Object.keys(icons) as IconName[]).map((name) => (
        <IconEntry key={name} name={name} packageName={packageName} labels={labels} />
      ))}
    </ul>
  );
}
