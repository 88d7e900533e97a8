/**
 * Adds the docs content files to the site: `storybook build` writes them next to the routes'
 * pages, and `storybook dev` serves the same paths from the current sources (rebuilt after a
 * source changes). See `siteFiles.ts` for the files and `siteContent.ts` for how pages are read.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { isLicensedBuild } from '../site/license.js';
import { readSite } from './siteContent.js';
import { searchDataFile, siteFiles, type SiteFile } from './siteFiles.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The search engine, built on its own so the manager loads it on first use only. */
export const searchEngineFile = 'search-engine.js';

async function searchEngine(): Promise<SiteFile> {
  const result = await build({
    entryPoints: [path.join(root, '.storybook/addons/search/engine.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return { fileName: searchEngineFile, source: result.outputFiles[0]?.text ?? '' };
}

export async function contentFiles(licensed = isLicensedBuild()): Promise<SiteFile[]> {
  const [engine, pages] = await Promise.all([searchEngine(), readSite({ root, licensed })]);
  return [...siteFiles(pages), engine];
}

const contentTypes: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

const sourceChange = /\.(mdx|tsx?|mts)$/;
const servedNames = new Set([
  '/llms.txt',
  '/llms-full.txt',
  `/${searchDataFile}`,
  `/${searchEngineFile}`,
]);

export function docsContentPlugin(): Plugin {
  let served: Promise<Map<string, string>> | undefined;
  const filesByPath = () =>
    (served ??= contentFiles().then(
      (files) => new Map(files.map((file) => [`/${file.fileName}`, file.source])),
    ));
  return {
    name: 'tessera-docs-content',
    async generateBundle() {
      for (const file of await contentFiles()) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (sourceChange.test(file)) served = undefined;
      });
      server.middlewares.use((request, response, next) => {
        const pathname = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        const extension = path.extname(pathname);
        const ours = extension === '.md' || servedNames.has(pathname);
        if (request.method !== 'GET' || !ours || !contentTypes[extension]) return next();
        filesByPath().then((files) => {
          const source = files.get(pathname);
          if (source === undefined) return next();
          response.setHeader('Content-Type', contentTypes[extension]!);
          response.end(source);
        }, next);
      });
    },
  };
}
