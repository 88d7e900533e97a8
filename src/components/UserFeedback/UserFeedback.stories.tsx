import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { UserFeedback } from './UserFeedback';

const meta = {
  title: 'Components/UserFeedback',
  component: UserFeedback,
  args: { onAnswer: fn() },
} satisfies Meta<typeof UserFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, waiting for an answer. */
export const Asking: Story = {
  parameters: { docsExample: { args: { 'aria-label': 'Feedback example' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Did this page help you?')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Did this page help you?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Yes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'No' })).toBeVisible();
  },
};

/**
 * Answering by keyboard: the answer is reported at once, the question stays 500 ms with the
 * chosen answer pressed, then the thank-you line replaces it and takes the focus.
 */
export const AnswerYes: Story = {
  // A timing check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const yes = canvas.getByRole('button', { name: 'Yes' });
    await expect(yes).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const answeredAt = performance.now();
    await expect(args.onAnswer).toHaveBeenCalledWith('yes');
    await expect(yes).toHaveAttribute('aria-pressed', 'true');

    // Further presses during the delay change nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    await expect(args.onAnswer).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Did this page help you?')).toBeVisible();

    const thanks = await canvas.findByText('Thanks for your feedback.', undefined, {
      timeout: 2000,
      interval: 10,
    });
    const waited = performance.now() - answeredAt;
    await expect(waited).toBeGreaterThan(450);
    await expect(waited).toBeLessThan(1200);
    await expect(canvas.queryByText('Did this page help you?')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(thanks).toHaveFocus();
  },
};

/** Each answer can have its own thank-you line. */
export const AnswerNoWithCustomThanks: Story = {
  parameters: { docsExample: { args: { 'aria-label': 'Feedback example with custom thanks' } } },
  args: {
    yesThanks: 'Glad it helped!',
    noThanks: 'Thanks — we will make this page clearer.',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('no');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Thanks — we will make this page clearer.',
      ),
    );
    await expect(canvas.queryByText('Glad it helped!')).toBeNull();
  },
};

/** The settled state after an answer. */
export const Thanked: Story = {
  parameters: { docsExample: { args: { 'aria-label': 'Feedback example, answered' } } },
  args: { delay: 0 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByText('Thanks for your feedback.')).toBeVisible();
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
};
