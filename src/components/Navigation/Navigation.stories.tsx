import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NavigationGroup } from '../../lib/navigation';
import { navigation, componentCount } from '../../../.storybook/site/navigation';
import { ToastProvider } from '../Toast';
import { Navigation, type NavigationProps } from './Navigation';
import { licenseNotice, useSiteNavigation } from '../../../stories/support/licenseToast';
import { rightToLeft } from '../../../stories/support/rightToLeft';

function SiteNavigation(args: NavigationProps) {
  const site = useSiteNavigation(args);
  return (
    <div style={{ width: 250, padding: 12 }}>
      <Navigation {...args} {...site} />
    </div>
  );
}

const meta = {
  title: 'Components/Navigation',
  component: Navigation,
  args: {
    groups: navigation,
    currentPath: '/components/accordion',
    onNavigate: fn(),
    onDisabledItem: fn(),
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <ToastProvider>
      <SiteNavigation {...args} />
    </ToastProvider>
  ),
} satisfies Meta<typeof Navigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupList = (nav: HTMLElement, label: string) =>
  nav.querySelector<HTMLElement>(`[data-group="${label}"] ul`)!;

/** The site's navigation: three groups, the version tag on Get Started, most components licensed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Documentation' });
    const groupButtons = within(nav)
      .getAllByRole('button')
      .filter((button) => button.closest('[data-group]')?.firstElementChild === button);
    await expect(groupButtons.map((button) => button.textContent)).toEqual([
      'Get Started0.4.1',
      'Components',
      'Containers',
    ]);
    const components = groupList(nav, 'Components');
    await expect(within(components).getAllByRole('link')).toHaveLength(componentCount);
    await expect(componentCount).toBe(41);
    await expect(within(nav).getByRole('link', { name: 'Accordion' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Button' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: 'Button' })).not.toHaveAttribute('href');
  },
};

/**
 * Hovering a licensed entry shows the license notice; its count comes from the navigation
 * data. Moving over more entries updates the one toast instead of stacking copies.
 */
export const DisabledEntryShowsLicenseToast: Story = {
  parameters: { docsExample: { args: { 'aria-label': 'Documentation, licensed entries' } } },
  // A pointer script, not a state: out of the sidebar, still tested; its docs page shows it.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    await expect(licenseNotice).toBe('All 41 components available through the Tessera license');
    const nav = canvas.getByRole('navigation', { name: 'Documentation' });
    await userEvent.hover(within(nav).getByRole('link', { name: 'Button' }));
    await expect(args.onDisabledItem).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Button', disabled: true }),
    );
    const notifications = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications',
    });
    await expect(await within(notifications).findByText(licenseNotice)).toBeInTheDocument();

    await userEvent.hover(within(nav).getByRole('link', { name: 'Card' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Card' }));
    await expect(within(notifications).getAllByText(licenseNotice)).toHaveLength(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.unhover(within(nav).getByRole('link', { name: 'Card' }));
    await userEvent.click(
      within(notifications).getByRole('button', { name: 'Dismiss notification' }),
    );
  },
};

/** Keyboard: disabled entries are reachable and Enter shows the notice; enabled ones navigate. */
export const KeyboardNavigation: Story = {
  // A keyboard script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Documentation' });
    within(nav).getByRole('link', { name: 'Blockquote' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/components/blockquote');
    await expect(within(nav).getByRole('link', { name: 'Blockquote' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Breadcrumbs' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDisabledItem).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Breadcrumbs' }),
    );
    const notifications = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications',
    });
    await expect(await within(notifications).findByText(licenseNotice)).toBeInTheDocument();
    await userEvent.click(
      within(notifications).getByRole('button', { name: 'Dismiss notification' }),
    );
  },
};

/** Group headers toggle their entries. */
export const GroupsToggle: Story = {
  // A behaviour check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Documentation' });
    const components = within(nav).getByRole('button', { name: 'Components' });
    await expect(components).toHaveAttribute('aria-expanded', 'true');
    components.focus();
    await userEvent.keyboard('{Enter}');
    await expect(components).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'Accordion' })).toBeNull();
    await userEvent.click(components);
    await expect(within(nav).getByRole('link', { name: 'Accordion' })).toBeVisible();
  },
};

const nestedGroups: NavigationGroup[] = [
  {
    label: 'Guides',
    tag: '0.4.1',
    items: [
      { label: 'Introduction', href: '/' },
      {
        label: 'Theming',
        href: '/guides/theming',
        items: [
          { label: 'Tokens', href: '/guides/theming/tokens' },
          { label: 'Dark scheme', href: '/guides/theming/dark' },
        ],
      },
      {
        label: 'Testing',
        href: '/guides/testing',
        items: [
          { label: 'Stories as tests', href: '/guides/testing/stories' },
          { label: 'Visual baselines', href: '/guides/testing/visual', disabled: true },
        ],
      },
      { label: 'Changelog on GitHub', href: 'https://github.com/' },
    ],
  },
];

/**
 * Branches toggle; the one holding the current page starts open. Links starting with http
 * open in a new tab.
 */
export const Branches: Story = {
  parameters: { docsExample: { args: { 'aria-label': 'Guides' } } },
  args: { groups: nestedGroups, currentPath: '/guides/theming/dark' },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Documentation' });
    const theming = within(nav).getByRole('button', { name: 'Theming' });
    const testing = within(nav).getByRole('button', { name: 'Testing' });
    await expect(theming).toHaveAttribute('aria-expanded', 'true');
    await expect(testing).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).getByRole('link', { name: 'Dark scheme' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    testing.focus();
    await userEvent.keyboard('{Enter}');
    await expect(testing).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Stories as tests' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/guides/testing/stories');
    // The new page's branch stays open, the old one too.
    await expect(theming).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(theming);
    await expect(theming).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'Tokens' })).toBeNull();

    const external = within(nav).getByRole('link', { name: /Changelog on GitHub/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external).toHaveAccessibleName('Changelog on GitHub (opens in a new tab)');
  },
};

/** `renderLink` puts a router's link component in place of the plain anchor. */
export const WithRouterLinks: Story = {
  args: {
    groups: nestedGroups,
    currentPath: '/',
    renderLink: ({ children, ...props }, item) => (
      <a {...props} data-router-link={item.href}>
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Introduction' });
    await expect(link).toHaveAttribute('data-router-link', '/');
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * In a right-to-left page the entries align to the right and nest towards the left, the version
 * tag sits at the group's left end and a closed branch's chevron points left, along the line.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: {
    'aria-label': 'תיעוד',
    groups: [
      {
        label: 'מדריכים',
        tag: '0.4.1',
        items: [
          { label: 'מבוא', href: '/' },
          {
            label: 'עיצוב',
            href: '/guides/theming',
            items: [
              { label: 'אסימונים', href: '/guides/theming/tokens' },
              { label: 'ערכת צבעים כהה', href: '/guides/theming/dark' },
            ],
          },
          {
            label: 'בדיקות',
            href: '/guides/testing',
            items: [{ label: 'סיפורים כבדיקות', href: '/guides/testing/stories' }],
          },
        ],
      },
    ],
    currentPath: '/guides/theming/dark',
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'תיעוד' });
    /** Where an entry's own text (its first text node) ends and starts on screen. */
    const text = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element.firstChild!);
      return range.getBoundingClientRect();
    };
    const group = within(nav).getByRole('button', { name: /מדריכים/ });
    const theming = within(nav).getByRole('button', { name: 'עיצוב' });
    const testing = within(nav).getByRole('button', { name: 'בדיקות' });
    const current = within(nav).getByRole('link', { name: 'ערכת צבעים כהה' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // Entries start on the right, and a nested one further in, to the left of its branch.
    await expect(text(theming).right).toBeGreaterThan(text(current).right);
    await expect(text(theming).right).toBeGreaterThan(nav.getBoundingClientRect().right - 40);
    await expect(within(group).getByText('0.4.1').getBoundingClientRect().right).toBeLessThan(
      text(group).left,
    );
    // A closed branch's chevron is turned a quarter clockwise, so it points left; an open one down.
    const chevron = (button: HTMLElement) => button.querySelector('[data-part="chevron"]')!;
    await expect(testing).toHaveAttribute('aria-expanded', 'false');
    await expect(getComputedStyle(chevron(testing)).transform).toBe('matrix(0, 1, -1, 0, 0, 0)');
    await expect(theming).toHaveAttribute('aria-expanded', 'true');
    await expect(getComputedStyle(chevron(theming)).transform).toBe('none');
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: { groups: nestedGroups, currentPath: '/guides/testing/stories' },
};
