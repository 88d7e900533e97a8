export { OnThisPage } from './OnThisPage';
export type { OnThisPageProps } from './OnThisPage';
export { collectHeadings } from './collectHeadings';
export type { CollectHeadingsOptions } from './collectHeadings';
