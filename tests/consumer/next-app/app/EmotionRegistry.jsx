'use client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useServerInsertedHTML } from 'next/navigation';
import { useState } from 'react';

/**
 * Emotion's cache with Next.js's style-insertion hook, as the README asks of streaming
 * renderers: the styles each streamed part inserted go into the HTML before that part.
 */
export function EmotionRegistry({ children }) {
  const [registry] = useState(() => {
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const insert = cache.insert;
    let inserted = [];
    cache.insert = (...args) => {
      const [selector, serialized] = args;
      if (cache.inserted[serialized.name] === undefined) {
        inserted.push({ name: serialized.name, global: selector === '' });
      }
      return insert(...args);
    };
    const flush = () => {
      const names = inserted;
      inserted = [];
      return names;
    };
    return { cache, flush };
  });
  // What goes into the <style> elements is the CSS Emotion generated for the components, never
  // text from a request or a user.
  useServerInsertedHTML(() => {
    const { cache, flush } = registry;
    const names = flush();
    if (names.length === 0) return null;
    const css = (name) => (typeof cache.inserted[name] === 'string' ? cache.inserted[name] : '');
    const globals = names.filter((entry) => entry.global);
    const scoped = names.filter((entry) => !entry.global);
    return (
      <>
        {globals.map(({ name }) => (
          <style
            key={name}
            data-emotion={`${cache.key}-global ${name}`}
            dangerouslySetInnerHTML={{ __html: css(name) }}
          />
        ))}
        {scoped.length > 0 && (
          <style
            data-emotion={[cache.key, ...scoped.map(({ name }) => name)].join(' ')}
            dangerouslySetInnerHTML={{ __html: scoped.map(({ name }) => css(name)).join('') }}
          />
        )}
      </>
    );
  });
  return <CacheProvider value={registry.cache}>{children}</CacheProvider>;
}
