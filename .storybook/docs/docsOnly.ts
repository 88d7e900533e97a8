/** What only docs pages need, loaded as one chunk by `deferredDocs.tsx`. */
export { DocsPage } from './DocsPage';
export { mdxComponents } from './mdxComponents';
