/**
 * Turns the docgen data Storybook attaches to a component (`__docgenInfo`, from react-docgen)
 * into the entries of the library's ParameterTable.
 */
import type { PropertyEntry } from '../../src/components/ParameterTable/index.js';

interface DocgenType {
  name: string;
  raw?: string;
}

export interface DocgenProp {
  required?: boolean;
  description?: string;
  tsType?: DocgenType;
  type?: DocgenType;
  defaultValue?: { value: string; computed?: boolean } | null;
}

export interface DocgenInfo {
  displayName?: string;
  description?: string;
  props?: Record<string, DocgenProp>;
}

const DEFAULT_TAG = /^\s*@default\s+(.+?)\s*$/m;

function typeOf(prop: DocgenProp): string | undefined {
  const type = prop.tsType ?? prop.type;
  if (!type) return undefined;
  return (type.raw ?? type.name).replace(/\s+/g, ' ').trim();
}

/** The description without its JSDoc tags, and the value of its `@default` tag. */
export function splitDescription(description = ''): { comment: string; defaultTag?: string } {
  const defaultTag = DEFAULT_TAG.exec(description)?.[1];
  const comment = description
    .split('\n')
    .filter((line) => !/^\s*@\w+/.test(line))
    .join('\n')
    .trim();
  return defaultTag === undefined ? { comment } : { comment, defaultTag };
}

export function docgenToEntries(info: DocgenInfo | undefined): PropertyEntry[] {
  return Object.entries(info?.props ?? {}).map(([name, prop]) => {
    const { comment, defaultTag } = splitDescription(prop.description);
    const defaultValue = prop.defaultValue?.value ?? defaultTag;
    const type = typeOf(prop);
    return {
      name,
      ...(type !== undefined && { type }),
      ...(defaultValue !== undefined && { defaultValue }),
      ...(prop.required && { required: true }),
      ...(comment && { comment }),
    };
  });
}
