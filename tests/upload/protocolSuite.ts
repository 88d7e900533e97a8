/**
 * The FilePond 4 wire protocol, end to end: the engine and its HTTP transport against the
 * reference server. The same tests run in Node (the transport sends with `fetch`) and in
 * Chromium (the transport sends with XMLHttpRequest, as on a user's page).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  abortableSleep,
  createHttpTransport,
  createUploader,
  headerBytes,
  type HttpTransportOptions,
  type ItemStatus,
  type Uploader,
} from '../../src/lib/upload';
import type { LoggedRequest, ServerControl } from './serverControl';

export interface ProtocolSuiteOptions {
  /**
   * Waits the real retry delays (500, 1000, 3000 ms) and checks the gaps between retried
   * requests; otherwise the delays are only recorded, to keep a suite fast.
   * @default false
   */
  realDelays?: boolean;
}

const retryDelays = [500, 1000, 3000] as const;

/** Random bytes; `getRandomValues` fills at most 65,536 bytes per call. */
export function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(size);
  for (let start = 0; start < size; start += 65_536) {
    crypto.getRandomValues(data.subarray(start, Math.min(size, start + 65_536)));
  }
  return data;
}

export async function sha256(data: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const waitForStatus = (
  uploader: Uploader,
  id: string,
  status: ItemStatus,
  timeout = 30_000,
) =>
  new Promise<void>((resolve, reject) => {
    const check = () => {
      if (uploader.getItem(id)?.status !== status) return;
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`Item stayed "${uploader.getItem(id)?.status}", expected "${status}".`));
    }, timeout);
    const unsubscribe = uploader.subscribe(check);
    check();
  });

export async function waitUntil(condition: () => Promise<boolean>, timeout = 30_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeout) throw new Error('Condition not met in time.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const patchesOf = (requests: readonly LoggedRequest[]) =>
  requests.filter((request) => request.method === 'PATCH');

/** The time between each chunk request and its retry (the next request at the same offset). */
export function retryGaps(chunks: readonly LoggedRequest[]): number[] {
  return chunks.slice(1).flatMap((request, index) => {
    const previous = chunks[index]!;
    const retried = request.headers['upload-offset'] === previous.headers['upload-offset'];
    return retried ? [request.at - previous.at] : [];
  });
}

/** Each retry must come at least its delay after the failure; the log has millisecond times. */
export function expectRetryGaps(chunks: readonly LoggedRequest[], delays: readonly number[]) {
  const gaps = retryGaps(chunks);
  expect(gaps).toHaveLength(delays.length);
  gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(delays[index]! - 2));
}

export function describeUploadProtocol(
  control: () => ServerControl,
  { realDelays = false }: ProtocolSuiteOptions = {},
) {
  const uploaders: Uploader[] = [];

  afterEach(async () => {
    for (const uploader of uploaders.splice(0)) uploader.destroy();
    await control().reset();
  });

  const storedFile = async (id: string) => {
    const entry = (await control().files()).find((file) => file.id === id);
    if (!entry) throw new Error(`The server holds no file ${id}.`);
    return entry;
  };

  const patches = async () => patchesOf(await control().requests());

  const setup = (transport: Partial<HttpTransportOptions> = {}) => {
    const delays: number[] = [];
    const uploader = createUploader({
      allowMultiple: true,
      transport: createHttpTransport({
        url: control().url,
        chunkUploads: true,
        chunkRetryDelays: retryDelays,
        sleep: async (milliseconds, signal) => {
          delays.push(milliseconds);
          await abortableSleep(realDelays ? milliseconds : 5, signal);
        },
        ...transport,
      }),
    });
    uploaders.push(uploader);
    return { uploader, delays };
  };

  describe('upload protocol against the reference server', () => {
    it('sends a small file in one multipart POST with the metadata first', async () => {
      const data = randomBytes(1000);
      const { uploader } = setup();
      const [id] = uploader.addFiles([new File([data], 'note.txt', { type: 'text/plain' })]).added;
      await waitForStatus(uploader, id!, 'processing-complete');
      const item = uploader.getItem(id!)!;
      const stored = await storedFile(item.serverId!);
      expect(stored).toMatchObject({ name: 'note.txt', metadata: {}, sha256: await sha256(data) });
      expect(item.progress).toEqual({ loaded: 1000, total: 1000, percent: 100 });
      expect(await patches()).toHaveLength(0);
    });

    it('sends a 12 MB file in chunks of 5,000,000, 5,000,000 and 2,000,000 bytes', async () => {
      const data = randomBytes(12_000_000);
      const { uploader } = setup();
      const [id] = uploader.addFiles([new File([data], 'video.bin')]).added;
      await waitForStatus(uploader, id!, 'processing-complete', 60_000);

      const requests = await control().requests();
      const start = requests.find((request) => request.method === 'POST')!;
      expect(start.headers['upload-length']).toBe('12000000');
      const chunks = patchesOf(requests);
      expect(chunks.map((request) => request.headers['upload-offset'])).toEqual([
        '0',
        '5000000',
        '10000000',
      ]);
      expect(chunks.map((request) => request.headers['content-length'])).toEqual([
        '5000000',
        '5000000',
        '2000000',
      ]);
      for (const request of chunks) {
        expect(request.headers['content-type']).toBe('application/offset+octet-stream');
        expect(request.headers['upload-length']).toBe('12000000');
        expect(request.headers['upload-name']).toBe('video.bin');
      }
      const item = uploader.getItem(id!)!;
      expect(chunks[0]!.url).toBe(`/?patch=${item.serverId}`);
      expect(item.progress).toEqual({ loaded: 12_000_000, total: 12_000_000, percent: 100 });
      expect((await storedFile(item.serverId!)).sha256).toBe(await sha256(data));
    });

    it('retries a chunk answered with 500 after the retry delays and completes', async () => {
      const data = randomBytes(12_000_000);
      await control().setFaults({ chunk: { number: 2, mode: 'status-500', times: 2 } });
      const { uploader, delays } = setup();
      const [id] = uploader.addFiles([new File([data], 'retry.bin')]).added;
      await waitForStatus(uploader, id!, 'processing-complete', 60_000);
      expect(delays).toEqual([500, 1000]);
      const chunks = await patches();
      const offsets = chunks.map((request) => request.headers['upload-offset']);
      expect(offsets).toEqual(['0', '5000000', '5000000', '5000000', '10000000']);
      if (realDelays) expectRetryGaps(chunks, [500, 1000]);
      expect((await storedFile(uploader.getItem(id!)!.serverId!)).sha256).toBe(await sha256(data));
    });

    it('retries a chunk whose connection drops', async () => {
      const data = randomBytes(6_000_000);
      await control().setFaults({ chunk: { number: 1, mode: 'drop', times: 2 } });
      const { uploader, delays } = setup();
      const [id] = uploader.addFiles([new File([data], 'dropped.bin')]).added;
      await waitForStatus(uploader, id!, 'processing-complete', 60_000);
      // Chromium resends a request whose fresh connection drops before any answer once on its
      // own, so the engine may see one drop fewer than the server caused; it sees at least one,
      // and waits the retry delays in order for each.
      expect(delays.length).toBeGreaterThanOrEqual(1);
      expect(delays).toEqual(retryDelays.slice(0, delays.length));
      const offsets = (await patches()).map((request) => request.headers['upload-offset']);
      expect(offsets).toEqual(['0', '0', '0', '5000000']);
      expect((await storedFile(uploader.getItem(id!)!.serverId!)).sha256).toBe(await sha256(data));
    });

    it('errors with "tap to retry" when the retries run out, and resumes from the server offset', async () => {
      const data = randomBytes(12_000_000);
      await control().setFaults({ chunk: { number: 2, mode: 'status-500' } });
      const { uploader, delays } = setup();
      const [id] = uploader.addFiles([new File([data], 'resume.bin')]).added;
      await waitForStatus(uploader, id!, 'processing-error', 60_000);
      expect(delays).toEqual([500, 1000, 3000]);
      expect(uploader.getItem(id!)!.error).toEqual({
        main: 'Error during upload',
        sub: 'tap to retry',
      });
      const failed = await patches();
      expect(failed).toHaveLength(5);
      if (realDelays) expectRetryGaps(failed, retryDelays);

      await control().setFaults({ chunk: null });
      await control().clearRequests();
      uploader.retry(id!);
      await waitForStatus(uploader, id!, 'processing-complete', 60_000);
      const transferId = uploader.getItem(id!)!.serverId!;
      const requests = await control().requests();
      expect(requests.map((request) => request.method)).toEqual(['HEAD', 'PATCH', 'PATCH']);
      expect(requests[0]!.url).toBe(`/?patch=${transferId}`);
      expect(patchesOf(requests).map((request) => request.headers['upload-offset'])).toEqual([
        '5000000',
        '10000000',
      ]);
      expect((await storedFile(transferId)).sha256).toBe(await sha256(data));
    });

    it('sends names as their UTF-8 bytes and gets them back from restore', async () => {
      const { uploader } = setup({ chunkForce: true });
      for (const name of ['写真 100%.png', 'café ü.bin', 'Ελληνικά "quoted".txt']) {
        await control().clearRequests();
        const [id] = uploader.addFiles([new File([randomBytes(100)], name)]).added;
        await waitForStatus(uploader, id!, 'processing-complete');
        const serverId = uploader.getItem(id!)!.serverId!;
        expect((await storedFile(serverId)).name).toBe(name);
        // FilePond 4 sends `unescape(encodeURIComponent(name))`: the raw UTF-8 bytes.
        expect((await patches())[0]!.headers['upload-name']).toBe(headerBytes(name));
        const [restored] = uploader.addFiles([
          { source: serverId, options: { type: 'limbo' } },
        ]).added;
        await waitForStatus(uploader, restored!, 'processing-complete');
        expect(uploader.getItem(restored!)).toMatchObject({ name, size: 100 });
      }
    });

    it('accepts a percent-encoded Upload-Name as well', async () => {
      const start = await fetch(control().url, {
        method: 'POST',
        headers: { 'Upload-Length': '3' },
        body: new FormData(),
      });
      const transferId = await start.text();
      const patch = await fetch(`${control().url}?patch=${transferId}`, {
        method: 'PATCH',
        headers: {
          'Content-Type': 'application/offset+octet-stream',
          'Upload-Offset': '0',
          'Upload-Length': '3',
          'Upload-Name': encodeURIComponent('写真 100%.png'),
        },
        body: new Uint8Array([1, 2, 3]),
      });
      expect(patch.status).toBe(204);
      expect((await storedFile(transferId)).name).toBe('写真 100%.png');
    });

    it('reverts with DELETE and the server id as a text body', async () => {
      const { uploader } = setup();
      const [id] = uploader.addFiles([new File([randomBytes(2000)], 'undo.txt')]).added;
      await waitForStatus(uploader, id!, 'processing-complete');
      const serverId = uploader.getItem(id!)!.serverId!;
      await control().clearRequests();
      await uploader.revert(id!);
      expect(uploader.getItem(id!)!.status).toBe('idle');
      const [request] = await control().requests();
      expect(request).toMatchObject({ method: 'DELETE', body: serverId });
      expect(request!.headers['content-type']).toMatch(/^text\/plain/);
      expect((await control().files()).some((file) => file.id === serverId)).toBe(false);
    });

    it('shows "Error during revert" when the server refuses the revert', async () => {
      const { uploader } = setup();
      const [id] = uploader.addFiles([new File([randomBytes(2000)], 'keep.txt')]).added;
      await waitForStatus(uploader, id!, 'processing-complete');
      await control().setFaults({ revert: 'status-500' });
      await uploader.revert(id!);
      expect(uploader.getItem(id!)).toMatchObject({
        status: 'processing-revert-error',
        error: { main: 'Error during revert', sub: 'tap to retry' },
      });
    });

    it('leaves no half file marked complete when an upload is aborted', async () => {
      const data = randomBytes(12_000_000);
      await control().setFaults({ chunk: { number: 2, mode: 'hang', times: 1 } });
      const before = new Set((await control().files()).map((file) => file.id));
      const { uploader } = setup();
      const [id] = uploader.addFiles([new File([data], 'aborted.bin')]).added;
      await waitUntil(async () => (await patches()).length === 2);
      uploader.abort(id!);
      await waitForStatus(uploader, id!, 'cancelled');
      expect(uploader.getItem(id!)!.error?.main).toBe('Upload cancelled');
      const stored = (await control().files()).filter((file) => !before.has(file.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ complete: false, offset: 5_000_000 });
    });

    it('aborts a plain upload without storing anything', async () => {
      await control().setFaults({ process: 'hang' });
      const before = (await control().files()).length;
      const { uploader } = setup();
      const [id] = uploader.addFiles([new File([randomBytes(3000)], 'plain.bin')]).added;
      await waitUntil(async () => (await control().requests()).length === 1);
      uploader.abort(id!);
      await waitForStatus(uploader, id!, 'cancelled');
      expect(await control().files()).toHaveLength(before);
    });

    it('reports "Timeout" when the server does not answer in time', async () => {
      await control().setFaults({ process: 'hang' });
      // Long enough for the request to reach the server on a busy machine: with 150 ms the client
      // could give up before the browser had sent it, and the server then never logged it.
      const { uploader } = setup({ timeout: 1_000 });
      const [id] = uploader.addFiles([new File([randomBytes(10)], 'slow.txt')]).added;
      await waitForStatus(uploader, id!, 'processing-error');
      expect(uploader.getItem(id!)!.error).toEqual({ main: 'Timeout', sub: 'tap to retry' });
      // The request the server held: it must have been read, so it cannot land in the next
      // test's log.
      await waitUntil(async () => (await control().requests()).length === 1);
    });

    it('sends the configured headers with every request', async () => {
      const { uploader } = setup({ headers: { 'X-Token': 'abc' } });
      const [id] = uploader.addFiles([new File([randomBytes(6_000_000)], 'headers.bin')]).added;
      await waitForStatus(uploader, id!, 'processing-complete', 60_000);
      const requests = await control().requests();
      expect(requests.length).toBeGreaterThan(1);
      for (const request of requests) expect(request.headers['x-token']).toBe('abc');
    });

    it('restores a limbo file and loads a local one, naming them from Content-Disposition', async () => {
      const data = randomBytes(1500);
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
      const restored = await uploader.getItem(limbo!)!.file!.arrayBuffer();
      expect(await sha256(restored)).toBe(await sha256(data));
      const urls = (await control().requests()).map((request) => request.url);
      expect(urls).toContain(`/?restore=${serverId}`);
      expect(urls).toContain(`/?load=${serverId}`);
    });

    it('fetches a URL through the server and uploads it', async () => {
      const data = randomBytes(800);
      const { uploader } = setup();
      const [first] = uploader.addFiles([
        new File([data], 'remote.png', { type: 'image/png' }),
      ]).added;
      await waitForStatus(uploader, first!, 'processing-complete');
      const remote = `${control().url}?load=${uploader.getItem(first!)!.serverId}`;
      const [fetched] = uploader.addFiles([remote]).added;
      await waitForStatus(uploader, fetched!, 'processing-complete');
      const item = uploader.getItem(fetched!)!;
      expect(item.name).toBe('remote.png');
      expect((await storedFile(item.serverId!)).sha256).toBe(await sha256(data));

      const [broken] = uploader.addFiles(['http://127.0.0.1:1/missing.png']).added;
      await waitForStatus(uploader, broken!, 'load-error');
      expect(uploader.getItem(broken!)!.error?.main).toBe("Can't load URL");
    });
  });
}
