/**
 * The props of a component, read from its docgen once per component. Storybook extracts them
 * again for every story it prepares, and a docs page prepares all of its file's stories at once:
 * on a component with a dozen stories that is a dozen parses of the same JSDoc before the page
 * can show.
 */
import { parameters as reactDocs } from '@storybook/react/entry-preview-argtypes';
import type { ArgTypesExtractor } from 'storybook/internal/docs-tools';

const extracted = new WeakMap<object, ReturnType<ArgTypesExtractor>>();

export const extractArgTypesOnce: ArgTypesExtractor = (component) => {
  const extract = reactDocs.docs.extractArgTypes;
  if ((typeof component !== 'function' && typeof component !== 'object') || component === null)
    return extract(component);
  if (!extracted.has(component)) extracted.set(component, extract(component));
  return extracted.get(component) ?? null;
};
