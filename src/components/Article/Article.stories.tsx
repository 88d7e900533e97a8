import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Blockquote } from '../Blockquote';
import { Code } from '../Code';
import { CodeBlock } from '../CodeBlock';
import { List } from '../List';
import { Article } from './Article';

const body = (
  <>
    <p>
      Tessera 0.4.1 brings the dark scheme to every component. Wrap your app in{' '}
      <Code>ThemeProvider</Code> with <Code>colorScheme="dark"</Code> and everything below it
      follows, including dialogs and toasts rendered in portals.
    </p>
    <h2>What changed</h2>
    <List
      items={[
        'Every colour is a CSS custom property with a Display P3 upgrade.',
        'Code blocks use Tessera’s own syntax colours in both schemes.',
        'Images zoom with a 24 px margin and close on scroll.',
      ]}
    />
    <h2>Upgrading</h2>
    <p>Update the package; no code changes are needed.</p>
    <CodeBlock language="bash" slim minimal>
      npm install @tessera/react@0.4.1
    </CodeBlock>
    <Blockquote title="A reader">Finally, code samples that are readable at night.</Blockquote>
  </>
);

const meta = {
  title: 'Containers/Article',
  component: Article,
  args: {
    eyebrow: 'Release notes',
    title: 'Tessera 0.4.1',
    lead: 'Dark scheme everywhere, Display P3 colours and a calmer image zoom.',
    children: body,
  },
} satisfies Meta<typeof Article>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tessera 0.4.1' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const paragraph = canvasElement.querySelector<HTMLElement>('[data-part="body"]')!;
    // A readable measure: the text column stays well under the content width.
    await expect(paragraph.getBoundingClientRect().width).toBeLessThan(760);
  },
};

/** From 1110 px up an aside sits beside the text; the whole stays within 1074 px. */
export const WithAside: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop1600', isRotated: false } },
  args: {
    aside: (
      <nav aria-label="In this article">
        <List
          marker="none"
          compact
          items={[<a href="#what-changed">What changed</a>, <a href="#upgrading">Upgrading</a>]}
        />
      </nav>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const aside = canvas.getByRole('complementary');
    const article = canvas.getByRole('article');
    await expect(aside.getBoundingClientRect().left).toBeGreaterThan(
      article.getBoundingClientRect().right,
    );
    const layout = canvasElement.querySelector('[data-has-aside]')!;
    await expect(layout.getBoundingClientRect().width).toBeLessThanOrEqual(1074);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const OnDarkBackground: Story = { globals: { colorScheme: 'dark' } };
