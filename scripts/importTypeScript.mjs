/**
 * Loads TypeScript modules into a plain Node script: esbuild bundles them into one ES module
 * (packages stay external) at `outfile`, which is then imported. The prerender step and the bench
 * read the modules they share with the site and the tests this way: it starts in a fraction of
 * the time a Vite module runner takes.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * @param {{ outfile: string } & ({ entry: string } | { contents: string; resolveDir: string })} source
 *   `entry`: the module's path; or `contents`: the source of an entry module whose imports are
 *   resolved from `resolveDir`.
 */
export async function importTypeScript(source) {
  mkdirSync(path.dirname(source.outfile), { recursive: true });
  await build({
    ...('entry' in source
      ? { entryPoints: [source.entry] }
      : { stdin: { contents: source.contents, resolveDir: source.resolveDir, loader: 'ts' } }),
    outfile: source.outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(pathToFileURL(source.outfile).href);
}
