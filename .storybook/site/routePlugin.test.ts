import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import { describe, expect, test, vi } from 'vitest';
import { redirectPage, siteRoutesPlugin } from './routePlugin';
import { siteRoutes } from './routes';

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => Promise<void> | void;

/** The plugin's dev middleware, with a story index of the given entries. */
function devMiddleware(entries: { id: string; type: string }[] = []): Middleware {
  let middleware: Middleware | undefined;
  const server = { middlewares: { use: (handler: Middleware) => (middleware = handler) } };
  const index = Object.fromEntries(
    entries.map((entry) => [entry.id, { ...entry, name: 'Docs', title: entry.id }]),
  );
  const plugin = siteRoutesPlugin({
    presets: { apply: async () => ({ getIndex: async () => ({ entries: index }) }) },
  });
  (plugin.configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer);
  return middleware!;
}

async function request(middleware: Middleware, url: string) {
  const headers: Record<string, string> = {};
  const response = {
    statusCode: 200,
    setHeader: (name: string, value: string) => (headers[name] = value),
    end: vi.fn(),
  };
  const next = vi.fn();
  await middleware({ url } as IncomingMessage, response as unknown as ServerResponse, next);
  return {
    status: response.statusCode,
    location: headers.Location,
    passedOn: next.mock.calls.length > 0,
  };
}

describe('dev server routes', () => {
  const middleware = devMiddleware();

  test.each([
    ['/guides', '/?path=/docs/get-started-guides--docs'],
    ['/components/accordion/', '/?path=/docs/components-accordion--docs'],
    ['/layout/group?x=1', '/?path=/docs/containers-group--docs'],
    ['/components/accordion/default', '/?path=/story/components-accordion--default'],
    [
      '/components/accordion?path=/docs/components-alert--docs',
      '/?path=/docs/components-alert--docs',
    ],
  ])('%s redirects to its page', async (url, location) => {
    expect(await request(middleware, url)).toEqual({ status: 302, location, passedOn: false });
  });

  test("a component's docs page below a route opens at its own address", async () => {
    const withSwitch = devMiddleware([{ id: 'components-checkbox-switch--docs', type: 'docs' }]);
    expect((await request(withSwitch, '/components/checkbox/switch')).location).toBe(
      '/?path=/docs/components-checkbox-switch--docs',
    );
    expect((await request(withSwitch, '/components/checkbox/switch/docs')).location).toBe(
      '/?path=/docs/components-checkbox-switch--docs',
    );
    expect((await request(withSwitch, '/components/checkbox/checked')).location).toBe(
      '/?path=/story/components-checkbox--checked',
    );
  });

  test('other requests pass through', async () => {
    expect((await request(middleware, '/iframe.html')).passedOn).toBe(true);
    expect((await request(middleware, '/')).passedOn).toBe(true);
    expect((await request(middleware, '/index.json')).passedOn).toBe(true);
    expect((await request(middleware, '/nowhere')).passedOn).toBe(true);
  });
});

test('a route page forwards to its docs page relative to its depth, keeping the hash', () => {
  const accordion = siteRoutes().find((route) => route.path === '/components/accordion')!;
  const page = redirectPage(accordion);
  expect(page).toContain('<title>Accordion – Tessera Docs</title>');
  expect(page).toContain('url=../../?path=/docs/components-accordion--docs');
  expect(page).toContain('"../../?path=/docs/components-accordion--docs") + location.hash');
  // A Storybook query on the route address wins over the route.
  expect(page).toContain('"../../" + location.search');
});
