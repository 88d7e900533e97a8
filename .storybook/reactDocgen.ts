/**
 * The transform of Storybook's react-docgen plugin (`@storybook/react-vite`), with one parse cache
 * for the whole server or build.
 *
 * react-docgen follows a component's imports to read prop types declared elsewhere (the theme's
 * `StatusTone`, a shared props interface), and parses each file it follows. Storybook's plugin makes
 * a new importer, and so a new, empty cache, for every component file, so the shared type modules
 * were parsed again for each of the 64 components: about half of the plugin's time, and most of
 * it on the path of a cold `npm start` to its first page, because the preview imports the library's
 * entry and with it every component. Here the importer's caches live as long as the plugin; the dev
 * server drops a file's entry when the file changes, and every resolution when files come or go.
 *
 * The output is Storybook's: the same resolver (and components marked `// @component`) and
 * handlers, plus its handler that names the component, and `Component.__docgenInfo = {…}`
 * appended for each component defined in the file (the built site's props tables are
 * snapshotted in `tests/site/propsTables.test.ts`).
 */
import {
  builtinHandlers,
  builtinResolvers,
  ERROR_CODES,
  makeFsImporter,
  parse,
  utils,
  type FileState,
  type Handler,
  type NodePath,
} from 'react-docgen';
import type { ViteDevServer } from 'vite';

type ComponentNode = Parameters<Handler>[1];

/** The file a definition was found in (Babel's hub carries the parser's options). */
function fileOf(definition: ComponentNode): string | undefined {
  const hub = definition.hub as unknown as { file?: { opts?: { filename?: string } } };
  return hub.file?.opts?.filename;
}

/**
 * Storybook's `actualNameHandler`: the variable or function name a component is defined under,
 * so the transform can append `Name.__docgenInfo`, and the file it is defined in, so a component
 * re-exported from another file gets its docgen only where it is defined.
 */
const actualNameHandler: Handler = (documentation, definition) => {
  documentation.set('definedInFile', fileOf(definition));
  if (
    (definition.isClassDeclaration() || definition.isFunctionDeclaration()) &&
    definition.has('id')
  ) {
    documentation.set('actualName', utils.getNameOrValue(definition.get('id') as NodePath));
    return;
  }
  if (
    definition.isArrowFunctionExpression() ||
    definition.isFunctionExpression() ||
    utils.isReactForwardRefCall(definition)
  ) {
    let current: NodePath = definition;
    while (current.parentPath) {
      const parent = current.parentPath;
      if (parent.isVariableDeclarator()) {
        documentation.set('actualName', utils.getNameOrValue(parent.get('id')));
        return;
      }
      if (parent.isAssignmentExpression()) {
        const left = parent.get('left');
        if (left.isIdentifier() || left.isLiteral()) {
          documentation.set('actualName', utils.getNameOrValue(left));
          return;
        }
      }
      current = parent;
    }
    documentation.set('actualName', '');
  }
};

const handlers: Handler[] = [...Object.values(builtinHandlers), actualNameHandler];
/**
 * Storybook's resolver finds exported functions that return JSX. A component that returns
 * something else (Portal returns `createPortal(…)`, `Menu.Submenu` is a declaration that renders
 * nothing) is marked with a `// @component` comment above it, so its props table is read too.
 */
export const docgenResolver = new builtinResolvers.ChainResolver(
  [
    new builtinResolvers.FindExportedDefinitionsResolver(),
    new builtinResolvers.FindAnnotatedDefinitionsResolver(),
  ],
  { chainingLogic: builtinResolvers.ChainResolver.Logic.ALL },
);

interface DocgenResult {
  actualName?: string;
  definedInFile?: string;
  [key: string]: unknown;
}

export interface ReactDocgen {
  /** The module's code with `Name.__docgenInfo = {…}` appended, or undefined if it has no component. */
  transform: (code: string, id: string) => string | undefined;
  /** Drops what the caches hold about a changed file, or everything when files come or go. */
  watch: (server: Pick<ViteDevServer, 'watcher'>) => void;
}

export function createReactDocgen(): ReactDocgen {
  const parseCache = new Map<string, FileState>();
  const resolveCache = new Map<string, string | null>();
  const importer = makeFsImporter(undefined, { parseCache, resolveCache });
  return {
    transform(code, id) {
      const filename = id.split('?')[0] ?? id;
      let results: DocgenResult[];
      try {
        results = parse(code, {
          resolver: docgenResolver,
          handlers,
          importer,
          filename,
        }) as DocgenResult[];
      } catch (error) {
        if ((error as { code?: unknown }).code === ERROR_CODES.MISSING_DEFINITION) return undefined;
        throw error;
      }
      let appended = '';
      for (const { actualName, definedInFile, ...docgenInfo } of results) {
        if (actualName && definedInFile === filename) {
          appended += `;${actualName}.__docgenInfo=${JSON.stringify(docgenInfo)}`;
        }
      }
      return `${code}${appended}`;
    },
    watch(server) {
      server.watcher.on('change', (file) => parseCache.delete(file));
      for (const event of ['add', 'unlink'] as const) {
        server.watcher.on(event, (file) => {
          parseCache.delete(file);
          resolveCache.clear();
        });
      }
    },
  };
}
