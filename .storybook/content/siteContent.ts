/**
 * Reads every docs page of the site from its sources, in Node: the MDX files Storybook lists
 * (`.storybook/main.ts` stories), the CSF files they attach to (titles, story names, the
 * component), and the components' docgen, produced with the same react-docgen resolver and
 * handlers as Storybook's builder, so the props are the ones the page's props table shows.
 * Search, the Markdown twins and llms.txt are all built from the result.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import {
  builtinHandlers,
  makeFsImporter,
  parse as parseDocgen,
  type Documentation,
} from 'react-docgen';
import { toId } from 'storybook/internal/csf';
import { loadCsf } from 'storybook/internal/csf-tools';
import { docgenToEntries, type DocgenInfo } from '../docs/docgen.js';
import { exampleCodes } from '../exampleCode.js';
import { libraryImportSource } from '../libraryEntryImports.js';
import { docgenResolver } from '../reactDocgen.js';
import { licenseMessage, licenseNotice } from '../site/license.js';
import { componentCount, productName } from '../site/navigation.js';
import { siteRoutes } from '../site/routes.js';
import {
  parseMdx,
  readPage,
  type ContentContext,
  type PageContent,
  type PropEntry,
  type PropsBlock,
} from './mdxContent.js';
import { isLockedPage, pageLocation, relativePath } from './pagePaths.js';
import { siteBlocks } from './siteBlocks.js';

/** Folders whose MDX files are docs pages (the `.mdx` globs of `.storybook/main.ts`). */
export const docsDirectories = ['docs-mdx', 'src'];

export interface SitePage {
  docsId: string;
  /** Storybook title, e.g. `Components/Checkbox/Switch`. */
  title: string;
  /** The page's own name: the last part of its title. */
  label: string;
  /** The navigation group: the first part of its title. */
  group: string;
  route: string;
  markdownPath: string;
  /** Closed without a license (see `.storybook/site/license.ts`). */
  locked: boolean;
  /** One line about the page: its component's description or its first sentence. */
  description: string;
  content: PageContent;
  /** The MDX file, relative to the repository. */
  source: string;
}

const SOURCE_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

function listMdxFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listMdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/** Local names of the page's imports and the modules they come from. */
function importsOf(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers) {
        imports.set(specifier.local.name, String(statement.source.value));
      }
    }
  }
  return imports;
}

function metaOf(tree: Root): MdxJsxFlowElement | undefined {
  return tree.children.find(
    (node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement' && node.name === 'Meta',
  );
}

function metaAttribute(meta: MdxJsxFlowElement | undefined, name: string): string | undefined {
  const found = meta?.attributes.find(
    (attribute): attribute is MdxJsxAttribute =>
      attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );
  const value = found?.value;
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : value.value.trim();
}

type Csf = ReturnType<ReturnType<typeof loadCsf>['parse']>;

/** Docgen of every component a file defines, as Storybook's builder attaches it. */
export class DocgenReader {
  private readonly cache = new Map<string, Documentation[]>();
  private readonly handlers = Object.values(builtinHandlers);

  read(file: string): Documentation[] {
    let found = this.cache.get(file);
    if (!found) {
      try {
        found = parseDocgen(readFileSync(file, 'utf8'), {
          // The site's resolver: components marked `// @component` are read too.
          resolver: docgenResolver,
          handlers: this.handlers,
          importer: makeFsImporter(),
          filename: file,
        });
      } catch {
        // A file without a component definition documents nothing.
        found = [];
      }
      this.cache.set(file, found);
    }
    return found;
  }

  /** The docgen of the named component of a file (the only one when the file has one). */
  component(file: string, name: string | undefined): DocgenInfo | undefined {
    const all = this.read(file);
    const match = all.find((documentation) => documentation.displayName === name);
    return (match ?? (all.length === 1 ? all[0] : undefined)) as DocgenInfo | undefined;
  }
}

function toPropEntries(info: DocgenInfo | undefined): PropEntry[] {
  return docgenToEntries(info).map((entry) => ({
    name: entry.name,
    ...(typeof entry.type === 'string' && { type: entry.type }),
    ...(entry.defaultValue !== undefined && { defaultValue: entry.defaultValue }),
    ...(entry.required && { required: true }),
    ...(typeof entry.comment === 'string' && { comment: entry.comment }),
  }));
}

const firstLine = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .filter((line) => !/^\s*@\w+/.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

export interface ReadSiteOptions {
  /** The repository root. */
  root: string;
  licensed: boolean;
}

/** Values a page's `{expressions}` may use: the ones the site's MDX pages import. */
const expressionScope: Record<string, unknown> = {
  productName,
  componentCount,
  licenseMessage,
  licenseNotice,
};

export function readSite({ root, licensed }: ReadSiteOptions): SitePage[] {
  const docgen = new DocgenReader();
  const csfCache = new Map<string, Csf>();
  const codeCache = new Map<string, Map<string, string>>();
  const importSource = libraryImportSource(root);
  const storyCodes = (file: string) => {
    let codes = codeCache.get(file);
    if (!codes) {
      const source = readFileSync(file, 'utf8');
      codes = new Map(exampleCodes(file, source, { fromArgs: true, importsFrom: importSource }));
      codeCache.set(file, codes);
    }
    return codes;
  };
  const readCsf = (file: string): Csf => {
    let csf = csfCache.get(file);
    if (!csf) {
      csf = loadCsf(readFileSync(file, 'utf8'), {
        fileName: file,
        makeTitle: (userTitle?: string) => userTitle ?? '',
      }).parse();
      csfCache.set(file, csf);
    }
    return csf;
  };

  const files = docsDirectories.flatMap((directory) => listMdxFiles(path.join(root, directory)));
  const pages = files.map((file): SitePage => {
    const source = readFileSync(file, 'utf8');
    const tree = parseMdx(source);
    const imports = importsOf(tree);
    const meta = metaOf(tree);
    const of = metaAttribute(meta, 'of');
    const storiesFile = of ? resolveModule(file, imports.get(of) ?? '') : undefined;
    const csf = storiesFile ? readCsf(storiesFile) : undefined;
    const title = metaAttribute(meta, 'title') ?? csf?.meta?.title;
    if (!title) {
      throw new Error(`${path.relative(root, file)}: a docs page needs <Meta title> or <Meta of>.`);
    }
    const docsId = toId(title, metaAttribute(meta, 'name') ?? 'Docs');
    const componentFile =
      storiesFile && csf?._rawComponentPath
        ? resolveModule(storiesFile, csf._rawComponentPath)
        : undefined;
    const componentName = csf?._meta?.component;
    const component = componentFile ? docgen.component(componentFile, componentName) : undefined;

    /** The stories file and export a page's story reference (`AccordionStories.Keyboard`) names. */
    const storyOf = (reference: string) => {
      const [namespace, exportName] = reference.split('.');
      const storyFile = namespace ? resolveModule(file, imports.get(namespace) ?? '') : undefined;
      return storyFile && exportName ? { file: storyFile, exportName } : undefined;
    };
    const location = pageLocation(docsId);
    const label = title.split('/').pop() ?? title;
    const context: ContentContext = {
      title: label,
      scope: expressionScope,
      blocks: siteBlocks(location.markdownPath),
      ...(component?.description && { description: firstLine(component.description) }),
      props: (name): PropsBlock | undefined => {
        if (name === undefined) {
          return component
            ? { component: component.displayName ?? label, entries: toPropEntries(component) }
            : undefined;
        }
        const target = resolveModule(file, imports.get(name) ?? '');
        const info = target ? docgen.component(target, name) : undefined;
        return info
          ? { component: info.displayName ?? name, entries: toPropEntries(info) }
          : undefined;
      },
      storyName: (reference) => {
        const story = storyOf(reference);
        return story && readCsf(story.file)._stories[story.exportName]?.name;
      },
      storyCode: (reference) => {
        const story = storyOf(reference);
        return story && storyCodes(story.file).get(story.exportName);
      },
      rewriteLink: (url) => {
        const docsLink = /^\.?\/?\?path=\/docs\/([^&#]+)(#.*)?$/.exec(url);
        if (!docsLink?.[1]) return url;
        return `${relativePath(location.markdownPath, pageLocation(docsLink[1]).markdownPath)}${docsLink[2] ?? ''}`;
      },
    };
    const content = readPage(source, context);
    return {
      docsId,
      title,
      label,
      group: title.split('/')[0] ?? title,
      route: location.route,
      markdownPath: location.markdownPath,
      locked: isLockedPage(docsId, licensed),
      description: firstLine(component?.description) || content.summary,
      content,
      source: path.relative(root, file),
    };
  });
  return sortBySite(pages);
}

/** Pages in the navigation's order, each entry followed by the pages nested under it. */
function sortBySite(pages: SitePage[]): SitePage[] {
  const order = new Map(siteRoutes().map((route, index) => [route.docsId, index]));
  const rank = (page: SitePage) => {
    const entry = pageLocation(page.docsId).entry;
    return entry ? (order.get(entry.docsId) ?? order.size) : order.size;
  };
  return [...pages].sort(
    (a, b) =>
      rank(a) - rank(b) || a.route.length - b.route.length || a.route.localeCompare(b.route),
  );
}
