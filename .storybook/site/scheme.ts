/**
 * The reader's colour scheme choice for the whole site: Light, Dark or System (the default,
 * following `prefers-color-scheme` live). It is stored in localStorage, shared by the manager
 * and the preview (same origin), and written onto `<html data-site-scheme>` of both documents so
 * that CSS themes the chrome, the docs pages and the examples together.
 */
export type SchemeChoice = 'light' | 'dark' | 'system';
export type ResolvedScheme = 'light' | 'dark';

export const schemeChoices: readonly SchemeChoice[] = ['light', 'dark', 'system'];
export const schemeStorageKey = 'tessera.colorScheme';

export function parseSchemeChoice(value: unknown): SchemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function readSchemeChoice(storage: Pick<Storage, 'getItem'> | undefined): SchemeChoice {
  try {
    return parseSchemeChoice(storage?.getItem(schemeStorageKey));
  } catch {
    return 'system';
  }
}

export function resolveScheme(choice: SchemeChoice, prefersDark: boolean): ResolvedScheme {
  return choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
}

export const prefersDarkQuery = '(prefers-color-scheme: dark)';
