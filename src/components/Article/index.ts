export { Article } from './Article';
export type { ArticleProps } from './Article';
