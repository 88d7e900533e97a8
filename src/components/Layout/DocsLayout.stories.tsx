import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigation } from '../../../.storybook/site/navigation';
import { licenseNotice, useSiteNavigation } from '../../../stories/support/licenseToast';
import { OnThisPage } from '../OnThisPage';
import { ToastProvider } from '../Toast';
import { DocsLayout, type DocsLayoutProps } from './DocsLayout';
import { pageToc, SamplePage } from '../../../stories/support/samplePage';
import { rightToLeft } from '../../../stories/support/rightToLeft';

function SiteLayout(args: DocsLayoutProps) {
  const site = useSiteNavigation(args);
  return <DocsLayout {...args} {...site} />;
}
// The examples' code names the component a reader uses (the published build shortens function
// names): this wrapper only adds the demo's navigation state.
SiteLayout.displayName = 'DocsLayout';

const meta = {
  title: 'Components/Navigation/DocsLayout',
  component: DocsLayout,
  args: {
    groups: navigation,
    currentPath: '/components/accordion',
    children: <SamplePage />,
    aside: <OnThisPage items={pageToc} />,
    onNavigate: fn(),
    onDisabledItem: fn(),
    onSideMenuOpenChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    // On a docs page the layout is an example inside the page's main content.
    docsExample: { args: { mainLandmark: false } },
  },
  render: (args) => (
    <ToastProvider>
      <SiteLayout {...args} />
    </ToastProvider>
  ),
} satisfies Meta<typeof DocsLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's "On this page" column, named for the example it belongs to on the docs page. */
const exampleToc = (example: string) => (
  <OnThisPage items={pageToc} aria-label={`On this page, ${example}`} />
);

const sideMenu = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="side-menu"]')!;

/** Desktop: 58 px top bar, 250 px side menu, content at most 1074 px wide. */
export const Desktop: Story = {
  parameters: { docsExample: { args: { aside: exampleToc('desktop example') } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(58);
    await expect(sideMenu(canvasElement).getBoundingClientRect().width).toBe(250);
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    const inner = canvasElement.querySelector<HTMLElement>('[data-layout="inner"]')!;
    await expect(inner.getBoundingClientRect().width).toBeLessThanOrEqual(1074);
    await expect(canvas.getByRole('link', { name: 'Accordion' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('0.4.1')).toBeVisible();
  },
};

/** The side menu collapses to 46 px and expands again, by keyboard and by pointer. */
export const CollapseSideMenu: Story = {
  // A behaviour check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const collapse = canvas.getByRole('button', { name: 'Collapse side menu' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    collapse.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSideMenuOpenChange).toHaveBeenCalledWith(false);
    const expand = canvas.getByRole('button', { name: 'Expand side menu' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(sideMenu(canvasElement).getBoundingClientRect().width).toBe(46));
    await expect(canvas.queryByRole('navigation', { name: 'Documentation' })).toBeNull();
    const main = canvas.getByRole('main');
    await waitFor(() => expect(main.getBoundingClientRect().left).toBe(46));

    await userEvent.click(expand);
    await expect(args.onSideMenuOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(sideMenu(canvasElement).getBoundingClientRect().width).toBe(250));
    await expect(canvas.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
  },
};

/** The side menu, collapsed: only the expand button remains. */
export const Collapsed: Story = {
  args: { defaultSideMenuOpen: false },
  parameters: {
    docsExample: {
      args: {
        aside: exampleToc('collapsed example'),
        asideLabel: 'Page tools, collapsed example',
        navigationLabel: 'Documentation, collapsed example',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Expand side menu' })).toBeVisible();
  },
};

/** Hovering a licensed entry in the side menu shows the license notice. */
export const LicenseToast: Story = {
  // A pointer script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Checkbox' }));
    await expect(args.onDisabledItem).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Checkbox' }),
    );
    const notifications = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications',
    });
    const message = await within(notifications).findByText(licenseNotice);
    await expect(message).toHaveTextContent(
      'All 41 components available through the Tessera license',
    );
    await userEvent.unhover(canvas.getByRole('link', { name: 'Checkbox' }));
    await userEvent.click(
      within(notifications).getByRole('button', { name: 'Dismiss notification' }),
    );
  },
};

/**
 * Below 820 px the side menu gives way to a menu button; the full-screen menu has two levels
 * (groups, then entries) with a way back, and closes on navigation or Escape.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args, canvas }) => {
    await expect(window.matchMedia('(max-width: 819.98px)').matches).toBe(true);
    await expect(canvas.queryByRole('button', { name: 'Collapse side menu' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton).toHaveAccessibleName('Close menu');

    const menu = canvas.getByRole('navigation', { name: 'Documentation' });
    await expect(menu).toHaveAttribute('data-level', '1');
    await userEvent.click(within(menu).getByRole('button', { name: 'Components' }));
    await expect(menu).toHaveAttribute('data-level', '2');
    await expect(within(menu).getByRole('heading', { name: 'Components' })).toHaveFocus();

    await userEvent.click(within(menu).getByRole('button', { name: 'All sections' }));
    await expect(menu).toHaveAttribute('data-level', '1');
    await expect(within(menu).getByRole('button', { name: 'Components' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Documentation' })).toBeNull();
    await expect(menuButton).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const reopened = canvas.getByRole('navigation', { name: 'Documentation' });
    await userEvent.click(within(reopened).getByRole('button', { name: /Get Started/ }));
    await userEvent.click(within(reopened).getByRole('link', { name: 'Guides' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/guides');
    await expect(canvas.queryByRole('navigation', { name: 'Documentation' })).toBeNull();
  },
};

/** The mobile menu open on the Components group, as a designer reviews it. */
export const MobileMenuOpen: Story = {
  // The open menu fills the phone's window: its snapshot is that window.
  tags: ['visual-viewport'],
  parameters: {
    docsExample: {
      args: {
        aside: exampleToc('small-screen example'),
        asideLabel: 'Page tools, small-screen example',
        navigationLabel: 'Documentation, small-screen example',
      },
    },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Components' }));
    await expect(canvas.getByRole('link', { name: 'Accordion' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Below 820 px a licensed entry tapped in the menu shows the notice too. */
export const MobileLicenseToast: Story = {
  // A pointer script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Containers' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Article' }));
    const notifications = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications',
    });
    await expect(await within(notifications).findByText(licenseNotice)).toBeInTheDocument();
    await userEvent.click(
      within(notifications).getByRole('button', { name: 'Dismiss notification' }),
    );
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
};

/**
 * In right-to-left text the side menu is on the right, its collapse icon points the other way,
 * and the page reads from the right.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: {
    brand: 'תיעוד',
    groups: [
      { label: 'התחלה', items: [{ label: 'מבוא', href: '/' }] },
      {
        label: 'רכיבים',
        items: [
          { label: 'אקורדיון', href: '/components/accordion' },
          { label: 'התראה', href: '/components/alert' },
        ],
      },
    ],
    currentPath: '/components/accordion',
    children: (
      <>
        <h1>אקורדיון</h1>
        <p>אקורדיון מציג רשימה של כותרות, וכל אחת מהן פותחת את התוכן שלה.</p>
      </>
    ),
    aside: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    const menu = sideMenu(canvasElement).getBoundingClientRect();
    await expect(menu.right).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
    const heading = canvas.getByRole('heading', { level: 1, name: 'אקורדיון' });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(menu.left);
    const collapse = canvasElement.querySelector('[data-icon="SidebarCollapse"]')!;
    await expect(getComputedStyle(collapse).scale).toBe('-1 1');
    await expect(canvas.getByRole('link', { name: 'אקורדיון' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
