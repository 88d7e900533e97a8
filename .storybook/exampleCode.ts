/**
 * The code under a docs example, for stories that render without args.
 *
 * Storybook shows an args story's code as JSX derived from its rendered element. A story whose
 * `render` takes no args is not an args story, and for it Storybook shows the whole story object
 * from the stories file, `play` function and assertions included: "Show code" under Typography's
 * Scale read `play: async ({ canvasElement }) => { … await expect(rendered)…`. This plugin gives
 * each such story the code a reader would write: the body of its `render`, cut from the stories
 * file as written (so as formatted there), as `parameters.docs.source.code`; a story without a
 * `render` of its own takes the meta's. A story that sets
 * its own `docs.source.code` keeps it. Stories with args keep Storybook's derived JSX.
 */
import { parseSync, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && 'type' in value && 'start' in value;

/** `x satisfies T`, `x as T` and `(x)` stand for `x`. */
function unwrap(node: Node): Node {
  let current = node;
  while (
    (current.type === 'TSSatisfiesExpression' ||
      current.type === 'TSAsExpression' ||
      current.type === 'ParenthesizedExpression') &&
    isNode(current.expression)
  ) {
    current = current.expression;
  }
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

/** The reader's code for a render function without parameters, or undefined. */
function renderCode(source: string, render: Node): string | undefined {
  if (render.type !== 'ArrowFunctionExpression' && render.type !== 'FunctionExpression') return;
  if (!Array.isArray(render.params) || render.params.length > 0) return;
  const body = isNode(render.body) ? render.body : undefined;
  if (!body) return;
  // `() => <Example />`: the element; a function with statements stays a function.
  const shown =
    render.type === 'ArrowFunctionExpression' && body.type !== 'BlockStatement'
      ? unwrap(body)
      : render;
  return dedent(source.slice(shown.start, shown.end));
}

/** The `render` property of an object literal, unless it is a method. */
function renderOf(object: Node): Node | null | undefined {
  if (object.type !== 'ObjectExpression' || !Array.isArray(object.properties)) return undefined;
  const render = (object.properties as Node[]).find(
    (property) =>
      property.type === 'Property' &&
      (property.key as { name?: string } | undefined)?.name === 'render',
  );
  if (!render) return null;
  return render.method !== true && isNode(render.value) ? render.value : undefined;
}

/**
 * `[export name, code]` for each story of a stories file whose render takes no args: its own
 * `render`, or the meta's for a story without one.
 */
export function exampleCodes(fileName: string, source: string): [string, string][] {
  const { program, errors } = parseSync(fileName, source);
  if (errors.length > 0) return [];
  const objects = new Map<string, Node>();
  const exported: string[] = [];
  let metaNode: Node | undefined;
  for (const statement of program.body as unknown as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (statement.type === 'ExportDefaultDeclaration' && isNode(statement.declaration)) {
      metaNode = unwrap(statement.declaration);
    }
    if (!isNode(declaration) || !Array.isArray(declaration.declarations)) continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as { type: string; name?: string } | undefined;
      if (id?.type !== 'Identifier' || !id.name || !isNode(declarator.init)) continue;
      objects.set(id.name, unwrap(declarator.init));
      if (statement.type === 'ExportNamedDeclaration') exported.push(id.name);
    }
  }
  // `export default meta`, declared above as `const meta = { … }`.
  if (metaNode?.type === 'Identifier') metaNode = objects.get(metaNode.name as string);
  const metaRender = metaNode ? renderOf(metaNode) : undefined;
  const metaCode = metaRender ? renderCode(source, metaRender) : undefined;
  const found: [string, string][] = [];
  for (const name of exported) {
    const render = renderOf(objects.get(name)!);
    if (render === undefined) continue;
    const code = render === null ? metaCode : renderCode(source, render);
    if (code) found.push([name, code]);
  }
  return found;
}

const storiesFile = /\.stories\.tsx$/;

/** Vite plugin: adds the reader's code to the stories that render without args (see above). */
export function exampleCodePlugin(): Plugin {
  return {
    name: 'tessera:example-code',
    // Before Storybook's CSF plugin, which rewrites the file: the code is cut as written.
    enforce: 'pre',
    transform(code, id) {
      const fileName = id.split('?')[0]!;
      if (!storiesFile.test(fileName) || fileName.includes('/node_modules/')) return;
      const codes = exampleCodes(fileName, code);
      if (codes.length === 0) return;
      const calls = codes.map(
        ([name, snippet]) => `__tesseraExampleCode(${name}, ${JSON.stringify(snippet)});`,
      );
      return {
        code: `${code}
function __tesseraExampleCode(story, code) {
  const docs = story.parameters?.docs;
  story.parameters = { ...story.parameters, docs: { ...docs, source: { code, ...docs?.source } } };
}
${calls.join('\n')}
`,
        // Lines are only added at the end: the file's own lines keep their places.
        map: null,
      };
    },
  };
}
