/**
 * Children that arrive as lazy references, the way React Flight hands a client component the
 * children a Server Component wrote (in development builds each child is one; an element type
 * is one until its module has loaded). Components that read their children as data unwrap them:
 * a Tooltip's trigger stays the element given, a menu reads its entries. A reference can hold
 * another, and one whose chunk is not in yet suspends until it is.
 *
 * The references here are built as Flight builds them: a `react.lazy` node whose payload is a
 * thenable chunk. The Next.js App Router app in `tests/consumer` checks the same with Flight itself.
 */
import { Suspense, type ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MenuItem, MenuSubmenu, PopoutMenu } from '../../src/components/Menu';
import { Tooltip } from '../../src/components/Tooltip';
import { actEnvironment, render } from './render';

actEnvironment(false);

/** A chunk as Flight keeps one: a thenable that records its status and value. */
interface Chunk<T> extends PromiseLike<T> {
  status: 'pending' | 'fulfilled';
  value?: T;
}

function chunk<T>(): Chunk<T> & { resolve: (value: T) => void } {
  const listeners: ((value: T) => void)[] = [];
  const made = {
    status: 'pending' as Chunk<T>['status'],
    value: undefined as T | undefined,
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null) {
      if (made.status === 'fulfilled') onFulfilled?.(made.value as T);
      else if (onFulfilled) listeners.push((value) => void onFulfilled(value));
      return made as unknown as PromiseLike<R1 | R2>;
    },
    resolve(value: T) {
      made.status = 'fulfilled';
      made.value = value;
      for (const listener of listeners.splice(0)) listener(value);
    },
  };
  return made;
}

/** A lazy reference to `value`: already in, or in once `resolve` is called. */
function lazy<T>(value: T, { pending = false } = {}) {
  const payload = chunk<T>();
  if (!pending) payload.resolve(value);
  const reference = {
    $$typeof: Symbol.for('react.lazy'),
    _payload: payload,
    // How React reads a lazy node it renders: the value, or the chunk thrown to wait for.
    _init: (inner: Chunk<T>) => {
      if (inner.status === 'fulfilled') return inner.value as T;
      throw inner;
    },
  };
  return { node: reference as unknown as ReactNode, resolve: () => payload.resolve(value) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('lazy children', () => {
  test('a Tooltip whose child is a reference to a reference clones the button, with no wrapper', async () => {
    const button = <button type="button">Save draft</button>;
    const host = render(
      <>
        <button type="button">Before</button>
        <Tooltip content="Saves the draft">
          {lazy(lazy(button).node).node as unknown as string}
        </Tooltip>
      </>,
    );
    // Read as text, the child would sit in the plain-text trigger, a button of the Tooltip's own.
    expect(host.querySelectorAll('button')).toHaveLength(2);
    expect(host.querySelector('button button')).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    const trigger = host.querySelector<HTMLButtonElement>('button:not(:first-child)');
    expect(document.activeElement?.textContent).toBe('Save draft');
    await expect
      .poll(() => document.querySelector('[role="tooltip"]')?.textContent)
      .toContain('Saves the draft');
    expect(trigger?.getAttribute('aria-describedby')).toBe(
      document.querySelector('[role="tooltip"]')?.id,
    );
  });

  test('a menu reads entries whose elements and types arrive lazy, waiting for a pending one', async () => {
    const later = lazy(<MenuItem>Archive</MenuItem>, { pending: true });
    // An element type that is a reference, as Flight gives one before its module has loaded.
    const LazyItem = lazy(MenuItem).node as unknown as typeof MenuItem;
    const host = render(
      <Suspense fallback={<p>Loading the menu</p>}>
        <PopoutMenu label="More">
          {lazy(<MenuItem>Rename</MenuItem>).node}
          <LazyItem>Duplicate</LazyItem>
          {
            lazy(<MenuSubmenu label="Export">{lazy(<MenuItem>PNG</MenuItem>).node}</MenuSubmenu>)
              .node
          }
          {later.node}
        </PopoutMenu>
      </Suspense>,
    );
    expect(host.textContent).toContain('Loading the menu');
    await pause(50);
    later.resolve();
    await expect.poll(() => host.querySelector('button')?.textContent).toContain('More');
    await userEvent.click(host.querySelector('button')!);
    await expect
      .poll(() =>
        [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent),
      )
      .toEqual(['Rename', 'Duplicate', 'Export', 'Archive']);
    await userEvent.click(
      [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
        (item) => item.textContent === 'Export',
      )!,
    );
    await expect
      .poll(() => [...document.querySelectorAll('[role="menu"]')].at(-1)?.textContent)
      .toBe('PNG');
  });
});
