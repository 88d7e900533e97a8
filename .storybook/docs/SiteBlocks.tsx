/** Blocks of the site pages (Introduction, Licensing) built from the navigation data. */
import { css, useTheme } from '@emotion/react';
import {
  Button,
  Card,
  CodeIcon as GridIcon,
  FileIcon as BookIcon,
  LockIcon,
  SidebarExpandIcon as LayoutIcon,
  Typography,
  ThemeProvider,
  space,
  textStyles,
} from '../../src';
import { navigation, productName } from '../site/navigation';
import { siteRoutes } from '../site/routes';
import { SELECT_STORY } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import type { MouseEvent } from 'react';
import { useSiteScheme } from './siteScheme';

/**
 * A link from a docs page to another page of the site: a real address (it opens in a new tab
 * on a middle click) that, on a plain click, asks the site to navigate.
 */
function siteLink(docsId: string) {
  return {
    href: `./?path=/docs/${docsId}`,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      addons.getChannel().emit(SELECT_STORY, { storyId: docsId, viewMode: 'docs' });
    },
  };
}

function LicensedList() {
  const theme = useTheme();
  const licensed = navigation.flatMap((group) =>
    group.items.filter((item) => item.disabled).map((item) => ({ group: group.label, ...item })),
  );
  return (
    <ul
      className="sb-unstyled"
      css={css({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
        gap: theme.space[2],
        padding: 0,
        margin: `${theme.space[4]}px 0`,
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
            minWidth: 0,
            padding: `${theme.space[2]}px ${theme.space[3]}px`,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.control,
            margin: 0,
            fontSize: 14,
            lineHeight: 1.4,
            color: theme.colors.text,
            '& > svg': { flex: 'none' },
          })}
        >
          <LockIcon size={14} />
          {/* Name above group, so a long name keeps its words whole in a narrow tile. */}
          <span css={css({ display: 'flex', flexDirection: 'column', minWidth: 0 })}>
            <span css={css({ overflowWrap: 'break-word' })}>{item.label}</span>
            <span css={css({ color: theme.colors.textMuted, fontSize: 12 })}>{item.group}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function LicensedComponentList() {
  const scheme = useSiteScheme();
  return (
    <ThemeProvider globalStyles={false} colorScheme={scheme}>
      <LicensedList />
    </ThemeProvider>
  );
}

const heroStyles = css({
  padding: `${space[7]}px 0 ${space[6]}px`,
  h1: { ...textStyles.title, letterSpacing: `${textStyles.title.letterSpacing}em`, margin: 0 },
  p: { margin: `${space[4]}px 0 0`, maxWidth: 640 },
});

/** The landing page's opening: product name, promise and the two first steps. */
export function Hero() {
  const scheme = useSiteScheme();
  return (
    <ThemeProvider globalStyles={false} colorScheme={scheme}>
      <header className="sb-unstyled" css={heroStyles}>
        <Typography variant="title">{productName}</Typography>
        <Typography variant="subtitle" muted>
          A React design system with calm defaults: tokens, a theme and accessible components,
          documented where you can try them.
        </Typography>
        <div css={css({ display: 'flex', gap: space[3], marginTop: space[5], flexWrap: 'wrap' })}>
          <Button {...siteLink('get-started-guides--docs')} arrow>
            Read the guides
          </Button>
          <Button {...siteLink('components-accordion--docs')} variant="secondary">
            Browse components
          </Button>
        </div>
      </header>
    </ThemeProvider>
  );
}

const groupIcons = {
  'Get Started': BookIcon,
  Components: GridIcon,
  Containers: LayoutIcon,
} as const;

/** One card per navigation group, linking to its first page. */
export function GroupCards() {
  const scheme = useSiteScheme();
  return (
    <ThemeProvider globalStyles={false} colorScheme={scheme}>
      <div
        className="sb-unstyled"
        css={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
          gap: space[4],
          margin: `${space[5]}px 0`,
        })}
      >
        {navigation.map((group) => {
          const first = group.items.find((item) => !item.disabled) ?? group.items[0];
          const route = first && siteRoutes().find((candidate) => candidate.path === first.href);
          const Icon = groupIcons[group.label as keyof typeof groupIcons] ?? GridIcon;
          const open = group.items.filter((item) => !item.disabled).length;
          return (
            <Card
              key={group.label}
              icon={<Icon size={20} />}
              title={group.label}
              headingLevel={3}
              content={`${group.items.length} ${group.items.length === 1 ? 'page' : 'pages'}, ${open} open without a license.`}
              {...(route && open > 0 ? siteLink(route.docsId) : { disabled: 'Licensed' })}
            />
          );
        })}
      </div>
    </ThemeProvider>
  );
}
