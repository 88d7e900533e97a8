#!/usr/bin/env node
/**
 * Reference upload server for Tessera's upload engine: the FilePond 4 server protocol in
 * plain Node `http`, storing files in a temporary directory. Tests and the bench start it on
 * 127.0.0.1 (a free port unless one is given) and stop it; switches inject faults.
 *
 *   POST   multipart `filepond` (metadata JSON, then the file)   → 200, body = file id
 *   POST   `Upload-Length`, multipart with metadata only         → 200, body = transfer id
 *   PATCH  ?patch=<id>  slice at `Upload-Offset`                 → 204 (an empty one at
 *          offset = size, as FilePond 4 ends a multiple of the chunk size, → 204 too)
 *   HEAD   ?patch=<id>                                           → 200, `Upload-Offset`
 *   DELETE body = id                                             → 200
 *   GET    ?restore=<id> | ?load=<id> | ?fetch=<url>             → the file
 *   PUT    raw body, `Upload-Name`                               → 200, body = file id
 *
 * Run by hand: `node server/upload-server.mjs [--port 8080]`.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

const readBody = async (request) => {
  const parts = [];
  for await (const part of request) parts.push(part);
  return Buffer.concat(parts);
};

/**
 * Writes a request body into an open file at `position` through a write stream (reads and
 * writes overlap); PUT and PATCH share it, so the bench compares like with like.
 */
const writeBody = async (request, handle, position) => {
  let written = 0;
  request.on('data', (part) => (written += part.length));
  await pipeline(
    request,
    createWriteStream(null, { fd: handle.fd, start: position, autoClose: false }),
  );
  return written;
};

/**
 * The file name in an `Upload-Name` header. Node hands header values over as Latin-1, one
 * character per byte. FilePond 4 sends the UTF-8 bytes of the name as they are, so the bytes are
 * read back as UTF-8 (a value that is not valid UTF-8 stays Latin-1). Clients that cannot send
 * raw bytes may send the name percent-encoded instead; that form is decoded only when it yields
 * characters beyond ASCII, because a plain ASCII name such as `100%20.txt` is ambiguous and is
 * kept as sent.
 */
export const decodeUploadName = (value) => {
  const raw = String(value ?? '');
  const bytes = Buffer.from(raw, 'latin1');
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const name = utf8.includes('\uFFFD') && !raw.includes('\uFFFD') ? raw : utf8;
  const beyondAscii = (text) => [...text].some((character) => character.charCodeAt(0) > 0x7f);
  if (beyondAscii(name) || !/%[0-9a-f]{2}/i.test(name)) return name;
  try {
    const decoded = decodeURIComponent(name);
    return beyondAscii(decoded) ? decoded : name;
  } catch {
    return name;
  }
};

/**
 * A `Content-Disposition` value for any file name (RFC 6266): a plain `filename` that every
 * client reads, and for names it cannot carry exactly (beyond printable ASCII, or with `"`, `\`
 * or `%`) an RFC 5987 `filename*` in UTF-8 after it. FilePond 4 reads the last `filename` it
 * finds, so the exact one comes last.
 */
export const contentDisposition = (name, type = 'inline') => {
  const isPlain = /^[\x20-\x7e]*$/.test(name) && !/["\\%]/.test(name);
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  if (isPlain) return `${type}; filename="${name}"`;
  const encoded = Array.from(new TextEncoder().encode(name), (byte) => {
    const character = String.fromCharCode(byte);
    return /[A-Za-z0-9!#$&+\-.^_`|~]/.test(character) && byte < 0x80
      ? character
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};

/**
 * A multipart `filename` as browsers and undici write it: UTF-8, with `"`, CR and LF escaped as
 * `%22`, `%0D` and `%0A` (the HTML form-data rules). Only those three are decoded.
 */
const decodeMultipartName = (value) =>
  value.replace(/%22/gi, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');

/** The parts of a multipart/form-data body: name, optional filename, content. */
function parseMultipart(body, contentType) {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!match) return [];
  const boundary = Buffer.from(`--${match[1] ?? match[2]}`);
  const parts = [];
  let start = body.indexOf(boundary);
  while (start !== -1) {
    const next = body.indexOf(boundary, start + boundary.length);
    if (next === -1) break;
    const chunk = body.subarray(start + boundary.length + 2, next - 2);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = chunk.subarray(0, headerEnd).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1] ?? '';
      const quoted = /filename="([^"]*)"/i.exec(headers)?.[1];
      const filename = quoted === undefined ? undefined : decodeMultipartName(quoted);
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? '';
      parts.push({ name, filename, type, content: chunk.subarray(headerEnd + 4) });
    }
    start = next;
  }
  return parts;
}

/**
 * Starts the server. `faults` can be changed while it runs:
 * - `chunk: { number, mode: 'status-500' | 'drop' | 'hang', times }` fails the given chunk
 *   (1-based, per transfer) that many times, or every time when `times` is left out;
 * - `process: 'status-500' | 'drop' | 'hang'` fails plain uploads and transfer starts;
 * - `revert: 'status-500'` fails reverts.
 */
export async function startUploadServer({ port = 0, host = '127.0.0.1', directory } = {}) {
  const root = directory ?? (await mkdtemp(path.join(tmpdir(), 'tessera-upload-')));
  /** @type {Map<string, {id: string, name: string, type: string, size: number, path: string, complete: boolean, offset: number, chunks: number, metadata: unknown}>} */
  const files = new Map();
  const requests = [];
  const faults = { chunk: null, process: null, revert: null };
  const settings = { transferIdOnLoad: false };
  const hanging = new Set();

  const hang = (response) => hanging.add(response);

  const inject = (mode, request, response) => {
    if (mode === 'status-500') {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Injected failure');
    } else if (mode === 'drop') {
      request.socket.destroy();
    } else if (mode === 'hang') {
      hang(response);
    }
  };

  /** Every answer states the length of the body it really sends. */
  const sendText = (response, status, text = '', headers = {}) => {
    const body = Buffer.from(text, 'utf8');
    response.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': body.length,
      ...headers,
    });
    response.end(body);
  };

  /**
   * A failure after some headers were set: the headers go (a `Content-Length` of a file that will
   * not follow would truncate or stall the client) and a short text answer replaces them; once
   * the head is out, the connection is cut so the client sees the failure.
   */
  const fail = (response, status, text) => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    for (const name of response.getHeaderNames()) {
      if (!name.startsWith('access-control-')) response.removeHeader(name);
    }
    sendText(response, status, text);
  };

  const serveFile = async (response, entry) => {
    const size = (await stat(entry.path)).size;
    const headers = {
      'Content-Type': entry.type || 'application/octet-stream',
      'Content-Disposition': contentDisposition(entry.name),
      'Content-Length': size,
    };
    if (settings.transferIdOnLoad) headers['X-Content-Transfer-Id'] = entry.id;
    response.writeHead(200, headers);
    await pipeline(createReadStream(entry.path), response);
  };

  const store = async (name, type, content) => {
    const id = randomUUID();
    const filePath = path.join(root, id);
    const handle = await open(filePath, 'w');
    await handle.writeFile(content);
    await handle.close();
    const entry = {
      id,
      name,
      type,
      size: content.length,
      path: filePath,
      complete: true,
      offset: content.length,
      chunks: 0,
      metadata: null,
    };
    files.set(id, entry);
    return entry;
  };

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const query = url.searchParams;
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader(
      'Access-Control-Expose-Headers',
      'Upload-Offset, Content-Disposition, X-Content-Transfer-Id',
    );

    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, HEAD, DELETE, PUT');
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? '*',
      );
      return sendText(response, 204);
    }

    // CORS preflights are left out of the log: it holds what the client asked for.
    const log = {
      method: request.method,
      url: request.url,
      headers: { ...request.headers },
      at: Date.now(),
    };
    requests.push(log);
    /** Reads the whole body and notes its size in the log. */
    const readLogged = async () => {
      const body = await readBody(request);
      log.size = body.length;
      return body;
    };

    if (request.method === 'POST') {
      if (faults.process) return inject(faults.process, request, response);
      const body = await readLogged();
      const parts = parseMultipart(body, request.headers['content-type']);
      log.parts = parts.map(({ name, filename, type, content }) => ({
        name,
        ...(filename === undefined ? { text: content.toString('utf8') } : { filename, type }),
        size: content.length,
      }));
      const metadataPart = parts.find((part) => part.filename === undefined);
      const metadata = metadataPart
        ? JSON.parse(metadataPart.content.toString('utf8') || 'null')
        : null;
      const length = request.headers['upload-length'];
      if (length !== undefined) {
        const id = randomUUID();
        const filePath = path.join(root, id);
        await (await open(filePath, 'w')).close();
        files.set(id, {
          id,
          name: '',
          type: '',
          size: Number(length),
          path: filePath,
          complete: false,
          offset: 0,
          chunks: 0,
          metadata,
        });
        log.body = `metadata ${JSON.stringify(metadata)}`;
        return sendText(response, 200, id);
      }
      const filePart = parts.find((part) => part.filename !== undefined);
      if (!filePart) return sendText(response, 400, 'No file');
      const entry = await store(filePart.filename, filePart.type, filePart.content);
      entry.metadata = metadata;
      return sendText(response, 200, entry.id);
    }

    if (request.method === 'PUT') {
      const id = randomUUID();
      const filePath = path.join(root, id);
      const handle = await open(filePath, 'w');
      const size = await writeBody(request, handle, 0).finally(() => handle.close());
      log.size = size;
      files.set(id, {
        id,
        name: decodeUploadName(request.headers['upload-name'] ?? id),
        type: '',
        size,
        path: filePath,
        complete: true,
        offset: size,
        chunks: 0,
        metadata: null,
      });
      return sendText(response, 200, id);
    }

    if (request.method === 'PATCH' || request.method === 'HEAD') {
      const entry = files.get(query.get('patch') ?? '');
      if (entry && request.method === 'HEAD') {
        response.writeHead(200, { 'Upload-Offset': String(entry.offset), 'Content-Length': 0 });
        return response.end();
      }
      if (entry?.complete) {
        // FilePond 4 ends a file whose size is a multiple of the chunk size (0 included) with an
        // empty PATCH at offset = size: the transfer is complete and the answer says so.
        const body = await readLogged();
        if (body.length === 0 && Number(request.headers['upload-offset']) === entry.size) {
          return sendText(response, 204);
        }
        return sendText(response, 409, 'Transfer already complete', {
          'Upload-Offset': String(entry.offset),
        });
      }
      if (!entry) {
        await readLogged();
        return sendText(response, 404, 'Unknown transfer');
      }
      const number = entry.chunks + 1;
      const fault = faults.chunk;
      if (fault && fault.number === number && (fault.times === undefined || fault.times > 0)) {
        if (fault.times !== undefined) fault.times -= 1;
        if (fault.mode !== 'drop') await readLogged();
        return inject(fault.mode, request, response);
      }
      const offset = Number(request.headers['upload-offset']);
      if (offset !== entry.offset) {
        await readLogged();
        return sendText(response, 409, 'Offset mismatch', {
          'Upload-Offset': String(entry.offset),
        });
      }
      // The transfer's file stays open between chunks, so a chunk costs no open and close.
      entry.handle ??= await open(entry.path, 'r+');
      // A dropped connection leaves the offset where it was; the client resumes from there.
      const received = await writeBody(request, entry.handle, offset).catch(() => null);
      if (received === null) return;
      log.size = received;
      entry.offset += received;
      entry.chunks = number;
      entry.name = decodeUploadName(request.headers['upload-name'] ?? entry.id);
      if (entry.offset >= entry.size) {
        entry.complete = true;
        await entry.handle.close();
        entry.handle = undefined;
      }
      return sendText(response, 204);
    }

    if (request.method === 'DELETE') {
      const id = (await readLogged()).toString('utf8').trim();
      log.body = id;
      if (faults.revert) return inject(faults.revert, request, response);
      const entry = files.get(id);
      if (!entry) return sendText(response, 404, 'Item not found');
      files.delete(id);
      await entry.handle?.close();
      await rm(entry.path, { force: true });
      return sendText(response, 200);
    }

    if (request.method === 'GET') {
      const id = query.get('restore') ?? query.get('load');
      if (id !== null) {
        const entry = files.get(id);
        if (!entry || !entry.complete) return sendText(response, 404, 'Item not found');
        return serveFile(response, entry);
      }
      const remote = query.get('fetch');
      if (remote !== null) {
        try {
          const answer = await fetch(remote);
          if (!answer.ok) return sendText(response, answer.status, "Can't load URL");
          const content = Buffer.from(await answer.arrayBuffer());
          const type = answer.headers.get('content-type') ?? 'application/octet-stream';
          const disposition = answer.headers.get('content-disposition');
          const name = decodeURIComponent(new URL(remote).pathname.split('/').pop() || 'file');
          const headers = {
            'Content-Type': type,
            'Content-Disposition': disposition ?? contentDisposition(name),
            'Content-Length': content.length,
          };
          // With the switch on, the fetched file is kept as a temporary file and its id sent
          // along, so a FilePond client shows it as uploaded without sending it back.
          if (settings.transferIdOnLoad) {
            headers['X-Content-Transfer-Id'] = (await store(name, type, content)).id;
          }
          response.writeHead(200, headers);
          return response.end(content);
        } catch {
          return sendText(response, 502, "Can't load URL");
        }
      }
    }
    return sendText(response, 405, 'Method not allowed');
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      fail(response, 500, String(error?.message ?? error));
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;

  return {
    url: `http://${host}:${actualPort}/`,
    port: actualPort,
    directory: root,
    faults,
    /** Behaviour switches: `transferIdOnLoad` adds `X-Content-Transfer-Id` to restore/load/fetch answers. */
    settings,
    requests,
    /** Every stored entry, complete or not. */
    files: () =>
      [...files.values()].map((entry) => {
        const copy = { ...entry };
        delete copy.handle;
        return copy;
      }),
    /** Deletes every stored file and transfer. */
    async clearFiles() {
      for (const entry of files.values()) {
        await entry.handle?.close();
        await rm(entry.path, { force: true });
      }
      files.clear();
    },
    /** Stops the server, ends hanging requests and deletes the directory (unless it was given). */
    async close() {
      for (const response of hanging) response.destroy();
      for (const entry of files.values()) await entry.handle?.close();
      hanging.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (!directory) await rm(root, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const portFlag = process.argv.indexOf('--port');
  const port = portFlag === -1 ? 0 : Number(process.argv[portFlag + 1]);
  const server = await startUploadServer({ port });
  console.log(`Upload server listening on ${server.url} (files in ${server.directory})`);
  process.on('SIGINT', () => server.close().then(() => process.exit(0)));
}
