import { use } from 'react';

/** The mark React puts on a lazy wrapper (`$$typeof`). */
const lazyMark = Symbol.for('react.lazy');

/** A lazy wrapper whose payload is the chunk its value arrives in (React Flight's references). */
interface LazyReference {
  $$typeof: symbol;
  _payload: PromiseLike<unknown>;
}

function isLazyReference(value: unknown): value is LazyReference {
  if (typeof value !== 'object' || value === null) return false;
  const { $$typeof, _payload } = value as Partial<LazyReference>;
  return $$typeof === lazyMark && typeof _payload?.then === 'function';
}

/**
 * The value, unwrapped if React hands it over as a lazy reference. Children and element types
 * written in a Server Component reach a client component as React Flight's references to the
 * chunks they arrive in: a child is one in development builds, an element type is one until its
 * module has loaded. React unwraps them when it renders them; a component that reads its
 * children as data (which element, with which props) unwraps them here. A chunk not yet in
 * suspends the render as `use` does, and a chunk can hold a further reference.
 *
 * Call it while rendering only (it calls `use`).
 */
export function unwrapLazy<T>(value: T): T {
  let current: unknown = value;
  // `use`, unlike the hooks, may run in any function a render calls, in a loop too.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  while (isLazyReference(current)) current = use(current._payload);
  return current as T;
}
