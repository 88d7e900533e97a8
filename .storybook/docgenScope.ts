/**
 * Where Storybook's react-docgen plugin runs. By default it parses every `.ts`/`.tsx`/`.js`
 * module outside `node_modules`: stories, tests, the site's own modules, `src/lib`. Only the
 * components whose props the docs show need docgen, and they live in component source files,
 * so the plugin is narrowed to those. react-docgen still follows the imports of a component
 * file by itself (to resolve prop types declared elsewhere), so no table loses a row; the
 * built site's props tables are snapshotted in `tests/site/propsTables.test.ts`.
 *
 * The transform itself is Storybook's with one parse cache for all files (see reactDocgen.ts).
 *
 * `TESSERA_DOCGEN_SCOPE=all` restores the default scope and `TESSERA_DOCGEN_CACHE=off` Storybook's
 * own transform (the bench uses them for comparison), and `TESSERA_DOCGEN_PROFILE=<file>` writes
 * the plugin's total transform time to that file when a build ends.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { createReactDocgen } from './reactDocgen.js';

export const docgenPluginName = 'storybook:react-docgen-plugin';

const componentSource = /^src\/(components\/.+|theme\/[^/]+)\.tsx(\?.*)?$/;
const notComponentSource =
  /(\.stories|\.test|\.spec|[Ff]ixtures?)\.tsx(\?.*)?$|\/(__fixtures__|fixtures|__tests__)\//;

/** Whether a module (path relative to the project root, `/`-separated) gets docgen. */
export function needsDocgen(relativePath: string): boolean {
  return componentSource.test(relativePath) && !notComponentSource.test(relativePath);
}

interface DocgenProfile {
  ms: number;
  calls: number;
}

type TransformHook = (
  this: unknown,
  code: string,
  id: string,
  ...rest: unknown[]
) => unknown | Promise<unknown>;

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Storybook's own filter when the scope is everywhere: scripts and TypeScript outside node_modules. */
const storybookInclude = /\.(mjs|tsx?|jsx?)(\?.*)?$/;
const storybookExclude = /\/node_modules\//;

/**
 * Narrows the docgen plugin among Vite's plugins to component source files, gives it the shared
 * parse cache, and times it when asked to. The scope is a hook filter, so Vite does not even call
 * the plugin for other modules. Other plugins pass through untouched.
 */
export function scopeDocgen(plugins: PluginOption[], root = process.cwd()): PluginOption[] {
  const everywhere = process.env.TESSERA_DOCGEN_SCOPE === 'all';
  const storybookTransform = process.env.TESSERA_DOCGEN_CACHE === 'off';
  const profileFile = process.env.TESSERA_DOCGEN_PROFILE;
  const rootPattern = escapeForRegExp(root.split(path.sep).join('/'));
  const include = new RegExp(`^${rootPattern}/${componentSource.source.slice(1)}`);
  const exclude = new RegExp(notComponentSource.source);
  return plugins.map((option) => {
    const plugin = option as Plugin | null;
    if (!plugin || typeof plugin !== 'object' || Array.isArray(plugin)) return option;
    if (plugin.name !== docgenPluginName || typeof plugin.transform !== 'function') return option;
    const docgen = createReactDocgen();
    const transform: TransformHook = storybookTransform
      ? (plugin.transform as TransformHook)
      : (code, id) => {
          const transformed = docgen.transform(code, id);
          // Only appended to, so the code keeps its positions and earlier source maps hold.
          return transformed === undefined ? undefined : { code: transformed, map: null };
        };
    const profile: DocgenProfile = { ms: 0, calls: 0 };
    const handler = async function (this: unknown, code: string, id: string, ...rest: unknown[]) {
      const started = performance.now();
      try {
        return (await transform.call(this, code, id, ...rest)) as ReturnType<TransformHook>;
      } finally {
        profile.ms += performance.now() - started;
        profile.calls += 1;
      }
    };
    const scoped = {
      ...plugin,
      transform: {
        filter: everywhere
          ? { id: { include: storybookInclude, exclude: storybookExclude } }
          : { id: { include, exclude } },
        handler,
      },
    } as Plugin;
    if (!storybookTransform) scoped.configureServer = (server) => docgen.watch(server);
    if (profileFile) {
      scoped.buildEnd = () => {
        writeFileSync(profileFile, JSON.stringify({ ...profile, ms: Math.round(profile.ms) }));
      };
    }
    return scoped;
  });
}
