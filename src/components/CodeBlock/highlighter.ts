/**
 * The syntax highlighter of code blocks: Prism's light build with only the grammars the docs
 * use registered, so a page with a code block does not ship every language Prism knows.
 *
 * react-syntax-highlighter has no `exports` map and its ESM entry re-exports every build, so the
 * grammars and the light build are imported by their full file paths (with `.js`, which plain
 * Node ESM requires). Its types come from a dev-only `@types` package: the component is typed
 * here with the props code blocks pass, so no public declaration file mentions that package.
 *
 * Code blocks style the highlighted code with classes only. The highlighter would still write
 * `style` attributes on the `code` element and on each line number, and a page whose Content
 * Security Policy allows only its nonce's styles refuses those in server-rendered HTML (and logs
 * each). `StylelessCode` and `renderWithoutStyles` leave them out; the code block's style sheet
 * has what they said.
 */
import {
  createElement,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import createHighlightedElement from 'react-syntax-highlighter/dist/esm/create-element.js';
import bash from 'react-syntax-highlighter/dist/esm/languages/prism/bash.js';
import css from 'react-syntax-highlighter/dist/esm/languages/prism/css.js';
import javascript from 'react-syntax-highlighter/dist/esm/languages/prism/javascript.js';
import json from 'react-syntax-highlighter/dist/esm/languages/prism/json.js';
import jsx from 'react-syntax-highlighter/dist/esm/languages/prism/jsx.js';
import markdown from 'react-syntax-highlighter/dist/esm/languages/prism/markdown.js';
import markup from 'react-syntax-highlighter/dist/esm/languages/prism/markup.js';
import tsx from 'react-syntax-highlighter/dist/esm/languages/prism/tsx.js';
import typescript from 'react-syntax-highlighter/dist/esm/languages/prism/typescript.js';
import PrismLight from 'react-syntax-highlighter/dist/esm/prism-light.js';

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

/** The props code blocks pass to the highlighter. */
export interface HighlighterProps {
  language: string;
  children: string;
  useInlineStyles?: boolean;
  showLineNumbers?: boolean;
  tabIndex?: number;
  /** Props of the `code` element (they replace the highlighter's own class name). */
  codeTagProps?: { className?: string; ref?: Ref<HTMLElement> };
  PreTag?: keyof HTMLElementTagNameMap | ComponentType<{ children?: ReactNode }>;
  CodeTag?: ComponentType<ComponentPropsWithRef<'code'>>;
  renderer?: (props: HighlightedRows) => ReactNode;
}

/** A node of the highlighted code: an element with its properties, or text. */
interface HighlightedNode {
  type: 'element' | 'text';
  value?: string | number;
  tagName?: keyof HTMLElementTagNameMap;
  properties?: { className: string[]; style?: unknown; [property: string]: unknown };
  children?: HighlightedNode[];
}

/** What the highlighter hands its renderer. */
interface HighlightedRows {
  rows: HighlightedNode[];
  stylesheet: Record<string, Record<string, string | number>>;
  useInlineStyles: boolean;
}

const withoutStyle = ({ properties, children, ...node }: HighlightedNode): HighlightedNode => {
  if (!properties) return node;
  const { style: _style, ...rest } = properties;
  return { ...node, properties: rest, children: children?.map(withoutStyle) };
};

/** Renders the highlighted lines as the highlighter does, without their `style` attributes. */
export const renderWithoutStyles = ({
  rows,
  stylesheet,
  useInlineStyles,
}: HighlightedRows): ReactNode[] =>
  rows.map((node, index) =>
    createHighlightedElement({
      node: withoutStyle(node),
      stylesheet,
      useInlineStyles,
      key: `code-segment${index}`,
    }),
  );

/** The `code` element without the `white-space` the highlighter writes on it. */
export function StylelessCode({
  style: _style,
  ...props
}: ComponentPropsWithRef<'code'>): ReactNode {
  return createElement('code', props);
}

for (const grammar of [typescript, tsx, javascript, jsx, json, bash, css, markup, markdown]) {
  PrismLight.registerLanguage(grammar.displayName, grammar);
}
// Prism has no MDX grammar; Markdown highlights its prose, headings and fences.
PrismLight.alias({ markdown: ['mdx'] });

export const isCodeLanguage = (language: string): language is CodeLanguage =>
  (codeLanguages as readonly string[]).includes(language);

export const SyntaxHighlighter: ComponentType<HighlighterProps> = PrismLight;
