export { DocsLayout } from './DocsLayout';
export type { DocsLayoutProps } from './DocsLayout';
export { BasicLayout } from './BasicLayout';
export type { BasicLayoutProps } from './BasicLayout';
export { InnerLayout } from './InnerLayout';
export type { InnerLayoutProps } from './InnerLayout';
