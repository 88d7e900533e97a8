/**
 * Development warnings for props a component cannot use. Every message names the component,
 * the prop, the value it got and what it accepts, so a reader of the console can fix the call
 * without opening the source. Production builds stay silent: the check is dropped with
 * `process.env.NODE_ENV` by the app's bundler.
 */

/**
 * Whether this is a development build, where the warnings below are written. Written as the
 * plain `process.env.NODE_ENV` that every bundler replaces, so a production bundle drops it.
 */
export const isDevelopment = (): boolean => process.env.NODE_ENV !== 'production';

function show(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean' || value == null)
    return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

// What has been said. A prop is checked on every render, and a component renders on every
// keystroke, hover and state change: React says each of its own warnings once, and so does
// Tessera, rather than fill the console with one mistake.
const said = /* @__PURE__ */ new Set<string>();

/**
 * Writes one development warning in Tessera's format, `Component: message`, once per page: the
 * same words again are not repeated.
 */
export function warn(component: string, message: string): void {
  if (!isDevelopment()) return;
  const text = `${component}: ${message}`;
  if (said.has(text)) return;
  said.add(text);
  console.warn(text);
}

/** Forgets what has been said, so a test or a misuse story sees its warning again. */
export function forgetDevWarnings(): void {
  said.clear();
}

/**
 * Returns `value` when it is one of `allowed`, else warns (once per page) and returns `fallback`.
 *
 * `checkOneOf('Button', 'tone', 'pink', tones, 'primary')` logs
 * `Button: prop "tone" got "pink"; expected one of "primary", "secondary", …; using "primary".`
 */
export function checkOneOf<Allowed extends string | number>(
  component: string,
  prop: string,
  value: unknown,
  allowed: readonly Allowed[],
  fallback: Allowed,
): Allowed {
  if ((allowed as readonly unknown[]).includes(value)) return value as Allowed;
  warn(
    component,
    `prop "${prop}" got ${show(value)}; expected one of ${allowed.map(show).join(', ')}; using ${show(fallback)}.`,
  );
  return fallback;
}

/**
 * Warns when `isValid` is false, in the same format as `checkOneOf`, describing what the prop
 * accepts in words (`"a whole number from 1 to 4"`). Returns `isValid` so callers can fall back.
 */
export function checkProp(
  component: string,
  prop: string,
  value: unknown,
  isValid: boolean,
  expected: string,
  fallback?: unknown,
): boolean {
  if (!isValid) {
    const using = fallback === undefined ? '' : `; using ${show(fallback)}`;
    warn(component, `prop "${prop}" got ${show(value)}; expected ${expected}${using}.`);
  }
  return isValid;
}
