/**
 * The code of a docs example, read from its stories file.
 *
 * Storybook shows an args story's code as JSX derived from its rendered element. A story whose
 * `render` takes no args is not an args story, and for it Storybook shows the whole story object
 * from the stories file, `play` function and assertions included: "Show code" under Typography's
 * Scale read `play: async ({ canvasElement }) => { … await expect(rendered)…`. The plugin below
 * gives each such story the code a reader would write: the body of its `render`, cut from the
 * stories file as written (so as formatted there), as `parameters.docs.source.code`; a story
 * without a `render` of its own takes the meta's. A story with args whose render keeps state (a
 * function with statements) gets its render written out with the args in it, since the JSX
 * derived from the rendered element shows that state frozen (`open={false}`) and objects made at
 * run time as `[object Object]`. A story that sets its own `docs.source.code` keeps it, and the
 * other stories with args keep Storybook's derived JSX.
 *
 * The Markdown pages (`.storybook/content/`) have no rendered example to derive JSX from, so for
 * them `exampleCodes(…, { fromArgs: true })` also writes args stories out from the file.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync, type Plugin } from 'vite';
import { type ReaderImport, withImportLines } from './docs/exampleImports.js';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && 'type' in value && 'start' in value;

const typeAndParentheses = new Set([
  'TSSatisfiesExpression',
  'TSAsExpression',
  'ParenthesizedExpression',
]);
const parentheses = new Set(['ParenthesizedExpression']);

/** `x satisfies T`, `x as T` and `(x)` stand for `x` (only `(x)` with `parentheses`). */
function unwrap(node: Node, wrappers: ReadonlySet<string> = typeAndParentheses): Node {
  let current = node;
  while (wrappers.has(current.type) && isNode(current.expression)) current = current.expression;
  return current;
}

/** Lines after the first lose the indentation of the last line, which closes the snippet. */
function dedent(text: string): string {
  const lines = text.split('\n');
  if (lines.length === 1) return text;
  const closing = /^[ \t]*/.exec(lines.at(-1)!)![0].length;
  return lines
    .map((line, index) => {
      if (index === 0) return line;
      const indent = /^[ \t]*/.exec(line)![0].length;
      return line.slice(Math.min(indent, closing));
    })
    .join('\n');
}

const isFunction = (node: Node) =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';

const paramsOf = (render: Node) => (Array.isArray(render.params) ? (render.params as Node[]) : []);

/** The reader's code for a render function without parameters, or undefined. */
function renderCode(source: string, render: Node): string | undefined {
  return isFunction(render) && paramsOf(render).length === 0
    ? functionCode(source, render)
    : undefined;
}

/** What a render function shows as its code: the element an arrow returns, or the whole function. */
function shownRange(render: Node): Node | undefined {
  const body = isNode(render.body) ? render.body : undefined;
  if (!body) return;
  // `() => <Example />`: the element; a function with statements stays a function.
  return render.type === 'ArrowFunctionExpression' && body.type !== 'BlockStatement'
    ? unwrap(body)
    : render;
}

/** Text that takes the place of a range of the stories file. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A render function's code, with `edits` (source ranges inside it) applied. */
function functionCode(source: string, render: Node, edits: Edit[] = []): string | undefined {
  const shown = shownRange(render);
  if (!shown) return;
  return dedent(withEdits(source, shown, edits));
}

/** The source of `range` with the edits that fall inside it applied (they must not overlap). */
function withEdits(source: string, range: { start: number; end: number }, edits: Edit[]): string {
  let code = source.slice(range.start, range.end);
  const inside = edits.filter((edit) => edit.start >= range.start && edit.end <= range.end);
  for (const edit of inside.sort((a, b) => b.start - a.start)) {
    code = code.slice(0, edit.start - range.start) + edit.text + code.slice(edit.end - range.start);
  }
  return code;
}

/** A property of an object literal, by its name (`render`, `'aria-label'`). */
function propertyOf(object: Node, name: string): Node | undefined {
  if (object.type !== 'ObjectExpression' || !Array.isArray(object.properties)) return undefined;
  return (object.properties as Node[]).find(
    (property) => property.type === 'Property' && keyName(property) === name,
  );
}

function keyName(property: Node): string | undefined {
  if (property.computed === true) return undefined;
  const key = property.key as { type?: string; name?: string; value?: unknown } | undefined;
  if (key?.type === 'Identifier') return key.name;
  return typeof key?.value === 'string' ? key.value : undefined;
}

/** The `render` of an object literal: null without one, undefined for a method or a non-object. */
function renderOf(object: Node): Node | null | undefined {
  if (object.type !== 'ObjectExpression') return undefined;
  const render = propertyOf(object, 'render');
  if (!render) return null;
  return render.method !== true && isNode(render.value) ? render.value : undefined;
}

/** A top-level declaration of a stories file that an example's code may name. */
interface Definition {
  names: string[];
  start: number;
  end: number;
  /** The code a reader gets instead of the file's text (spies written as handlers). */
  text?: string;
}

const definitionTypes = new Set([
  'FunctionDeclaration',
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
]);

/** A name the stories file imports. */
export interface Imported {
  /** A package name, or the absolute path of a relative import. */
  module: string;
  name: string;
  local: string;
  typeOnly: boolean;
}

/** The named imports of a stories file (a relative module as an absolute path). */
export function storiesImports(fileName: string, source: string): Imported[] {
  return readStories(fileName, source).imports;
}

/** The named imports of an import declaration. */
function importsOf(fileName: string, statement: Node): Imported[] {
  const specifier = (statement.source as { value?: unknown }).value;
  if (typeof specifier !== 'string') return [];
  const module = specifier.startsWith('.')
    ? path.resolve(path.dirname(fileName), specifier)
    : specifier;
  return (statement.specifiers as Node[])
    .filter((item) => item.type === 'ImportSpecifier')
    .map((item) => {
      const local = (item.local as { name: string }).name;
      const imported = item.imported as { name?: string; value?: string };
      const typeOnly = statement.importKind === 'type' || item.importKind === 'type';
      return { module, name: imported.name ?? imported.value ?? local, local, typeOnly };
    });
}

/** The stories file's meta, its exported objects, its other top-level declarations and imports. */
function readStories(fileName: string, source: string) {
  const { program, errors } = parseSync(fileName, source);
  const objects = new Map<string, Node>();
  const exported: string[] = [];
  const definitions: Definition[] = [];
  const imports: Imported[] = [];
  let meta: Node | undefined;
  if (errors.length > 0) return { meta, objects, exported, definitions, imports };
  for (const statement of program.body as unknown as Node[]) {
    if (statement.type === 'ImportDeclaration') imports.push(...importsOf(fileName, statement));
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (statement.type === 'ExportDefaultDeclaration' && isNode(statement.declaration)) {
      meta = unwrap(statement.declaration);
    }
    if (statement === declaration && definitionTypes.has(statement.type)) {
      const id = statement.id as { name?: string } | undefined;
      if (id?.name)
        definitions.push({ names: [id.name], start: statement.start, end: statement.end });
    }
    if (!isNode(declaration) || !Array.isArray(declaration.declarations)) continue;
    const names: string[] = [];
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as { type: string; name?: string } | undefined;
      if (id?.type !== 'Identifier' || !id.name || !isNode(declarator.init)) continue;
      names.push(id.name);
      objects.set(id.name, unwrap(declarator.init));
      if (statement.type === 'ExportNamedDeclaration') exported.push(id.name);
    }
    // Constants the examples use (`tones`, `options`), and a counter a render keeps (`let`).
    if (
      statement === declaration &&
      (declaration.kind === 'const' || declaration.kind === 'let') &&
      names.length > 0
    ) {
      // `const onRename = fn()`: a spy from storybook/test stands for any handler.
      definitions.push({
        names,
        start: statement.start,
        end: statement.end,
        text: withoutSpies(source, statement),
      });
    }
  }
  // `export default meta`, declared above as `const meta = { … }`.
  if (meta?.type === 'Identifier') {
    const name = meta.name as string;
    meta = objects.get(name);
    const own = definitions.findIndex((definition) => definition.names.includes(name));
    if (own >= 0) definitions.splice(own, 1);
  }
  return { meta, objects, exported, definitions, imports };
}

/** The words in code that name no variable: a prop (`footer=`), a member (`x.footer`), a key. */
function keysIn(code: Node): Set<unknown> {
  const keys = new Set<unknown>();
  eachNode(code, (node) => {
    if (node.type === 'JSXAttribute') keys.add(node.name);
    if (node.type === 'MemberExpression' && node.computed !== true) keys.add(node.property);
    if (node.type === 'Property' && node.computed !== true && node.shorthand !== true) {
      keys.add(node.key);
    }
  });
  return keys;
}

/** The names a piece of code refers to (identifiers, not words in its strings or text). */
function namesIn(code: string): Set<string> {
  return referencesIn(code) ?? new Set();
}

/** The names a piece of code refers to, or undefined when it does not parse. */
function referencesIn(code: string): Set<string> | undefined {
  const names = new Set<string>();
  // An example is statements (declarations, then its element) or one expression (a function).
  const parsed = [code, `(${code}\n);`]
    .map((text) => parseSync('example.tsx', text))
    .find(({ errors }) => errors.length === 0);
  if (!parsed) return undefined;
  const program = parsed.program as unknown as Node;
  const keys = keysIn(program);
  eachNode(program, (node) => {
    if ((node.type === 'Identifier' || node.type === 'JSXIdentifier') && !keys.has(node)) {
      names.add(node.name as string);
    }
  });
  return names;
}

/**
 * The code with the file's own declarations it names written above it (and those they name), in
 * the file's order, so that the example reads whole: `const tones = […]` before `tones.map(…)`.
 */
function withDefinitions(source: string, code: string, definitions: Definition[]): string {
  const needed = new Set<Definition>();
  let reading = [code];
  while (reading.length > 0) {
    const named = new Set(reading.flatMap((text) => [...namesIn(text)]));
    reading = [];
    for (const definition of definitions) {
      if (needed.has(definition) || !definition.names.some((name) => named.has(name))) continue;
      needed.add(definition);
      reading.push(source.slice(definition.start, definition.end));
    }
  }
  const written = definitions
    .filter((definition) => needed.has(definition))
    .map((definition) => definition.text ?? source.slice(definition.start, definition.end));
  return [...written, code].join('\n\n');
}

/** The args of an object literal as `[name, value node]`, or null if one cannot be read. */
function argsOf(object: Node | undefined): [string, Node][] | null {
  const args = object ? propertyOf(object, 'args') : undefined;
  if (!args) return [];
  const value = isNode(args.value) ? unwrap(args.value) : undefined;
  if (value?.type !== 'ObjectExpression' || !Array.isArray(value.properties)) return null;
  const read: [string, Node][] = [];
  for (const property of value.properties as Node[]) {
    const name = property.type === 'Property' ? keyName(property) : undefined;
    if (!name || !isNode(property.value) || property.method === true) return null;
    // `children: (<p>…</p>)`: the parentheses only wrap the element across lines.
    read.push([name, unwrap(property.value, parentheses)]);
  }
  return read;
}

/** Code without its comment lines (notes for the stories file's readers, not for the page's). */
const withoutComments = (code: string) =>
  code
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n');

/** Lines after the first indented by `indent`. */
const indented = (code: string, indent: string) => code.replaceAll('\n', `\n${indent}`);

/** A spy from storybook/test: `fn()`. */
function isSpy(value: Node): boolean {
  const callee = value.callee as { type?: string; name?: string } | undefined;
  return value.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'fn';
}

/**
 * Code as written with each spy from storybook/test in it (`fn()`, also deep in an element or an
 * object) written as a handler that does nothing: a reader has no `fn`.
 */
function withoutSpies(source: string, code: Node): string {
  const spies: Edit[] = [];
  eachNode(code, (node) => {
    if (isSpy(node) && !spies.some((spy) => node.start >= spy.start && node.end <= spy.end)) {
      spies.push({ start: node.start, end: node.end, text: '() => {}' });
    }
  });
  return withEdits(source, code, spies);
}

/** An arg's value as code (see `withoutSpies`), without the stories file's comment lines. */
function valueCode(source: string, value: Node): string {
  return withoutComments(dedent(withoutSpies(source, value)));
}

/** One prop as JSX: `label="Save"`, `onClick={() => {}}` for a spy, `items={[…]}`. */
function propCode(source: string, name: string, value: Node): string {
  if (value.type === 'Literal' && typeof value.value === 'string' && !/["\n\\]/.test(value.value)) {
    return `${name}="${value.value}"`;
  }
  if (value.type === 'Literal' && value.value === true) return name;
  return `${name}={${valueCode(source, value)}}`;
}

/** One prop of a story's args: its name, its JSX, and its value as an expression. */
interface Prop {
  name: string;
  code: string;
  value: string;
  /** A spy from storybook/test (`fn()`): the story records the calls, a reader has no handler. */
  spy: boolean;
  /** The value, when it is a literal a condition can be decided on. */
  literal?: Known;
}

/** A story's args as JSX: its props and its children. */
interface ArgsJsx {
  props: Prop[];
  children?: string;
}

/** The meta's args with the story's laid over them (a spread or computed name: undefined). */
function mergedArgs(source: string, meta: Node, story: Node): ArgsJsx | undefined {
  const metaArgs = argsOf(meta);
  const storyArgs = argsOf(story);
  if (!metaArgs || !storyArgs) return undefined;
  const read: ArgsJsx = { props: [] };
  for (const [name, value] of new Map([...metaArgs, ...storyArgs])) {
    if (value.type === 'Identifier' && value.name === 'undefined') continue;
    if (name !== 'children') {
      read.props.push({
        name,
        code: propCode(source, name, value),
        value: valueCode(source, value),
        spy: isSpy(value),
        literal: literalOf(value),
      });
      continue;
    }
    const text = valueCode(source, value);
    read.children =
      value.type === 'Literal' && typeof value.value === 'string'
        ? value.value
        : value.type === 'JSXElement' || value.type === 'JSXFragment'
          ? text
          : `{${text}}`;
  }
  return read;
}

/** `<Name props>` on one line when short, one prop a line otherwise; `/>` closes it when `closed`. */
function openingTag(name: string, props: string[], closed: boolean): string {
  const oneLine = props.length === 0 ? '' : ` ${props.join(' ')}`;
  if (oneLine.length + name.length < 70 && !oneLine.includes('\n')) {
    return `<${name}${oneLine}${closed ? ' />' : '>'}`;
  }
  return `<${name}\n${props.map((prop) => `  ${indented(prop, '  ')}`).join('\n')}\n${closed ? '/>' : '>'}`;
}

/** `<Name props>children</Name>`, or `<Name props />` without children. */
function elementCode(name: string, props: string[], children?: string): string {
  if (children === undefined) return openingTag(name, props, true);
  const opening = openingTag(name, props, false);
  const inner =
    opening.includes('\n') || children.includes('\n')
      ? `\n  ${indented(children, '  ')}\n`
      : children;
  return `${opening}${inner}</${name}>`;
}

/** Calls `visit` for a node and every node inside it, outermost first. */
function eachNode(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) eachNode(child, visit);
    }
  }
}

/** The indentation of the line `position` is on. */
function lineIndent(source: string, position: number): string {
  return /^[ \t]*/.exec(source.slice(source.lastIndexOf('\n', position - 1) + 1))![0];
}

/**
 * An element that spreads the args (`<Alert key={tone} {...args} tone={tone}>`), written with
 * them: the args take the spread's place, less the props the element sets after it, and its own
 * children win over the args' children. Null for an element without the spread; undefined when
 * the args cannot be placed (a second spread, or an explicit prop before the spread that the
 * args would override).
 */
function spreadElementEdit(
  source: string,
  element: Node,
  param: string,
  args: ArgsJsx,
  inner: Edit[] = [],
): Edit | null | undefined {
  const opening = element.openingElement as Node;
  const attributes = opening.attributes as Node[];
  const spreads = attributes.filter((attribute) => attribute.type === 'JSXSpreadAttribute');
  const at = attributes.findIndex(
    (attribute) =>
      attribute.type === 'JSXSpreadAttribute' &&
      (attribute.argument as Node).type === 'Identifier' &&
      (attribute.argument as { name?: string }).name === param,
  );
  if (at < 0) return null;
  if (spreads.length > 1) return undefined;
  const named = (list: Node[]) =>
    new Set(list.map((attribute) => (attribute.name as { name?: string } | undefined)?.name));
  const before = named(attributes.slice(0, at));
  const after = named(attributes.slice(at + 1));
  if (args.props.some((prop) => before.has(prop.name))) return undefined;
  const removed = (attribute: Node) =>
    inner.some(
      (edit) => edit.text === '' && edit.start <= attribute.start && edit.end >= attribute.end,
    );
  const props = attributes.flatMap((attribute, index) =>
    index === at
      ? args.props.filter((prop) => !after.has(prop.name)).map((prop) => prop.code)
      : removed(attribute)
        ? []
        : [dedent(withEdits(source, attribute, inner))],
  );
  const nameNode = opening.name as Node;
  const tag = source.slice(nameNode.start, nameNode.end);
  const indent = lineIndent(source, element.start);
  if (opening.selfClosing === true) {
    const children = after.has('children') ? undefined : args.children;
    const code = elementCode(tag, props, children);
    // Returned on its line (`return <Name {...args} />;`), an element now on several lines is
    // set in parentheses below it, as a formatter writes it.
    const lineStart = source.lastIndexOf('\n', element.start - 1) + 1;
    const returned = /(^|[^\w$])(return|=>)\s*$/.test(source.slice(lineStart, element.start));
    return {
      start: element.start,
      end: element.end,
      text:
        returned && code.includes('\n')
          ? `(\n${indent}  ${indented(code, `${indent}  `)}\n${indent})`
          : indented(code, indent),
    };
  }
  return {
    start: opening.start,
    end: opening.end,
    text: indented(openingTag(tag, props, false), indent),
  };
}

/** What a render's parameters bind, when the page can write the render out. */
interface RenderScope {
  /** The name of the args object (`args`, or the rest of a destructured first parameter). */
  args?: string;
  /** Args the first parameter picks out by name (`{ defaultOpen, ...args }`). */
  picked: Set<string>;
  /** Names of the story context the render reads (`{ viewMode }`), as a docs page has them. */
  context: Map<string, string>;
}

/** The docs page's values of the story context a render may read. */
const docsContext = new Map([['viewMode', 'docs']]);

/** The scope of a render's parameters; undefined for parameters the page cannot write out. */
function scopeOf(params: Node[]): RenderScope | undefined {
  const [first, second, ...rest] = params;
  const scope: RenderScope = { picked: new Set(), context: new Map() };
  if (!first || rest.length > 0) return undefined;
  const shorthand = (property: Node) => {
    const key = property.key as { type?: string; name?: string };
    const value = property.value as { type?: string; name?: string };
    return property.type === 'Property' &&
      property.shorthand === true &&
      key.type === 'Identifier' &&
      value.type === 'Identifier'
      ? key.name
      : undefined;
  };
  if (first.type === 'Identifier') scope.args = first.name as string;
  else if (first.type === 'ObjectPattern') {
    for (const property of first.properties as Node[]) {
      const argument = property.argument as { type?: string; name?: string } | undefined;
      if (property.type === 'RestElement' && argument?.type === 'Identifier') {
        scope.args = argument.name;
        continue;
      }
      const name = shorthand(property);
      if (!name) return undefined;
      scope.picked.add(name);
    }
  } else return undefined;
  if (second) {
    if (second.type !== 'ObjectPattern') return undefined;
    for (const property of second.properties as Node[]) {
      const name = shorthand(property);
      const value = name === undefined ? undefined : docsContext.get(name);
      if (name === undefined || value === undefined) return undefined;
      scope.context.set(name, value);
    }
  }
  return scope;
}

/**
 * A render that passes its args on as a spread (`<Name {...args} />`, also among other props),
 * with the args written in: the render's code with each such element rewritten, a read of one
 * arg (`args.tone`, or `defaultOpen` picked out of the parameter) replaced by its value, and a
 * statement that only calls a spy arg (`args.onDismiss?.();`) left out. What the render decides
 * by the story context is decided as on a docs page (`viewMode === 'docs' ? undefined : x` is
 * `undefined`, and a prop set to `undefined` is left out). A function written out whole loses
 * its parameters, so it reads as a component. Undefined when the render uses its args or the
 * context in any other way (an arg the story does not set, the args passed on whole).
 */
function spreadRenderCode(source: string, render: Node, args: ArgsJsx): string | undefined {
  const params = paramsOf(render);
  const scope = scopeOf(params);
  if (!isFunction(render) || !scope || !isNode(render.body)) return undefined;
  const reads = renderEdits(source, render.body, scope, args);
  if (!reads) return undefined;
  // The args the spread passes on: those the parameter does not pick out by name.
  const spread: ArgsJsx = {
    props: args.props.filter((prop) => !scope.picked.has(prop.name)),
    ...(scope.picked.has('children') || args.children === undefined
      ? {}
      : { children: args.children }),
  };
  const edits: Edit[] = [];
  let placed = true;
  if (scope.args) {
    const name = scope.args;
    eachNode(render.body, (node) => {
      if (node.type !== 'JSXElement') return;
      const edit = spreadElementEdit(source, node, name, spread, reads);
      if (edit === undefined) placed = false;
      else if (edit) edits.push(edit);
    });
  }
  if (!placed) return undefined;
  // An element spreading the args inside another's rewritten props: not written out.
  const ordered = [...edits].sort((a, b) => a.start - b.start);
  if (ordered.some((edit, index) => index > 0 && edit.start < ordered[index - 1]!.end)) return;
  // The reads outside the rewritten elements (those inside are in the elements' text).
  for (const read of reads) {
    if (!ordered.some((edit) => read.start >= edit.start && read.end <= edit.end)) edits.push(read);
  }
  if (shownRange(render) === render && params.length > 0) {
    edits.push({ start: params[0]!.start, end: params.at(-1)!.end, text: '' });
  }
  const code = functionCode(source, render, edits);
  if (!code) return undefined;
  // Any other use of the args or the context is not something the page can write out.
  const names = referencesIn(code);
  const bound = [scope.args, ...scope.picked, ...scope.context.keys()];
  return !names || bound.some((name) => name !== undefined && names.has(name)) ? undefined : code;
}

/** A value the page knows before the example runs (`'docs'`, `undefined`, `false`). */
type Known = { value: string | boolean | null | undefined };

/** A string, boolean or null literal's value. */
const literalOf = (node: Node): Known | undefined =>
  node.type === 'Literal' &&
  (['string', 'boolean'].includes(typeof node.value) || node.value === null)
    ? { value: node.value as string | boolean | null }
    : undefined;

const literalCode = ({ value }: Known) =>
  typeof value === 'string' ? `'${value.replace(/[\\']/g, '\\$&')}'` : String(value);

/**
 * The edits that write out a render's uses of its args and of the story context: a read of one
 * arg (`args.tone`, a picked `defaultOpen`) becomes its value; a statement that only calls a spy
 * arg (`args.onDismiss?.();`) goes, with its line; a condition on known values (the context, an
 * arg the story does not set) becomes the branch it takes, and a prop set to `undefined` goes.
 * Undefined when the render reads an arg the story does not set in any other way.
 */
function renderEdits(
  source: string,
  body: Node,
  scope: RenderScope,
  args: ArgsJsx,
): Edit[] | undefined {
  const props = new Map(args.props.map((prop) => [prop.name, prop]));
  const keys = keysIn(body);
  const picked = (node: Node) =>
    node.type === 'Identifier' && !keys.has(node) && scope.picked.has(node.name as string);
  /** The arg a node reads (`args.tone`, `defaultOpen`): null for no read, undefined if unset. */
  const readOf = (node: Node): Prop | null | undefined => {
    if (picked(node)) return props.get(node.name as string);
    const object = node.object as { type?: string; name?: string } | undefined;
    if (node.type !== 'MemberExpression' || node.computed === true || !scope.args) return null;
    if (object?.type !== 'Identifier' || object.name !== scope.args) return null;
    return props.get((node.property as { name?: string }).name ?? '');
  };
  /** For a condition on known values, what it takes: one of its operands, or a known value. */
  const branchOf = (node: Node): Node | Known | undefined => {
    if (node.type === 'ConditionalExpression') {
      const test = known(node.test as Node);
      return test && ((test.value ? node.consequent : node.alternate) as Node);
    }
    if (node.type !== 'LogicalExpression') return undefined;
    const left = known(node.left as Node);
    if (!left) return undefined;
    const decided =
      node.operator === '&&'
        ? !left.value
        : node.operator === '||'
          ? Boolean(left.value)
          : left.value !== null && left.value !== undefined;
    return decided ? left : (node.right as Node);
  };
  const known = (node: Node): Known | undefined => {
    switch (node.type) {
      case 'Literal':
        return literalOf(node);
      case 'Identifier': {
        const name = node.name as string;
        if (keys.has(node)) return undefined;
        if (name === 'undefined') return { value: undefined };
        if (scope.context.has(name)) return { value: scope.context.get(name) };
        if (!picked(node)) return undefined;
        return props.has(name) ? props.get(name)!.literal : { value: undefined };
      }
      case 'UnaryExpression': {
        const operand = node.operator === '!' ? known(node.argument as Node) : undefined;
        return operand && { value: !operand.value };
      }
      case 'BinaryExpression': {
        // Strict comparisons only: they need no coercion rules.
        const strict = node.operator === '===' || node.operator === '!==';
        const left = strict ? known(node.left as Node) : undefined;
        const right = left && known(node.right as Node);
        if (!left || !right) return undefined;
        return { value: (left.value === right.value) === (node.operator === '===') };
      }
      case 'LogicalExpression':
      case 'ConditionalExpression': {
        const branch = branchOf(node);
        return branch && ('type' in branch ? known(branch) : branch);
      }
      default:
        return undefined;
    }
  };
  /** What the example keeps of a node the page can decide: a known value, or an operand. */
  const taken = (node: Node): Node | Known | undefined => {
    const value = known(node);
    // A literal stays as written; the context read on its own shows nothing a reader writes.
    const context = node.type === 'Identifier' && scope.context.has(node.name as string);
    if (value) return node.type === 'Literal' || context ? undefined : value;
    return branchOf(node);
  };
  const edits: Edit[] = [];
  let readable = true;
  eachNode(body, (node) => {
    if (!readable || edits.some((edit) => node.start >= edit.start && node.end <= edit.end)) {
      return;
    }
    if (node.type === 'ExpressionStatement' && isNode(node.expression)) {
      let call = node.expression;
      if (call.type === 'ChainExpression' && isNode(call.expression)) call = call.expression;
      const callee = call.type === 'CallExpression' && isNode(call.callee) ? call.callee : null;
      if (callee && readOf(callee)?.spy) edits.push(wholeLine(source, node));
      return;
    }
    // `defaultOpen={undefined}`: the prop is not set.
    const expression = (node.value as Node | null | undefined)?.expression as Node | undefined;
    const set = node.type === 'JSXAttribute' && expression ? known(expression) : undefined;
    if (set && set.value === undefined) {
      const before = /\s*$/.exec(source.slice(0, node.start))![0].length;
      edits.push({ start: node.start - before, end: node.end, text: '' });
      return;
    }
    const kept = taken(node);
    if (kept && 'type' in kept) {
      const inner = renderEdits(source, kept, scope, args);
      if (!inner) readable = false;
      else edits.push({ start: node.start, end: node.end, text: withEdits(source, kept, inner) });
      return;
    }
    if (kept) {
      edits.push({ start: node.start, end: node.end, text: literalCode(kept) });
      return;
    }
    // A spy called anywhere else (`() => args.onClick()`) has no handler to stand for it.
    if (node.type === 'CallExpression' && isNode(node.callee) && readOf(node.callee)?.spy) {
      readable = false;
    }
    const read = readOf(node);
    if (read === undefined) readable = false;
    else if (read) edits.push({ start: node.start, end: node.end, text: read.value });
  });
  return readable ? edits : undefined;
}

/** A statement's range to leave out: its whole line when nothing else is on it. */
function wholeLine(source: string, node: Node): Edit {
  const lineStart = source.lastIndexOf('\n', node.start - 1) + 1;
  const lineEnd = source.indexOf('\n', node.end);
  const alone =
    lineEnd >= 0 &&
    /^[ \t]*$/.test(source.slice(lineStart, node.start)) &&
    /^[ \t]*$/.test(source.slice(node.end, lineEnd));
  return alone
    ? { start: lineStart, end: lineEnd + 1, text: '' }
    : { start: node.start, end: node.end, text: '' };
}

/** What `readExamples` reads from a stories file. */
interface Examples {
  /** `[export name, code]` of the stories whose code is written out (see `exampleCodes`). */
  codes: [string, string][];
  /** Every story the file exports, by export name. */
  stories: string[];
  /** The file's imports a reader imports too (with `importsFrom`; otherwise none). */
  readerImports: ReaderImport[];
}

/**
 * `[export name, code]` for each story of a stories file whose render takes no args: its own
 * `render`, or the meta's for a story without one. With `fromArgs`, also the JSX of each story
 * rendered from its args alone (for the Markdown pages; the live site derives that JSX from the
 * rendered example). With `importsFrom`, each code starts with the imports it needs from the
 * packages a reader installs.
 */
export function exampleCodes(
  fileName: string,
  source: string,
  options: { fromArgs?: boolean; importsFrom?: ImportSource } = {},
): [string, string][] {
  return readExamples(fileName, source, options).codes;
}

interface ReadOptions {
  /** Every args story too, rendered from its args (the Markdown pages). */
  fromArgs?: boolean;
  /**
   * An args story whose render is a function with statements (state, handlers) too, written out
   * whole: the JSX Storybook derives from its rendered element shows the state frozen
   * (`open={false}`) and run-time objects (`uploader={[object Object]}`).
   */
  statefulRenders?: boolean;
  importsFrom?: ImportSource;
}

function readExamples(
  fileName: string,
  source: string,
  { fromArgs = false, statefulRenders = false, importsFrom }: ReadOptions = {},
): Examples {
  const { meta, objects, exported, definitions, imports } = readStories(fileName, source);
  const readerImports = importsFrom ? readerImportsOf(imports, importsFrom) : [];
  // Names from the file's own modules that the package does not export (storybook/test aside).
  const unpackaged = importsFrom
    ? imports
        .filter(({ module, name }) => path.isAbsolute(module) && !importsFrom(module, name))
        .map(({ local, module, name }) => ({ local, module, name }))
    : [];
  const metaRender = meta ? renderOf(meta) : undefined;
  const metaCode = metaRender ? renderCode(source, metaRender) : undefined;
  const codes: [string, string][] = [];
  for (const name of exported) {
    const story = objects.get(name)!;
    const render = renderOf(story);
    if (render === undefined) continue;
    let code = render === null ? metaCode : renderCode(source, render);
    const args =
      !code && (fromArgs || statefulRenders) && meta ? mergedArgs(source, meta, story) : undefined;
    if (args) {
      const component = propertyOf(meta!, 'component')?.value as Node | undefined;
      const used = render ?? metaRender;
      if (used) {
        if (fromArgs || shownRange(used) === used) code = spreadRenderCode(source, used, args);
      } else if (fromArgs && component?.type === 'Identifier') {
        const props = args.props.map((prop) => prop.code);
        code = elementCode(component.name as string, props, args.children);
      }
    }
    if (!code) continue;
    const whole = withDefinitions(source, code, definitions);
    if (!importsFrom) {
      codes.push([name, whole]);
      continue;
    }
    const names = namesIn(whole);
    codes.push([
      name,
      withImportLines(withUnpackaged(whole, names, unpackaged), names, readerImports),
    ]);
  }
  return { codes, stories: exported, readerImports };
}

/** A name an example uses from the docs' own modules, which the package does not have. */
interface Unpackaged {
  local: string;
  /** The absolute path of the module, as imported (without its extension). */
  module: string;
  name: string;
}

const moduleFile = (module: string): string | undefined =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => module + suffix)
    .find((file) => existsSync(file) && statSync(file).isFile());

/**
 * The first sentence of the doc comment on the declaration that `module` exports as `name`, or
 * undefined when the module or the comment is not there.
 */
export function exportSummary(module: string, name: string): string | undefined {
  const file = moduleFile(module);
  if (!file) return undefined;
  const source = readFileSync(file, 'utf8');
  const { program, comments } = parseSync(file, source);
  const declaration = (program.body as unknown as Node[]).find((statement) => {
    if (statement.type !== 'ExportNamedDeclaration' || !isNode(statement.declaration)) return false;
    const declared = statement.declaration;
    const id = declared.id as { name?: string } | undefined;
    if (id?.name === name) return true;
    return ((declared.declarations as Node[] | undefined) ?? []).some(
      (declarator) => (declarator.id as { name?: string }).name === name,
    );
  });
  if (!declaration) return undefined;
  const comment = comments.findLast(
    (candidate) =>
      candidate.end <= declaration.start &&
      candidate.type === 'Block' &&
      candidate.value.startsWith('*') &&
      source.slice(candidate.end, declaration.start).trim() === '',
  );
  if (!comment) return undefined;
  const text = comment.value
    .split('\n')
    .map((line) => line.replace(/^\s*\*+\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence || undefined;
}

/** The text as line comments of at most 96 characters, broken between words. */
function commentLines(text: string, first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(' ')) {
    const prefix = lines.length === 0 ? first : rest;
    if (line !== prefix && line.length + 1 + word.length > 96) {
      lines.push(line);
      line = rest + word;
    } else {
      line += line === prefix ? word : ` ${word}`;
    }
  }
  return [...lines, line];
}

/**
 * The code with a first line that names what it uses from the docs' own modules (sample data,
 * sample pages): a reader cannot import those from the package. Each name whose declaration has a
 * doc comment gets a line saying what it is, so the reader knows what to put in its place.
 */
function withUnpackaged(
  code: string,
  used: ReadonlySet<string>,
  unpackaged: readonly Unpackaged[],
): string {
  const names = unpackaged.filter(({ local }) => used.has(local));
  if (names.length === 0) return code;
  const described = names.flatMap(({ local, module, name }) => {
    const summary = exportSummary(module, name);
    return summary ? commentLines(`${local}: ${summary}`, '//   ', '//     ') : [];
  });
  return [
    ...commentLines(
      `From the docs' own code, not the package: ${names.map(({ local }) => local).join(', ')}.`,
      '// ',
      '// ',
    ),
    ...described,
    code,
  ].join('\n');
}

/**
 * The package a reader imports a name from, for a name the stories file imports from `module`
 * (a package name, or the absolute path of a relative import); undefined for the file's own
 * support modules and test helpers.
 */
export type ImportSource = (module: string, name: string) => string | undefined;

/** The stories file's imports, each moved to the package `sourceOf` names, if it names one. */
function readerImportsOf(imports: Imported[], sourceOf: ImportSource): ReaderImport[] {
  return imports.flatMap(({ module, name, local, typeOnly }) => {
    const from = sourceOf(module, name);
    return from ? [{ name, local, from, typeOnly }] : [];
  });
}

const storiesFile = /\.stories\.tsx$/;

/**
 * Vite plugin: adds the reader's code to the stories that render without args and to those whose
 * render keeps state (see above), with the imports it needs from the packages `importsFrom`
 * names; every other story gets those of the file's imports as `parameters.exampleImports`, from
 * which the preview's source transform writes the imports of the JSX Storybook derives
 * (`.storybook/docs/exampleImports.ts`).
 */
export function exampleCodePlugin({ importsFrom }: { importsFrom?: ImportSource } = {}): Plugin {
  return {
    name: 'tessera:example-code',
    // Before Storybook's CSF plugin, which rewrites the file: the code is cut as written.
    enforce: 'pre',
    transform(code, id) {
      const fileName = id.split('?')[0]!;
      if (!storiesFile.test(fileName) || fileName.includes('/node_modules/')) return;
      const { codes, stories, readerImports } = readExamples(fileName, code, {
        importsFrom,
        statefulRenders: true,
      });
      const written = new Set(codes.map(([name]) => name));
      const derived = readerImports.length > 0 ? stories.filter((name) => !written.has(name)) : [];
      if (codes.length === 0 && derived.length === 0) return;
      const calls = [
        ...codes.map(
          ([name, snippet]) => `__tesseraExampleCode(${name}, ${JSON.stringify(snippet)});`,
        ),
        ...derived.map((name) => `__tesseraExampleImports(${name});`),
      ];
      return {
        code: `${code}
function __tesseraExampleCode(story, code) {
  const docs = story.parameters?.docs;
  story.parameters = { ...story.parameters, docs: { ...docs, source: { code, ...docs?.source } } };
}
function __tesseraExampleImports(story) {
  story.parameters = { exampleImports: ${JSON.stringify(readerImports)}, ...story.parameters };
}
${calls.join('\n')}
`,
        // Lines are only added at the end: the file's own lines keep their places.
        map: null,
      };
    },
  };
}
