export { Code } from './Code';
export type { CodeProps } from './Code';
