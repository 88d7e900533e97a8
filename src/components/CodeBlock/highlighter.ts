/// <reference types="react-syntax-highlighter" />
/**
 * The syntax highlighter of code blocks: Prism's light build with only the grammars the docs
 * use registered, so a page with a code block does not ship every language Prism knows.
 */
import bash from 'react-syntax-highlighter/dist/esm/languages/prism/bash';
import css from 'react-syntax-highlighter/dist/esm/languages/prism/css';
import javascript from 'react-syntax-highlighter/dist/esm/languages/prism/javascript';
import json from 'react-syntax-highlighter/dist/esm/languages/prism/json';
import jsx from 'react-syntax-highlighter/dist/esm/languages/prism/jsx';
import markdown from 'react-syntax-highlighter/dist/esm/languages/prism/markdown';
import markup from 'react-syntax-highlighter/dist/esm/languages/prism/markup';
import tsx from 'react-syntax-highlighter/dist/esm/languages/prism/tsx';
import typescript from 'react-syntax-highlighter/dist/esm/languages/prism/typescript';
import SyntaxHighlighter from 'react-syntax-highlighter/dist/esm/prism-light';

/** Languages a code block highlights; others are shown as plain text. */
export const codeLanguages = [
  'ts',
  'typescript',
  'tsx',
  'js',
  'javascript',
  'jsx',
  'json',
  'bash',
  'sh',
  'shell',
  'css',
  'html',
  'markup',
  'xml',
  'svg',
  'md',
  'markdown',
  'mdx',
  'text',
] as const;

export type CodeLanguage = (typeof codeLanguages)[number];

for (const grammar of [typescript, tsx, javascript, jsx, json, bash, css, markup, markdown]) {
  SyntaxHighlighter.registerLanguage(grammar.displayName, grammar);
}
// Prism has no MDX grammar; Markdown highlights its prose, headings and fences.
SyntaxHighlighter.alias({ markdown: ['mdx'] });

export const isCodeLanguage = (language: string): language is CodeLanguage =>
  (codeLanguages as readonly string[]).includes(language);

export { SyntaxHighlighter };
