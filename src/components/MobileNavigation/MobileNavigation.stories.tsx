import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigation, componentCount } from '../../../.storybook/site/navigation';
import { licenseNotice, useSiteNavigation } from '../../../stories/support/licenseToast';
import { ToastProvider } from '../Toast';
import { MobileNavigation, type MobileNavigationProps } from './MobileNavigation';

function SiteMobileNavigation(args: MobileNavigationProps) {
  const site = useSiteNavigation(args);
  return <MobileNavigation {...args} {...site} />;
}

const meta = {
  title: 'Components/MobileNavigation',
  component: MobileNavigation,
  args: {
    groups: navigation,
    currentPath: '/guides',
    onNavigate: fn(),
    onDisabledItem: fn(),
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <ToastProvider>
      <SiteMobileNavigation {...args} />
    </ToastProvider>
  ),
} satisfies Meta<typeof MobileNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first level: one button per group, the version tag beside Get Started. */
export const Groups: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Documentation' });
    await expect(nav).toHaveAttribute('data-level', '1');
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Get Started0.4.1', 'Components', 'Containers']);
  },
};

/**
 * Keyboard round trip: pick a group, land on its title, go back and land on the group's
 * button again.
 */
export const PickAGroupAndGoBack: Story = {
  // A keyboard script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Documentation' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Components' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(nav).toHaveAttribute('data-level', '2');
    await expect(within(nav).getByRole('heading', { name: 'Components' })).toHaveFocus();
    await expect(within(nav).getAllByRole('link')).toHaveLength(componentCount);

    await userEvent.click(within(nav).getByRole('link', { name: 'Alert' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/components/alert');
    await expect(within(nav).getByRole('link', { name: 'Alert' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    within(nav).getByRole('button', { name: 'All sections' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(nav).toHaveAttribute('data-level', '1');
    await expect(within(nav).getByRole('button', { name: 'Components' })).toHaveFocus();
  },
};

/** Tapping a licensed entry shows the license notice instead of opening it. */
export const TapDisabledEntry: Story = {
  // A pointer script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { defaultGroup: 'Containers' },
  play: async ({ args, canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Documentation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Group' }));
    await expect(args.onDisabledItem).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Group', disabled: true }),
    );
    await expect(args.onNavigate).not.toHaveBeenCalled();
    const notifications = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications',
    });
    await expect(await within(notifications).findByText(licenseNotice)).toBeInTheDocument();
    await userEvent.click(
      within(notifications).getByRole('button', { name: 'Dismiss notification' }),
    );
  },
};

/** The second level of Get Started, opened from the start with `defaultGroup`. */
export const GroupOpen: Story = {
  parameters: { docsExample: { args: { 'aria-label': 'Documentation, Get Started open' } } },
  args: { defaultGroup: 'Get Started' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Get Started 0.4.1' })).not.toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Guides' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const OnDarkBackground: Story = {
  args: { defaultGroup: 'Components' },
  globals: { colorScheme: 'dark', viewport: { value: 'mobile1', isRotated: false } },
};
