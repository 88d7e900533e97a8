/**
 * The engine and its HTTP transport against the reference server on 127.0.0.1, with Node's
 * fetch, FormData, Blob and File: the FilePond 4 wire protocol end to end.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startUploadServer, type UploadServer } from '../../../server/upload-server.mjs';
import type { ItemStatus } from './status';
import { createHttpTransport, type HttpTransportOptions } from './transport';
import { createUploader, type Uploader } from './uploader';

let server: UploadServer;
const uploaders: Uploader[] = [];

beforeAll(async () => {
  server = await startUploadServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  for (const uploader of uploaders.splice(0)) uploader.destroy();
  server.faults.chunk = null;
  server.faults.process = null;
  server.faults.revert = null;
  server.requests.length = 0;
});

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const bytes = (size: number) => new Uint8Array(randomBytes(size));

const storedHash = async (id: string) => {
  const entry = server.files().find((file) => file.id === id);
  if (!entry) throw new Error(`The server holds no file ${id}.`);
  return sha256(await readFile(entry.path));
};

const setup = (transport: Partial<HttpTransportOptions> = {}) => {
  const delays: number[] = [];
  const uploader = createUploader({
    allowMultiple: true,
    transport: createHttpTransport({
      url: server.url,
      chunkUploads: true,
      chunkRetryDelays: [500, 1000, 3000],
      // Real delays would make the suite slow; the schedule is recorded and waited for briefly.
      sleep: async (milliseconds) => {
        delays.push(milliseconds);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      ...transport,
    }),
  });
  uploaders.push(uploader);
  return { uploader, delays };
};

const waitForStatus = (uploader: Uploader, id: string, status: ItemStatus, timeout = 10_000) =>
  new Promise<void>((resolve, reject) => {
    const check = () => {
      if (uploader.getItem(id)?.status === status) {
        unsubscribe();
        clearTimeout(timer);
        resolve();
        return true;
      }
      return false;
    };
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`Item stayed "${uploader.getItem(id)?.status}", expected "${status}".`));
    }, timeout);
    const unsubscribe = uploader.subscribe(check);
    check();
  });

const waitUntil = async (condition: () => boolean, timeout = 10_000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeout) throw new Error('Condition not met in time.');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const patches = () => server.requests.filter((request) => request.method === 'PATCH');

describe('upload protocol against the reference server', () => {
  it('sends a small file in one multipart POST with the metadata first', async () => {
    const data = bytes(1000);
    const { uploader } = setup();
    const [id] = uploader.addFiles([new File([data], 'note.txt', { type: 'text/plain' })]).added;
    await waitForStatus(uploader, id!, 'processing-complete');
    const item = uploader.getItem(id!)!;
    const stored = server.files().find((file) => file.id === item.serverId)!;
    expect(stored.name).toBe('note.txt');
    expect(stored.metadata).toEqual({});
    expect(await storedHash(item.serverId!)).toBe(sha256(data));
    expect(item.progress).toEqual({ loaded: 1000, total: 1000, percent: 100 });
    expect(patches()).toHaveLength(0);
  });

  it('sends a 12 MB file in chunks of 5,000,000, 5,000,000 and 2,000,000 bytes', async () => {
    const data = bytes(12_000_000);
    const { uploader } = setup();
    const [id] = uploader.addFiles([new File([data], 'video.bin')]).added;
    await waitForStatus(uploader, id!, 'processing-complete', 20_000);

    const start = server.requests.find((request) => request.method === 'POST')!;
    expect(start.headers['upload-length']).toBe('12000000');
    expect(patches().map((request) => request.headers['upload-offset'])).toEqual([
      '0',
      '5000000',
      '10000000',
    ]);
    expect(patches().map((request) => request.headers['content-length'])).toEqual([
      '5000000',
      '5000000',
      '2000000',
    ]);
    for (const request of patches()) {
      expect(request.headers['content-type']).toBe('application/offset+octet-stream');
      expect(request.headers['upload-length']).toBe('12000000');
      expect(request.headers['upload-name']).toBe('video.bin');
    }
    const item = uploader.getItem(id!)!;
    expect(patches()[0]!.url).toBe(`/?patch=${item.serverId}`);
    expect(await storedHash(item.serverId!)).toBe(sha256(data));
  });

  it('retries a chunk answered with 500 after the retry delay and completes', async () => {
    const data = bytes(12_000_000);
    server.faults.chunk = { number: 2, mode: 'status-500', times: 2 };
    const { uploader, delays } = setup();
    const [id] = uploader.addFiles([new File([data], 'retry.bin')]).added;
    await waitForStatus(uploader, id!, 'processing-complete', 20_000);
    expect(delays).toEqual([500, 1000]);
    expect(patches().map((request) => request.headers['upload-offset'])).toEqual([
      '0',
      '5000000',
      '5000000',
      '5000000',
      '10000000',
    ]);
    expect(await storedHash(uploader.getItem(id!)!.serverId!)).toBe(sha256(data));
  });

  it('retries a chunk whose connection drops', async () => {
    const data = bytes(6_000_000);
    server.faults.chunk = { number: 1, mode: 'drop', times: 1 };
    const { uploader, delays } = setup();
    const [id] = uploader.addFiles([new File([data], 'dropped.bin')]).added;
    await waitForStatus(uploader, id!, 'processing-complete', 20_000);
    expect(delays).toEqual([500]);
    expect(await storedHash(uploader.getItem(id!)!.serverId!)).toBe(sha256(data));
  });

  it('errors with "tap to retry" when the retries run out, and resumes from the server offset', async () => {
    const data = bytes(12_000_000);
    server.faults.chunk = { number: 2, mode: 'status-500', times: Infinity };
    const { uploader, delays } = setup();
    const [id] = uploader.addFiles([new File([data], 'resume.bin')]).added;
    await waitForStatus(uploader, id!, 'processing-error', 20_000);
    expect(delays).toEqual([500, 1000, 3000]);
    expect(uploader.getItem(id!)!.error).toEqual({
      main: 'Error during upload',
      sub: 'tap to retry',
    });
    expect(patches()).toHaveLength(5);

    server.faults.chunk = null;
    server.requests.length = 0;
    uploader.retry(id!);
    await waitForStatus(uploader, id!, 'processing-complete', 20_000);
    const transferId = uploader.getItem(id!)!.serverId!;
    expect(server.requests.map((request) => request.method)).toEqual(['HEAD', 'PATCH', 'PATCH']);
    expect(server.requests[0]!.url).toBe(`/?patch=${transferId}`);
    expect(patches().map((request) => request.headers['upload-offset'])).toEqual([
      '5000000',
      '10000000',
    ]);
    expect(await storedHash(transferId)).toBe(sha256(data));
  });

  it('carries names beyond Latin-1 in chunked uploads', async () => {
    const { uploader } = setup({ chunkForce: true });
    const [id] = uploader.addFiles([new File([bytes(100)], '写真 100%.png')]).added;
    await waitForStatus(uploader, id!, 'processing-complete');
    const stored = server.files().find((file) => file.id === uploader.getItem(id!)!.serverId);
    expect(stored?.name).toBe('写真 100%.png');
    expect(patches()[0]!.headers['upload-name']).toBe(encodeURIComponent('写真 100%.png'));

    const [latin] = uploader.addFiles([new File([bytes(100)], 'café 100%.png')]).added;
    await waitForStatus(uploader, latin!, 'processing-complete');
    const storedLatin = server
      .files()
      .find((file) => file.id === uploader.getItem(latin!)!.serverId);
    expect(storedLatin?.name).toBe('café 100%.png');
  });

  it('reverts with DELETE and the server id as a text body', async () => {
    const { uploader } = setup();
    const [id] = uploader.addFiles([new File([bytes(2000)], 'undo.txt')]).added;
    await waitForStatus(uploader, id!, 'processing-complete');
    const serverId = uploader.getItem(id!)!.serverId!;
    server.requests.length = 0;
    await uploader.revert(id!);
    expect(uploader.getItem(id!)!.status).toBe('idle');
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'DELETE', body: serverId });
    expect(request!.headers['content-type']).toBe('text/plain');
    expect(server.files().some((file) => file.id === serverId)).toBe(false);
  });

  it('shows "Error during revert" when the server refuses the revert', async () => {
    const { uploader } = setup();
    const [id] = uploader.addFiles([new File([bytes(2000)], 'keep.txt')]).added;
    await waitForStatus(uploader, id!, 'processing-complete');
    server.faults.revert = 'status-500';
    await uploader.revert(id!);
    expect(uploader.getItem(id!)).toMatchObject({
      status: 'processing-revert-error',
      error: { main: 'Error during revert', sub: 'tap to retry' },
    });
  });

  it('leaves no half file marked complete when an upload is aborted', async () => {
    const data = bytes(12_000_000);
    server.faults.chunk = { number: 2, mode: 'hang', times: 1 };
    const before = new Set(server.files().map((file) => file.id));
    const { uploader } = setup();
    const [id] = uploader.addFiles([new File([data], 'aborted.bin')]).added;
    await waitUntil(() => patches().length === 2);
    uploader.abort(id!);
    await waitForStatus(uploader, id!, 'cancelled');
    expect(uploader.getItem(id!)!.error?.main).toBe('Upload cancelled');
    const stored = server.files().filter((file) => !before.has(file.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ complete: false, offset: 5_000_000 });
  });

  it('aborts a plain upload without storing anything', async () => {
    server.faults.process = 'hang';
    const before = server.files().length;
    const { uploader } = setup();
    const [id] = uploader.addFiles([new File([bytes(3000)], 'plain.bin')]).added;
    await waitUntil(() => server.requests.length === 1);
    uploader.abort(id!);
    await waitForStatus(uploader, id!, 'cancelled');
    expect(server.files()).toHaveLength(before);
  });

  it('reports "Timeout" when the server does not answer in time', async () => {
    server.faults.process = 'hang';
    const { uploader } = setup({ timeout: 150 });
    const [id] = uploader.addFiles([new File([bytes(10)], 'slow.txt')]).added;
    await waitForStatus(uploader, id!, 'processing-error');
    expect(uploader.getItem(id!)!.error).toEqual({ main: 'Timeout', sub: 'tap to retry' });
  });

  it('sends the configured headers with every request', async () => {
    const { uploader } = setup({ headers: { 'X-Token': 'abc' } });
    const [id] = uploader.addFiles([new File([bytes(6_000_000)], 'headers.bin')]).added;
    await waitForStatus(uploader, id!, 'processing-complete', 20_000);
    expect(server.requests.length).toBeGreaterThan(1);
    for (const request of server.requests) expect(request.headers['x-token']).toBe('abc');
  });

  it('restores a limbo file and loads a local one, naming them from Content-Disposition', async () => {
    const data = bytes(1500);
    const { uploader } = setup();
    const [first] = uploader.addFiles([
      new File([data], 'photo.jpg', { type: 'image/jpeg' }),
    ]).added;
    await waitForStatus(uploader, first!, 'processing-complete');
    const serverId = uploader.getItem(first!)!.serverId!;
    const [limbo, local, missing] = uploader.addFiles([
      { source: serverId, options: { type: 'limbo' } },
      { source: serverId, options: { type: 'local' } },
      { source: 'nothing-here', options: { type: 'limbo' } },
    ]).added;
    await waitForStatus(uploader, limbo!, 'processing-complete');
    await waitForStatus(uploader, local!, 'processing-complete');
    await waitForStatus(uploader, missing!, 'load-error');
    expect(uploader.getItem(limbo!)).toMatchObject({
      name: 'photo.jpg',
      size: 1500,
      origin: 'limbo',
    });
    expect(uploader.getItem(local!)).toMatchObject({ name: 'photo.jpg', origin: 'local' });
    expect(uploader.getItem(missing!)!.error).toEqual({
      main: 'Item not found',
      sub: 'tap to retry',
    });
    const restored = new Uint8Array(await uploader.getItem(limbo!)!.file!.arrayBuffer());
    expect(sha256(restored)).toBe(sha256(data));
    expect(server.requests.some((request) => request.url === `/?restore=${serverId}`)).toBe(true);
    expect(server.requests.some((request) => request.url === `/?load=${serverId}`)).toBe(true);
  });

  it('fetches a URL through the server and uploads it', async () => {
    const data = bytes(800);
    const { uploader } = setup();
    const [first] = uploader.addFiles([
      new File([data], 'remote.png', { type: 'image/png' }),
    ]).added;
    await waitForStatus(uploader, first!, 'processing-complete');
    const remote = `${server.url}?load=${uploader.getItem(first!)!.serverId}`;
    const [fetched] = uploader.addFiles([remote]).added;
    await waitForStatus(uploader, fetched!, 'processing-complete');
    const item = uploader.getItem(fetched!)!;
    expect(item.name).toBe('remote.png');
    expect(await storedHash(item.serverId!)).toBe(sha256(data));

    const [broken] = uploader.addFiles(['http://127.0.0.1:1/missing.png']).added;
    await waitForStatus(uploader, broken!, 'load-error');
    expect(uploader.getItem(broken!)!.error?.main).toBe("Can't load URL");
  });
});
