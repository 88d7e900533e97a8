/**
 * How MDX pages render code: fenced blocks become the library's CodeBlock (highlighting, copy
 * button, line numbers), inline code becomes the library's Code.
 *
 * Inline code sits inside paragraphs, so it renders no block element: it takes the theme of the
 * docs page around it (DocsPage's ThemeProvider) and, outside one, an Emotion theme alone, never
 * a nested ThemeProvider, whose scheme wrapper is a `<div>`.
 */
import { ThemeProvider as EmotionThemeProvider, useTheme } from '@emotion/react';
import { isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import {
  Code,
  CodeBlock,
  codeLanguages,
  type CodeLanguage,
  ThemeProvider,
  createTheme,
} from '../../src';
import { useSiteScheme } from './siteScheme';

const languageAliases: Record<string, CodeLanguage> = { sh: 'bash', shell: 'bash', html: 'markup' };

function toLanguage(className: string | undefined): CodeLanguage {
  const name = /language-(\w+)/.exec(className ?? '')?.[1] ?? 'ts';
  const language = languageAliases[name] ?? name;
  return (codeLanguages as readonly string[]).includes(language)
    ? (language as CodeLanguage)
    : 'ts';
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

function MdxPre({ children }: HTMLAttributes<HTMLPreElement>) {
  const code = isValidElement<{ className?: string; children?: ReactNode }>(children)
    ? children
    : null;
  const text = textOf(code?.props.children ?? children).replace(/\n$/, '');
  const language = toLanguage(code?.props.className);
  // The block's own provider takes the site's scheme: its highlighting colours come from the theme.
  const scheme = useSiteScheme();
  return (
    <ThemeProvider globalStyles={false} colorScheme={scheme}>
      <div className="sb-unstyled" style={{ margin: '16px 0' }}>
        <CodeBlock language={language} minimal={language === 'bash'}>
          {text}
        </CodeBlock>
      </div>
    </ThemeProvider>
  );
}

const fallbackTheme = createTheme('light');

function MdxCode({ children, className }: HTMLAttributes<HTMLElement>) {
  const theme = useTheme();
  const code = <Code className={className}>{children}</Code>;
  if ('colors' in theme) return code;
  return <EmotionThemeProvider theme={fallbackTheme}>{code}</EmotionThemeProvider>;
}

export const mdxComponents = { pre: MdxPre, code: MdxCode };
