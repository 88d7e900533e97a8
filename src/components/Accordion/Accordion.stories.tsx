import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type MockInstance } from 'storybook/test';
import { Accordion } from './Accordion';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';

const items = [
  {
    value: 'what',
    title: 'What is Tessera?',
    content: 'A React design system: tokens, a theme and accessible components, documented here.',
  },
  {
    value: 'dark',
    title: 'Does it support a dark scheme?',
    content:
      'Yes. Wrap the app in ThemeProvider with colorScheme="dark" and every component follows.',
  },
  {
    value: 'browsers',
    title: 'Which browsers are supported?',
    content: 'The last two versions of Chrome, Edge, Firefox and Safari.',
  },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items, onValueChange: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sections start closed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.queryAllByRole('region')).toHaveLength(0);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** A click opens a section and a second click closes it. */
export const OpenAndCloseOnClick: Story = {
  // A pointer script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'What is Tessera?' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: 'What is Tessera?' });
    await expect(region).toHaveTextContent('A React design system');
    await expect(trigger).toHaveAttribute('aria-controls', region.id);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['what']);

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};

/** Enter and Space toggle; arrows, Home and End move between headers. */
export const Keyboard: Story = {
  // A keyboard script, not a state: out of the sidebar, still tested; its docs page shows it.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A closed section's links are out of the tab order; an open one's are in it. */
export const ClosedContentIsNotFocusable: Story = {
  // A behaviour check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: {
    items: [
      {
        value: 'resources',
        title: 'Resources',
        // A link in a sentence: the inline exception of WCAG 2.5.8 (a lone 18 px link would
        // need 24 px of room around it wherever the story is shown).
        content: (
          <p>
            <a href="#guides">Read the guides</a> before you pick a component.
          </p>
        ),
      },
      { value: 'support', title: 'Support', content: 'Ask in the discussion forum.' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Support' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Resources' }));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Read the guides' })).toHaveFocus();
  },
};

/** With `multiple={false}` opening a section closes the open one. */
export const OneAtATime: Story = {
  args: { multiple: false, defaultValue: ['what'] },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second!);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

/** One section open, for review. */
export const WithOpenSection: Story = {
  args: { defaultValue: ['dark'] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Does it support a dark scheme?' }),
    ).toBeVisible();
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: { defaultValue: ['what'] },
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/** A wrong heading level is reported in development and falls back to h3. */
export const UnknownHeadingLevel: Story = {
  // A misuse check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { headingLevel: 9 as never },
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expectDevWarning(
      warnSpy,
      'Accordion: prop "headingLevel" got 9; expected one of 2, 3, 4, 5, 6; using 3.',
    );
  },
};
