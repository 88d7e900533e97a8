import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Blockquote } from './Blockquote';

const meta = {
  title: 'Components/Blockquote',
  component: Blockquote,
  args: {
    children: 'The most damaging phrase in the language is “We’ve always done it this way!”',
    title: 'Grace Hopper',
    cite: 'Computerworld, 1976',
  },
} satisfies Meta<typeof Blockquote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const quote = canvasElement.querySelector('blockquote')!;
    await expect(quote).toHaveTextContent('The most damaging phrase');
    await expect(canvas.getByText('Grace Hopper').tagName).toBe('STRONG');
    await expect(canvas.getByText('Computerworld, 1976').tagName).toBe('CITE');
    await expect(quote).not.toHaveAttribute('cite');
  },
};

/** A source given as an address becomes the quote's `cite` attribute and a link. */
export const WithSourceAddress: Story = {
  args: {
    children: 'Simplicity is prerequisite for reliability.',
    title: 'Edsger W. Dijkstra',
    cite: 'https://www.cs.utexas.edu/~EWD/',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('blockquote')).toHaveAttribute(
      'cite',
      'https://www.cs.utexas.edu/~EWD/',
    );
    await expect(
      canvas.getByRole('link', { name: 'https://www.cs.utexas.edu/~EWD/' }),
    ).toBeVisible();
  },
};

export const WithoutAttribution: Story = {
  args: { title: undefined, cite: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('figcaption')).toBeNull();
  },
};

/** Several paragraphs. */
export const LongQuote: Story = {
  args: {
    title: 'Ada Lovelace',
    cite: 'Notes on the Analytical Engine, 1843',
    children: (
      <>
        <p>
          The Analytical Engine has no pretensions whatever to originate anything. It can do
          whatever we know how to order it to perform.
        </p>
        <p>
          It can follow analysis; but it has no power of anticipating any analytical relations or
          truths.
        </p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('blockquote > p')).toHaveLength(2);
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
};
