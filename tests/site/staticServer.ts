/** A minimal static file server for the built site, on 127.0.0.1 and a free port. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  // The Markdown twins, llms.txt, robots.txt and the sitemap, as static hosts label them.
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

export interface StaticSite {
  url: string;
  close: () => Promise<void>;
}

/** A Vite bundle or stylesheet named with its content hash, such as `assets/Button-BExdLCP4.js`. */
const hashedAsset = /^\/assets\/[^/]+-[\w-]{8}\.(?:js|css)$/;

export async function serveDirectory(root: string): Promise<StaticSite> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      response.statusCode = 403;
      response.end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      response.statusCode = 404;
      response.end('Not found');
      return;
    }
    response.setHeader(
      'Content-Type',
      contentTypes[path.extname(file)] ?? 'application/octet-stream',
    );
    // As a static host serves a Vite build: the content-hashed bundles in assets/ never change
    // under their name, so a browser keeps them (and its compiled code) from page to page.
    if (hashedAsset.test(pathname)) {
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    }
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
