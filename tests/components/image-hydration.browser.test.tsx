/**
 * A server-rendered Image: the browser loads the `<img>` of the server's HTML as soon as it parses
 * it, usually before React hydrates the page and attaches `onLoad`, so the load event is over
 * when React starts listening. The Image must still leave its loading state (placeholder shown,
 * picture transparent) once hydrated, report the load once, and show a broken address as broken.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Image } from '../../src/components/Image';
import { ThemeProvider } from '../../src/theme';
import { actEnvironment } from './render';

actEnvironment(false);

let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = undefined;
  host = undefined;
});

/**
 * A small picture as a data address: it loads from memory, before hydration can begin. Each test
 * draws its own colour, so no test finds another's picture in the browser's image cache.
 */
function picture(color: string) {
  const canvas = document.createElement('canvas');
  canvas.width = 40;
  canvas.height = 30;
  const context = canvas.getContext('2d')!;
  context.fillStyle = color;
  context.fillRect(0, 0, 40, 30);
  return canvas.toDataURL('image/png');
}

/** Puts the server's HTML in the page, waits until its image has settled, then hydrates it. */
async function hydrateAfterLoad(element: React.ReactElement) {
  const tree = <ThemeProvider>{element}</ThemeProvider>;
  host = document.createElement('div');
  host.innerHTML = renderToString(tree);
  document.body.append(host);
  const img = host.querySelector('img')!;
  await vi.waitFor(() => expect(img.complete).toBe(true));
  // The load (or error) event has been dispatched and nobody was listening.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const recoverable: unknown[] = [];
  root = hydrateRoot(host, tree, { onRecoverableError: (error) => recoverable.push(error) });
  return { figure: host.querySelector('figure')!, recoverable };
}

test('an image that loaded before hydration shows once hydrated, and reports its load once', async () => {
  const onLoad = vi.fn();
  const { figure, recoverable } = await hydrateAfterLoad(
    <Image src={picture('#3366cc')} alt="A blue square" width={40} height={30} onLoad={onLoad} />,
  );
  await vi.waitFor(() => expect(figure).toHaveAttribute('data-status', 'loaded'));
  expect(figure.querySelector('[data-part="placeholder"]')).toBeNull();
  expect(figure.querySelector('img')).not.toHaveAttribute('aria-busy');
  await vi.waitFor(() => expect(getComputedStyle(figure.querySelector('img')!).opacity).toBe('1'));
  expect(onLoad).toHaveBeenCalledTimes(1);
  expect(onLoad.mock.calls[0]![0].target).toBe(figure.querySelector('img'));
  // The same tree on both sides: React kept the server's nodes.
  expect(recoverable).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(onLoad).toHaveBeenCalledTimes(1);
});

test('an image that failed before hydration shows its fallback once hydrated', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { figure } = await hydrateAfterLoad(
      <Image src="data:image/png;base64,bm90IGFuIGltYWdl" alt="Missing chart" width={40} />,
    );
    await vi.waitFor(() => expect(figure).toHaveAttribute('data-status', 'error'));
    expect(figure.querySelector('[role="img"]')).toHaveAccessibleName('Missing chart');
    expect(error).toHaveBeenCalledWith(
      'Error loading image',
      'data:image/png;base64,bm90IGFuIGltYWdl',
    );
  } finally {
    error.mockRestore();
  }
});

test('a lazy image far below the fold stays loading, not broken, until it nears the viewport', async () => {
  const tree = (
    <ThemeProvider>
      <div style={{ height: '400vh' }} />
      <Image src={picture('#cc6633')} alt="Far below" width={40} height={30} loading="lazy" />
    </ThemeProvider>
  );
  host = document.createElement('div');
  host.innerHTML = renderToString(tree);
  document.body.append(host);
  root = hydrateRoot(host, tree);
  const figure = host.querySelector('figure')!;
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(figure).toHaveAttribute('data-status', 'loading');
  figure.scrollIntoView();
  await vi.waitFor(() => expect(figure).toHaveAttribute('data-status', 'loaded'));
});
