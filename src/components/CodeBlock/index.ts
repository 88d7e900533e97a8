export { CodeBlock } from './CodeBlock';
export type { CodeBlockProps } from './CodeBlock';
export { CopyButton } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
export { codeLanguages } from './highlighter';
export type { CodeLanguage } from './highlighter';
