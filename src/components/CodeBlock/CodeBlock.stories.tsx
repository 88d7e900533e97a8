import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, type MockInstance } from 'storybook/test';
import { CodeBlock } from './CodeBlock';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';
import { announcerRegion } from '../../../stories/support/announcer';

const tsxSample = `import { Button, ThemeProvider } from '@tessera/react';

/** The app's root: the theme around everything. */
export function App() {
  const [count, setCount] = useState(0);
  return (
    <ThemeProvider colorScheme="light">
      <Button onClick={() => setCount(count + 1)}>Clicked {count} times</Button>
    </ThemeProvider>
  );
}`;

const meta = {
  title: 'Components/CodeBlock',
  component: CodeBlock,
  args: { language: 'tsx', children: tsxSample },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('figure')!;
    await expect(block).toHaveAttribute('data-language', 'tsx');
    await expect(canvasElement.querySelectorAll('.linenumber')).toHaveLength(11);
    await expect(canvasElement.querySelector('.token.keyword')).toHaveTextContent('import');
  },
};

/** Without `language` the code is read as TypeScript. */
export const DefaultLanguage: Story = {
  args: {
    language: undefined,
    children: `export type Tone = 'primary' | 'secondary';\nconst fallback: Tone = 'primary';`,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('figure')).toHaveAttribute('data-language', 'ts');
    await expect(canvasElement.querySelector('.token.string')).toHaveTextContent("'primary'");
  },
};

/** A file name or caption in a header; the copy button moves into it. */
export const WithTitle: Story = {
  args: { title: 'src/App.tsx' },
  play: async ({ canvas }) => {
    const caption = canvas.getByText('src/App.tsx');
    await expect(caption.closest('figcaption')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeVisible();
  },
};

/** The code can come as a `code` prop instead of children, as MDX pages pass it. */
export const CodeProp: Story = {
  args: { children: undefined, code: 'const theme = useTheme();\n', language: 'ts', minimal: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('code')).toHaveTextContent(
      'const theme = useTheme();',
    );
    // The trailing newline of a template literal does not become an empty last line.
    await expect(canvasElement.querySelector('code')!.textContent).toBe(
      'const theme = useTheme();',
    );
  },
};

export const Slim: Story = {
  args: { slim: true, language: 'bash', children: 'npm install @tessera/react' },
};

/** No line numbers: for one-liners and prose-like snippets. */
export const Minimal: Story = {
  args: { minimal: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.linenumber')).toHaveLength(0);
  },
};

export const SlimAndMinimal: Story = {
  args: {
    slim: true,
    minimal: true,
    language: 'bash',
    children: 'npm install @tessera/react @emotion/react',
  },
};

/** The grammars a docs page can use; each ships only because it is registered. */
export const Languages: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CodeBlock language="json" title="package.json">
        {`{\n  "name": "@tessera/react",\n  "version": "0.4.1",\n  "private": false\n}`}
      </CodeBlock>
      <CodeBlock language="css" title="reset.css">
        {`:root {\n  --tessera-primary: #6187fe;\n}\n\nbody { margin: 0; }`}
      </CodeBlock>
      <CodeBlock language="html" title="index.html">
        {`<main id="root" class="app">\n  <h1>Tessera</h1>\n</main>`}
      </CodeBlock>
      <CodeBlock language="mdx" title="Button.mdx">
        {`# Button\n\nButtons **start actions**.\n\n<Canvas of={Stories.Primary} />`}
      </CodeBlock>
      <CodeBlock language="js" minimal>
        {`const answer = 42; // the answer`}
      </CodeBlock>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll('figure');
    await expect(blocks).toHaveLength(5);
    for (const block of blocks) {
      await expect(block.querySelector('.token')).not.toBeNull();
    }
  },
};

const longLine = `export const message = 'This line is much longer than the block is wide, so the block scrolls sideways instead of wrapping or widening the page around it: ${'lorem ipsum '.repeat(6)}';`;

/** Long lines scroll inside the block; the page around it keeps its width. */
export const LongLines: Story = {
  args: { language: 'ts', children: `${longLine}\nexport const short = 1;` },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <CodeBlock {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector('pre')!;
    const block = canvasElement.querySelector('figure')!;
    await expect(block.getBoundingClientRect().width).toBeLessThanOrEqual(480);
    await expect(pre.scrollWidth).toBeGreaterThan(pre.clientWidth);
    // Keyboard users can reach the scrollable code and scroll it with the arrow keys.
    await userEvent.tab();
    await expect(canvasElement.querySelector('button')).toHaveFocus();
    await userEvent.tab();
    await expect(pre).toHaveFocus();
    await expect(getComputedStyle(pre).overflowX).toBe('auto');
    pre.scrollTo({ left: 200, behavior: 'instant' });
    await waitFor(() => expect(pre.scrollLeft).toBe(200));
    await expect(block.getBoundingClientRect().width).toBeLessThanOrEqual(480);
    pre.scrollTo({ left: 0, behavior: 'instant' });
  },
};

let writeText: MockInstance<Clipboard['writeText']> | undefined;

/**
 * Copy: idle, then "Copied" for 1000 ms, then idle again. A timing check more than a state:
 * kept out of the sidebar and docs.
 */
export const CopySucceeds: Story = {
  tags: ['!dev', '!autodocs'],
  args: { title: 'src/App.tsx' },
  beforeEach: () => {
    writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText?.mockRestore();
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy code' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith(tsxSample);
    await waitFor(() => expect(button).toHaveAccessibleName('Copied'));
    const copiedAt = performance.now();
    await expect(button).toHaveAttribute('data-status', 'copied');
    await expect(canvas.getByText('Copied', { selector: '[aria-hidden]' })).toBeVisible();
    await waitFor(() => expect(announcerRegion('polite')).toHaveTextContent('Copied'));
    // The button renders no status element of its own.
    await expect(canvas.queryByRole('status')).toBeNull();

    await waitFor(() => expect(button).toHaveAccessibleName('Copy code'), {
      timeout: 3000,
      interval: 20,
    });
    const confirmationLasted = performance.now() - copiedAt;
    await expect(confirmationLasted).toBeGreaterThan(850);
    await expect(confirmationLasted).toBeLessThan(1800);
    await expect(button).toHaveAttribute('data-status', 'idle');
  },
};

let errorSpy: MockInstance<typeof console.error> | undefined;

/**
 * The browser refuses the write, and the copy command that stands in for the Clipboard API as
 * well: the button says so, the code is selected for a copy by hand, the failure is announced at
 * once and logged.
 */
export const CopyFails: Story = {
  args: { title: 'src/App.tsx' },
  beforeEach: () => {
    writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    const copyCommand = spyOn(document, 'execCommand').mockReturnValue(false);
    errorSpy = spyOn(console, 'error').mockImplementation(() => {});
    return () => {
      writeText?.mockRestore();
      copyCommand.mockRestore();
      errorSpy?.mockRestore();
    };
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Copy code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Copy failed: code selected'));
    await expect(errorSpy).toHaveBeenCalledWith(
      'Error copying to clipboard',
      expect.any(DOMException),
    );
    await expect(errorSpy).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-status', 'failed');
    await expect(
      canvas.getByText('Copy failed: code selected', { selector: '[aria-hidden]' }),
    ).toBeVisible();
    // The code, and only the code, is selected: the line numbers cannot be selected.
    const code = canvasElement.querySelector('pre code');
    const selection = document.getSelection();
    await expect(code?.contains(selection?.anchorNode ?? null)).toBe(true);
    await expect(selection?.toString().replace(/\s+/g, ' ').trim()).toBe(
      tsxSample.replace(/\s+/g, ' ').trim(),
    );
    await waitFor(() =>
      expect(announcerRegion('assertive')).toHaveTextContent('Copy failed: code selected'),
    );
    await expect(announcerRegion('polite')?.textContent ?? '').not.toContain('Copied');
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: { title: 'src/App.tsx' },
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/** An unknown language is reported in development and the code is shown as plain text. */
export const UnknownLanguage: Story = {
  tags: ['!dev', '!autodocs'],
  args: { language: 'cobol' as never, children: 'DISPLAY "HELLO".', minimal: true },
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('DISPLAY "HELLO".')).toBeVisible();
    await expect(canvasElement.querySelector('figure')).toHaveAttribute('data-language', 'text');
    await expectDevWarning(
      warnSpy,
      expect.stringMatching(/^CodeBlock: prop "language" got "cobol"; expected one of "/),
    );
  },
};
