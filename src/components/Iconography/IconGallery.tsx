import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef } from 'react';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { CheckIcon, CopyIcon, icons, type IconName } from './icons';
import { focusOutline } from '../../theme/styles';

export interface IconGalleryProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /**
   * The package name used in the import lines.
   * @default '@tessera/react'
   */
  packageName?: string;
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
      [theme.media.hover]: { '&:hover': { borderColor: theme.colors.borderStrong } },
    },
  });

function IconEntry({ name, packageName }: { name: IconName; packageName: string }) {
  const theme = useTheme();
  const { isCopied, copy } = useCopyToClipboard();
  const Icon = icons[name];
  const componentName = `${name}Icon`;
  const importLine = `import { ${componentName} } from '${packageName}';`;
  return (
    <li css={itemStyles(theme)} data-icon-name={name}>
      <Icon size={24} />
      <span data-part="name">{componentName}</span>
      <code title={importLine}>{importLine}</code>
      <button
        type="button"
        data-status={isCopied ? 'copied' : 'idle'}
        aria-label={
          isCopied ? `Copied import of ${componentName}` : `Copy import of ${componentName}`
        }
        onClick={() => void copy(importLine)}
      >
        {isCopied ? <CheckIcon size={12} /> : <CopyIcon size={12} />}
        {isCopied ? 'Copied' : 'Copy import'}
      </button>
    </li>
  );
}

/** Lists every icon with its component name and a copyable import line. */
export function IconGallery({ packageName = '@tessera/react', ...rest }: IconGalleryProps) {
  const theme = useTheme();
  return (
    <ul css={galleryStyles(theme)} aria-label="Icons" {...rest}>
      {(Object.keys(icons) as IconName[]).map((name) => (
        <IconEntry key={name} name={name} packageName={packageName} />
      ))}
    </ul>
  );
}
