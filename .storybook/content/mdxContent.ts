/**
 * Reads one MDX docs page into what search and the Markdown twin need: its sections (each with
 * the anchor id the live page gives its heading), their text, code and props, and the page as
 * plain Markdown.
 *
 * Anchors are made exactly as the live page makes them: Storybook compiles MDX with
 * `rehype-slug`, which runs GitHub's slugger over every heading of the file in order, so a
 * heading's id depends on the headings before it ("Usage", "Usage" → `usage`, `usage-1`).
 * Blocks that only render something (`<Title />`, `<Canvas />`, `<PropsTable />`, the site's
 * own blocks) are replaced by the text they show, supplied by the caller, so this module stays
 * free of the file system and is unit-tested on strings.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown, mdxToMarkdown } from 'mdast-util-mdx';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import { mdxjs } from 'micromark-extension-mdxjs';
/** One row of a props reference, as the page's ParameterTable shows it. */
export interface PropEntry {
  name: string;
  type?: string;
  defaultValue?: string;
  required?: boolean;
  comment?: string;
}

/** A props reference as the page shows it: the component's name and its docgen entries. */
export interface PropsBlock {
  component: string;
  entries: PropEntry[];
}

export interface CodeSample {
  language: string;
  value: string;
}

export interface ContentContext {
  /** The page title, as `<Title />` renders it. */
  title: string;
  /**
   * The props reference of `<PropsTable />` (the page's component, `of` undefined) or of
   * `<PropsTable of={Name} />`; undefined when the component has no docgen.
   */
  props: (of: string | undefined) => PropsBlock | undefined;
  /** The name a story shows under, from its reference (`AccordionStories.Keyboard`). */
  storyName?: (reference: string) => string | undefined;
  /** The code of a story's example, as a reader would write it (see `.storybook/exampleCode.ts`). */
  storyCode?: (reference: string) => string | undefined;
  /** The page component's description, which `<Description />` shows. */
  description?: string;
  /** Values the page's `{expressions}` may read (`productName`, `licenseMessage`, …). */
  scope?: Record<string, unknown>;
  /** Markdown standing for a block that renders site content (`<Hero />`). */
  blocks?: Record<string, () => string>;
  /** Rewrites a link of the page so it works from the Markdown twin. */
  rewriteLink?: (url: string) => string;
}

export interface ContentSection {
  /** The heading's id on the live page; empty for the text before the first heading. */
  anchor: string;
  /** The heading's text; empty for the text before the first heading. */
  heading: string;
  /** 2 for h2, 3 for h3; 1 for the text before the first heading. */
  level: number;
  /** Prose and inline code, as plain text. */
  text: string;
  code: CodeSample[];
  props: PropsBlock[];
}

export interface PageContent {
  title: string;
  /** The first sentence of the page's opening text. */
  summary: string;
  sections: ContentSection[];
  markdown: string;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Headings that start a section: the ones the "On this page" column lists. */
const SECTION_LEVELS = new Set([2, 3]);

export function parseMdx(source: string): Root {
  return fromMarkdown(source, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
}

/** The text `rehype-slug` slugs: the heading's text content, inline code included. */
function headingText(heading: Heading): string {
  return toString(heading, { includeImageAlt: false, includeHtml: false }).trim();
}

/** Gives every heading the id the live page gives it, in document order, as rehype-slug does. */
export function assignAnchors(tree: Root): Map<Heading, string> {
  const slugger = new GithubSlugger();
  const anchors = new Map<Heading, string>();
  const visit = (node: Nodes) => {
    if (node.type === 'heading') anchors.set(node, slugger.slug(headingText(node)));
    if ('children' in node) node.children.forEach((child) => visit(child as Nodes));
  };
  visit(tree);
  return anchors;
}

function attribute(element: JsxElement, name: string): MdxJsxAttribute | undefined {
  return element.attributes.find(
    (candidate): candidate is MdxJsxAttribute =>
      candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
}

/** An attribute's literal text or its `{expression}` source. */
function attributeSource(element: JsxElement, name: string): string | undefined {
  const value = attribute(element, name)?.value;
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? JSON.stringify(value) : value.value;
}

/** Evaluates a page expression against the known scope; anything else yields undefined. */
export function evaluateExpression(
  expression: string,
  scope: Record<string, unknown> = {},
): unknown {
  const source = expression.trim();
  if (source === '') return undefined;
  try {
    const names = Object.keys(scope);
    // The same code Storybook runs when it renders the page, limited to the scope given.
    const evaluate = new Function(...names, `"use strict"; return (${source});`) as (
      ...values: unknown[]
    ) => unknown;
    return evaluate(...names.map((name) => scope[name]));
  } catch {
    return undefined;
  }
}

const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

function inlineCode(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const padding = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${padding}${text}${padding}${fence}`;
}

/** A props reference as a Markdown table: name, type, default and description. */
export function propsTableMarkdown(block: PropsBlock): string {
  const rows = block.entries.map((entry) => {
    const name = `${inlineCode(entry.name)}${entry.required ? ' (required)' : ''}`;
    const type = entry.type === undefined ? '' : inlineCode(cell(entry.type));
    const defaultValue =
      entry.defaultValue === undefined ? '' : inlineCode(cell(entry.defaultValue));
    const comment = entry.comment === undefined ? '' : cell(entry.comment);
    return `| ${name} | ${type} | ${defaultValue} | ${comment} |`;
  });
  return [
    `**${block.component} props**`,
    '',
    '| Prop | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function textNode(value: string): PhrasingContent {
  return { type: 'text', value };
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

function expressionValue(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

interface Resolver {
  context: ContentContext;
  anchors: Map<Heading, string>;
  /** Props blocks by the html node that prints them. */
  propsByNode: Map<RootContent, PropsBlock>;
}

function resolveElement(element: JsxElement, resolver: Resolver): RootContent[] {
  const { context } = resolver;
  const name = element.name ?? '';
  const children = () => resolveChildren(element.children as RootContent[], resolver);
  switch (name) {
    case 'Meta':
      return [];
    case 'Title':
      return [{ type: 'heading', depth: 1, children: [textNode(context.title)] }];
    case 'Description':
      return context.description ? [paragraph([textNode(context.description)])] : [];
    case 'Canvas':
    case 'Story': {
      const reference = attributeSource(element, 'of');
      const story = reference ? context.storyName?.(reference) : undefined;
      if (!reference || !story) return [];
      const code = context.storyCode?.(reference);
      return [
        paragraph([{ type: 'emphasis', children: [textNode(`Example: ${story}`)] }]),
        ...(code ? [{ type: 'code' as const, lang: 'tsx', value: code }] : []),
      ];
    }
    case 'Source': {
      const code = attributeSource(element, 'code');
      const value = code === undefined ? undefined : evaluateExpression(code, context.scope);
      if (typeof value !== 'string') return [];
      const language = attributeSource(element, 'language');
      const lang = language ? evaluateExpression(language, context.scope) : undefined;
      return [{ type: 'code', lang: typeof lang === 'string' ? lang : 'tsx', value }];
    }
    case 'PropsTable': {
      const block = context.props(attributeSource(element, 'of'));
      if (!block || block.entries.length === 0) return [];
      const node: RootContent = { type: 'html', value: propsTableMarkdown(block) };
      resolver.propsByNode.set(node, block);
      return [node];
    }
    default: {
      const block = context.blocks?.[name];
      if (block) return resolveChildren(parseMdx(block()).children, resolver);
      // Layout wrappers (`<div>`) and components with text inside keep their text.
      return children();
    }
  }
}

function resolveNode(node: RootContent, resolver: Resolver): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression': {
      const value = expressionValue(evaluateExpression(node.value, resolver.context.scope));
      return value === undefined ? [] : [paragraph([textNode(value)])];
    }
    case 'mdxTextExpression': {
      const value = expressionValue(evaluateExpression(node.value, resolver.context.scope));
      return value === undefined ? [] : [textNode(value)];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return resolveElement(node, resolver);
    case 'link': {
      const url = resolver.context.rewriteLink?.(node.url) ?? node.url;
      return [
        { ...node, url, children: resolveChildren(node.children, resolver) },
      ] as RootContent[];
    }
    case 'heading': {
      const resolved: Heading = {
        ...node,
        children: resolveChildren(node.children, resolver) as PhrasingContent[],
      };
      const anchor = resolver.anchors.get(node);
      if (anchor !== undefined) resolver.anchors.set(resolved, anchor);
      return [resolved];
    }
    default:
      if ('children' in node) {
        return [
          { ...node, children: resolveChildren(node.children as RootContent[], resolver) },
        ] as RootContent[];
      }
      return [node];
  }
}

function resolveChildren(nodes: readonly RootContent[], resolver: Resolver): RootContent[] {
  const resolved = nodes.flatMap((node) => resolveNode(node, resolver));
  // A paragraph whose only content was a block (`<Title />` inline) carries blocks: lift them.
  return resolved.flatMap((node) =>
    node.type === 'paragraph' &&
    node.children.some((child) => !isPhrasing(child as unknown as RootContent))
      ? (node.children as unknown as RootContent[])
      : [node],
  );
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);

function isPhrasing(node: RootContent): boolean {
  return PHRASING.has(node.type);
}

/** Plain text of a block: words of nested blocks separated by a space, code left out. */
function plainText(node: RootContent): string {
  if (node.type === 'code' || node.type === 'html') return '';
  if (node.type === 'inlineCode' || node.type === 'text') return node.value;
  if (!('children' in node)) return '';
  const separator = isPhrasing(node) || node.type === 'paragraph' || node.type === 'heading';
  return (node.children as RootContent[]).map(plainText).join(separator ? '' : ' ');
}

function collectCode(node: RootContent, into: CodeSample[]) {
  if (node.type === 'code') into.push({ language: node.lang ?? 'text', value: node.value });
  else if ('children' in node) {
    (node.children as RootContent[]).forEach((child) => collectCode(child, into));
  }
}

function collectProps(node: RootContent, resolver: Resolver, into: PropsBlock[]) {
  const block = resolver.propsByNode.get(node);
  if (block) into.push(block);
  else if ('children' in node) {
    (node.children as RootContent[]).forEach((child) => collectProps(child, resolver, into));
  }
}

function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(clean);
  return (match?.[1] ?? clean).trim();
}

export function readPage(source: string, context: ContentContext): PageContent {
  const tree = parseMdx(source);
  const resolver: Resolver = { context, anchors: assignAnchors(tree), propsByNode: new Map() };
  const resolved: Root = { type: 'root', children: resolveChildren(tree.children, resolver) };

  const sections: ContentSection[] = [];
  let current: ContentSection = {
    anchor: '',
    heading: '',
    level: 1,
    text: '',
    code: [],
    props: [],
  };
  const texts: string[] = [];
  const flush = () => {
    current.text = texts.join(' ').replace(/\s+/g, ' ').trim();
    texts.length = 0;
    if (current.text || current.code.length || current.props.length || current.heading) {
      sections.push(current);
    }
  };
  let summary = '';
  for (const node of resolved.children) {
    const anchor = node.type === 'heading' ? resolver.anchors.get(node) : undefined;
    if (node.type === 'heading' && SECTION_LEVELS.has(node.depth) && anchor !== undefined) {
      flush();
      current = {
        anchor,
        heading: plainText(node).trim(),
        level: node.depth,
        text: '',
        code: [],
        props: [],
      };
      continue;
    }
    if (node.type === 'heading' && node.depth === 1) continue;
    const text = plainText(node);
    if (!summary && node.type === 'paragraph' && text.trim()) summary = firstSentence(text);
    texts.push(text);
    collectCode(node, current.code);
    collectProps(node, resolver, current.props);
  }
  flush();

  const markdown = toMarkdown(resolved, {
    extensions: [mdxToMarkdown()],
    bullet: '-',
    emphasis: '_',
    fences: true,
    rule: '-',
  });
  return { title: context.title, summary, sections, markdown };
}
