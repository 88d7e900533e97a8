/** Blocks of the site pages (Introduction, Licensing) built from the navigation data. */
import { css, useTheme } from '@emotion/react';
import { ThemeProvider } from '../../src/theme';
import { LockIcon } from '../../src/components/Iconography';
import { navigation } from '../site/navigation';

function LicensedList() {
  const theme = useTheme();
  const licensed = navigation.flatMap((group) =>
    group.items.filter((item) => item.disabled).map((item) => ({ group: group.label, ...item })),
  );
  return (
    <ul
      css={css({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: theme.space[2],
        padding: 0,
        listStyle: 'none',
      })}
    >
      {licensed.map((item) => (
        <li
          key={item.href}
          css={css({
            display: 'flex',
            alignItems: 'center',
            gap: theme.space[2],
            padding: `${theme.space[2]}px ${theme.space[3]}px`,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.control,
            margin: 0,
            fontSize: 14,
            lineHeight: 1.4,
          })}
        >
          <LockIcon size={14} />
          <span>{item.label}</span>
          <span css={css({ marginLeft: 'auto', color: theme.colors.textMuted, fontSize: 12 })}>
            {item.group}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function LicensedComponentList() {
  return (
    <ThemeProvider globalStyles={false}>
      <LicensedList />
    </ThemeProvider>
  );
}
