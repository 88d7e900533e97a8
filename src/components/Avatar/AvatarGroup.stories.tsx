import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type MockInstance } from 'storybook/test';
import { AvatarGroup } from './AvatarGroup';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';

const team = [
  { name: 'Ada Lovelace', src: '/samples/avatar-ada.png' },
  { name: 'Grace Hopper', src: '/samples/avatar-grace.png' },
  { name: 'Alan Turing', src: '/samples/avatar-alan.png' },
  { name: 'Katherine Johnson' },
  { name: 'Margaret Hamilton' },
  { name: 'Dennis Ritchie' },
  { name: 'Barbara Liskov' },
];

const meta = {
  title: 'Components/Avatar/AvatarGroup',
  component: AvatarGroup,
  args: { members: team },
} satisfies Meta<typeof AvatarGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const picturesLoaded = async (root: HTMLElement) => {
  for (const image of root.querySelectorAll('img')) {
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  }
};

/** Four members show; the other three collapse into "+ 3". */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Members' });
    await expect(group.querySelectorAll('[data-part="members"] > li')).toHaveLength(4);
    const more = canvas.getByRole('button', {
      name: '+ 3 more: Margaret Hamilton, Dennis Ritchie, Barbara Liskov',
    });
    await expect(more).toHaveTextContent('+ 3');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await picturesLoaded(canvasElement);
  },
};

/** The "+ N" button lists the hidden members; Escape closes the list and returns focus. */
export const HiddenMembersReachable: Story = {
  // A keyboard script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const more = canvas.getByRole('button', { name: /^\+ 3 more/ });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = canvasElement.querySelector(
      `#${CSS.escape(more.getAttribute('aria-controls')!)}`,
    )!;
    await expect(list).toBeVisible();
    await expect(list).toHaveTextContent('Margaret Hamilton');
    await expect(list).toHaveTextContent('Dennis Ritchie');

    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(list).not.toBeVisible();
    await expect(more).toHaveFocus();

    await userEvent.click(more);
    await expect(list).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(list).not.toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

/** The list of hidden members, open for review. */
export const HiddenMembersOpen: Story = {
  render: (args) => (
    <div style={{ height: 200 }}>
      <AvatarGroup {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^\+ 3 more/ }));
    await expect(canvas.getByText('Barbara Liskov')).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

/** Four or fewer members: no badge. */
export const FitsWithoutBadge: Story = {
  args: { members: team.slice(0, 4) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await picturesLoaded(canvasElement);
  },
};

export const CustomMax: Story = {
  args: { max: 2, size: 'large', label: 'Reviewers' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Reviewers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^\+ 5 more/ })).toHaveTextContent('+ 5');
    await picturesLoaded(canvasElement);
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement }) => picturesLoaded(canvasElement),
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => picturesLoaded(canvasElement),
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

export const InvalidMaxFallsBack: Story = {
  // A misuse check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { max: 0 },
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /^\+ 3 more/ })).toBeVisible();
    await expectDevWarning(
      warnSpy,
      'AvatarGroup: prop "max" got 0; expected a whole number of at least 1; using 4.',
    );
    await picturesLoaded(canvasElement);
  },
};
