/**
 * Byte-exact FilePond 4 compatibility, proven with the real client: the same matrix runs once
 * with `filepond@4` and once with Tessera's engine (XMLHttpRequest, as on a page), both against
 * the reference server, and each case holds both clients to ONE table of the requests the server
 * saw (method, path, key headers, body). Stored bytes must hash to the source's SHA-256 and stored
 * names must equal the source names.
 *
 * Files are made in the browser from a seeded generator, so nothing large is shipped. Fault cases
 * use 1,000,000-byte chunks and short retry delays (both clients alike) to keep the run short; the
 * size cases use FilePond's default 5,000,000-byte chunks.
 */
import * as FilePond from 'filepond';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createHttpTransport,
  createUploader,
  type ItemStatus,
  type Uploader,
} from '../../src/lib/upload';
import { startBrowserServerControl, type BrowserServerControl } from './browserServerControl';
import type { LoggedRequest } from './serverControl';

const CHUNK = 5_000_000;
const SMALL_CHUNK = 1_000_000;
const RETRY_DELAYS = [100, 200, 300];
const GREEK = 'Ελληνικά αρχεία.txt';
const JAPANESE = '日本語のファイル.bin';
const QUOTED = `say "hi" it's 100%.bin`;

let control: BrowserServerControl;

beforeAll(async () => {
  control = await startBrowserServerControl();
});
afterAll(() => control.stop());

/** Deterministic bytes (xorshift32), so every run sends the same content. */
function seededBytes(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(size);
  const words = new Uint32Array(data.buffer, 0, Math.floor(size / 4));
  let state = seed >>> 0 || 1;
  for (let index = 0; index < words.length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    words[index] = state >>> 0;
  }
  for (let index = words.length * 4; index < size; index += 1) data[index] = index & 0xff;
  return data;
}

const makeFile = (size: number, name: string, seed = size + name.length) =>
  new File([seededBytes(size, seed)], name, { type: 'application/octet-stream' });

async function sha256(blob: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A header value as Node logged it (one character per byte), read back as UTF-8. */
const utf8 = (value: unknown) =>
  new TextDecoder().decode(Uint8Array.from(String(value ?? ''), (c) => c.charCodeAt(0)));

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * The server's log as table rows: server ids become <id1>, <id2>… in order of appearance, and
 * each row keeps what the protocol fixes (method, path, the FilePond headers, body shape).
 */
function tableOf(requests: readonly LoggedRequest[]): string[] {
  const ids = new Map<string, string>();
  const named = (text: string) =>
    text.replace(UUID, (id) => {
      if (!ids.has(id)) ids.set(id, `<id${ids.size + 1}>`);
      return ids.get(id)!;
    });
  return requests.map((request) => {
    const header = (name: string) => request.headers[name];
    const url = named(request.url);
    const size = request.size === undefined ? 'body not read' : `${request.size} B`;
    switch (request.method) {
      case 'POST': {
        const length = header('upload-length');
        const parts = (request.parts ?? [])
          .map((part) =>
            part.filename === undefined
              ? `${part.name}=${part.text}`
              : `${part.name}=file "${part.filename}" ${part.size} B`,
          )
          .join(', ');
        return `POST ${url}${length === undefined ? '' : ` Upload-Length: ${length}`} [${parts}]`;
      }
      case 'PATCH':
        return [
          `PATCH ${url}`,
          `Upload-Offset: ${header('upload-offset')}`,
          `Upload-Length: ${header('upload-length')}`,
          `Upload-Name: ${utf8(header('upload-name'))}`,
          `Content-Type: ${header('content-type')}`,
          size,
        ].join(' | ');
      case 'DELETE':
        return `DELETE ${url} | Content-Type: ${header('content-type')} | ${named(request.body ?? '')}`;
      default:
        return `${request.method} ${url}`;
    }
  });
}

const patchRow = (id: string, offset: number, length: number, name: string, bytes: number | null) =>
  [
    `PATCH /?patch=${id}`,
    `Upload-Offset: ${offset}`,
    `Upload-Length: ${length}`,
    `Upload-Name: ${name}`,
    'Content-Type: application/offset+octet-stream',
    bytes === null ? 'body not read' : `${bytes} B`,
  ].join(' | ');

const plainRow = (name: string, size: number) =>
  `POST / [filepond={}, filepond=file "${name}" ${size} B]`;
const startRow = (size: number) => `POST / Upload-Length: ${size} [filepond={}]`;
const revertRow = (id: string) => `DELETE / | Content-Type: text/plain;charset=UTF-8 | ${id}`;

type Outcome = 'complete' | 'error';

interface ClientOptions {
  chunkSize: number;
  chunkForce?: boolean;
}

/** What a case does with a client; FilePond and the engine implement it alike. */
interface TestClient {
  /** Adds files and waits until each has uploaded or failed; returns their handles. */
  add(files: File[]): Promise<string[]>;
  outcome(handle: string): Outcome | 'other';
  serverId(handle: string): string | null;
  retry(handle: string): Promise<Outcome>;
  revert(handle: string): void;
  remove(handle: string): void;
  /** Adds a server file (limbo: restore, local: load) and waits until it is loaded. */
  addServerFile(id: string, type: 'limbo' | 'local'): Promise<{ file: Blob; name: string }>;
  /** Adds a URL and waits until it is loaded. */
  addUrl(url: string): Promise<{ outcome: Outcome | 'other'; serverId: string | null }>;
  destroy(): Promise<void> | void;
}

function filePondClient(options: ClientOptions): TestClient {
  const container = document.createElement('div');
  const input = document.createElement('input');
  input.type = 'file';
  container.append(input);
  document.body.append(container);
  // `allowMinimumUploadDuration` (FilePond's 750 ms minimum shown upload time) is missing from
  // its published types; turned off so the run waits for the network only.
  const pondOptions: FilePond.FilePondOptions & { allowMinimumUploadDuration: boolean } = {
    server: control.url,
    allowMultiple: true,
    allowMinimumUploadDuration: false,
    chunkUploads: true,
    chunkForce: options.chunkForce ?? false,
    chunkSize: options.chunkSize,
    chunkRetryDelays: RETRY_DELAYS,
    maxParallelUploads: 2,
  };
  // FilePond replaces the input with its own root element.
  const pond = FilePond.create(input, pondOptions);
  const waiting = new Map<string, (outcome: Outcome) => void>();
  const settled = new Map<string, Outcome>();
  pond.on('processfile', (error: unknown, item: FilePond.FilePondFile | null) => {
    // FilePond can report an item it has already let go of (removed, or the pond destroyed at
    // the end of a test) without the item: no file the test waits for.
    if (!item) return;
    const outcome: Outcome = error ? 'error' : 'complete';
    settled.set(item.id, outcome);
    waiting.get(item.id)?.(outcome);
  });
  const settle = (id: string) =>
    new Promise<Outcome>((resolve) => {
      const done = settled.get(id);
      if (done) resolve(done);
      else waiting.set(id, resolve);
    });
  const item = (id: string) => pond.getFile(id);
  return {
    async add(files) {
      const items = await pond.addFiles(files);
      const ids = items.map((added) => added.id);
      await Promise.all(ids.map(settle));
      return ids;
    },
    outcome: (id) =>
      item(id)?.status === FilePond.FileStatus.PROCESSING_COMPLETE
        ? 'complete'
        : item(id)?.status === FilePond.FileStatus.PROCESSING_ERROR
          ? 'error'
          : 'other',
    serverId: (id) => item(id)?.serverId ?? null,
    async retry(id) {
      settled.delete(id);
      const result = settle(id);
      void pond.processFile(id).catch(() => undefined);
      return result;
    },
    revert: (id) => pond.removeFile(id, { revert: true }),
    remove: (id) => pond.removeFile(id),
    async addServerFile(id, type) {
      const added = await pond.addFile(id, { type });
      return { file: added.file, name: added.filename };
    },
    async addUrl(url) {
      const added = await pond.addFile(url);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const current = item(added.id);
      return {
        outcome: current?.status === FilePond.FileStatus.PROCESSING_COMPLETE ? 'complete' : 'other',
        serverId: current?.serverId ?? null,
      };
    },
    async destroy() {
      // FilePond puts the input back in place of its root on a later frame; then both go.
      pond.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      container.remove();
    },
  };
}

function engineClient(options: ClientOptions): TestClient {
  const uploader: Uploader = createUploader({
    allowMultiple: true,
    transport: createHttpTransport({
      url: control.url,
      chunkUploads: true,
      chunkForce: options.chunkForce ?? false,
      chunkSize: options.chunkSize,
      chunkRetryDelays: RETRY_DELAYS,
    }),
  });
  const until = (id: string, statuses: readonly ItemStatus[]) =>
    new Promise<ItemStatus>((resolve) => {
      const check = () => {
        const status = uploader.getItem(id)?.status;
        if (!status || !statuses.includes(status)) return;
        unsubscribe();
        resolve(status);
      };
      const unsubscribe = uploader.subscribe(check);
      check();
    });
  const settle = async (id: string): Promise<Outcome> =>
    (await until(id, ['processing-complete', 'processing-error'])) === 'processing-complete'
      ? 'complete'
      : 'error';
  return {
    async add(files) {
      const { added } = uploader.addFiles(files, 'browse');
      await Promise.all(added.map(settle));
      return added;
    },
    outcome: (id) => {
      const status = uploader.getItem(id)?.status;
      return status === 'processing-complete'
        ? 'complete'
        : status === 'processing-error'
          ? 'error'
          : 'other';
    },
    serverId: (id) => uploader.getItem(id)?.serverId ?? null,
    retry(id) {
      uploader.retry(id);
      return settle(id);
    },
    revert: (id) => void uploader.revert(id),
    remove: (id) => void uploader.remove(id),
    async addServerFile(id, type) {
      const [added] = uploader.addFiles([{ source: id, options: { type } }]).added;
      await until(added!, ['processing-complete', 'load-error']);
      const item = uploader.getItem(added!)!;
      return { file: item.file!, name: item.name };
    },
    async addUrl(url) {
      const [added] = uploader.addFiles([url]).added;
      const status = await until(added!, ['processing-complete', 'load-error', 'idle']);
      return {
        outcome: status === 'processing-complete' ? 'complete' : 'other',
        serverId: uploader.getItem(added!)?.serverId ?? null,
      };
    },
    destroy: () => uploader.destroy(),
  };
}

async function waitForRequests(count: number, timeout = 30_000) {
  const started = Date.now();
  while ((await control.requests()).length < count) {
    if (Date.now() - started > timeout) throw new Error(`Fewer than ${count} requests arrived.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function waitForFiles(count: number, timeout = 30_000) {
  const started = Date.now();
  while ((await control.files()).length !== count) {
    if (Date.now() - started > timeout) throw new Error(`The server does not hold ${count} files.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function expectStored(serverId: string | null, source: File) {
  const stored = (await control.files()).find((file) => file.id === serverId);
  expect(stored, `the server holds ${source.name}`).toBeDefined();
  expect(stored).toMatchObject({ name: source.name, size: source.size, complete: true });
  expect(stored!.sha256).toBe(await sha256(source));
}

const clients = [
  ['FilePond 4', filePondClient],
  ['Tessera engine', engineClient],
] as const;

describe.each(clients)('%s against the reference server', (_label, createClient) => {
  let client: TestClient | null = null;
  const open = (options: ClientOptions) => (client = createClient(options));

  afterEach(async () => {
    await client?.destroy();
    client = null;
    await control.reset();
    await control.clearFiles();
  });

  it.each([
    {
      title: '0 bytes, chunks forced: a start and one empty PATCH',
      size: 0,
      name: GREEK,
      chunkForce: true,
      rows: [startRow(0), patchRow('<id1>', 0, 0, GREEK, 0)],
    },
    {
      title: '0 bytes, plain',
      size: 0,
      name: QUOTED,
      chunkForce: false,
      rows: [plainRow(QUOTED, 0)],
    },
    {
      title: '1 KB, plain multipart',
      size: 1024,
      name: JAPANESE,
      chunkForce: false,
      rows: [plainRow(JAPANESE, 1024)],
    },
    {
      title: 'exactly 5,000,000 bytes, chunks forced: one full chunk, then an empty one',
      size: CHUNK,
      name: QUOTED,
      chunkForce: true,
      rows: [
        startRow(CHUNK),
        patchRow('<id1>', 0, CHUNK, QUOTED, CHUNK),
        patchRow('<id1>', CHUNK, CHUNK, QUOTED, 0),
      ],
    },
    {
      title: 'exactly 10,000,000 bytes: two full chunks, then an empty one',
      size: 2 * CHUNK,
      name: GREEK,
      chunkForce: false,
      rows: [
        startRow(2 * CHUNK),
        patchRow('<id1>', 0, 2 * CHUNK, GREEK, CHUNK),
        patchRow('<id1>', CHUNK, 2 * CHUNK, GREEK, CHUNK),
        patchRow('<id1>', 2 * CHUNK, 2 * CHUNK, GREEK, 0),
      ],
    },
    {
      title: '12 MB: 5,000,000 + 5,000,000 + 2,000,000',
      size: 12_000_000,
      name: JAPANESE,
      chunkForce: false,
      rows: [
        startRow(12_000_000),
        patchRow('<id1>', 0, 12_000_000, JAPANESE, CHUNK),
        patchRow('<id1>', CHUNK, 12_000_000, JAPANESE, CHUNK),
        patchRow('<id1>', 2 * CHUNK, 12_000_000, JAPANESE, 2_000_000),
      ],
    },
  ])('$title', async ({ size, name, chunkForce, rows }) => {
    const source = makeFile(size, name);
    const active = open({ chunkSize: CHUNK, chunkForce });
    const [handle] = await active.add([source]);
    expect(active.outcome(handle!)).toBe('complete');
    expect(tableOf(await control.requests())).toEqual(rows);
    await expectStored(active.serverId(handle!), source);
  });

  it('retries a chunk answered with 500 and completes', async () => {
    const source = makeFile(2_500_000, GREEK);
    await control.setFaults({ chunk: { number: 2, mode: 'status-500', times: 2 } });
    const active = open({ chunkSize: SMALL_CHUNK });
    const [handle] = await active.add([source]);
    expect(active.outcome(handle!)).toBe('complete');
    expect(tableOf(await control.requests())).toEqual([
      startRow(2_500_000),
      patchRow('<id1>', 0, 2_500_000, GREEK, SMALL_CHUNK),
      patchRow('<id1>', SMALL_CHUNK, 2_500_000, GREEK, SMALL_CHUNK),
      patchRow('<id1>', SMALL_CHUNK, 2_500_000, GREEK, SMALL_CHUNK),
      patchRow('<id1>', SMALL_CHUNK, 2_500_000, GREEK, SMALL_CHUNK),
      patchRow('<id1>', 2 * SMALL_CHUNK, 2_500_000, GREEK, 500_000),
    ]);
    await expectStored(active.serverId(handle!), source);
  });

  it('retries a chunk whose connection drops and completes', async () => {
    const source = makeFile(1_500_000, JAPANESE);
    await control.setFaults({ chunk: { number: 1, mode: 'drop', times: 2 } });
    const active = open({ chunkSize: SMALL_CHUNK });
    const [handle] = await active.add([source]);
    expect(active.outcome(handle!)).toBe('complete');
    // The server drops the first two; whether Chromium resent one of them on its own or the
    // client retried, the server saw three requests at offset 0.
    expect(tableOf(await control.requests())).toEqual([
      startRow(1_500_000),
      patchRow('<id1>', 0, 1_500_000, JAPANESE, null),
      patchRow('<id1>', 0, 1_500_000, JAPANESE, null),
      patchRow('<id1>', 0, 1_500_000, JAPANESE, SMALL_CHUNK),
      patchRow('<id1>', SMALL_CHUNK, 1_500_000, JAPANESE, 500_000),
    ]);
    await expectStored(active.serverId(handle!), source);
  });

  it('fails when the retries run out, resumes after HEAD, and deletes on remove', async () => {
    const source = makeFile(2_500_000, QUOTED);
    await control.setFaults({ chunk: { number: 2, mode: 'status-500' } });
    const active = open({ chunkSize: SMALL_CHUNK });
    const [handle] = await active.add([source]);
    expect(active.outcome(handle!)).toBe('error');
    expect(tableOf(await control.requests())).toEqual([
      startRow(2_500_000),
      patchRow('<id1>', 0, 2_500_000, QUOTED, SMALL_CHUNK),
      ...Array.from({ length: 4 }, () =>
        patchRow('<id1>', SMALL_CHUNK, 2_500_000, QUOTED, SMALL_CHUNK),
      ),
    ]);
    const transferId = (await control.files()).find((file) => !file.complete)!.id;

    await control.setFaults({ chunk: null });
    await control.clearRequests();
    expect(await active.retry(handle!)).toBe('complete');
    expect(tableOf(await control.requests())).toEqual([
      'HEAD /?patch=<id1>',
      patchRow('<id1>', SMALL_CHUNK, 2_500_000, QUOTED, SMALL_CHUNK),
      patchRow('<id1>', 2 * SMALL_CHUNK, 2_500_000, QUOTED, 500_000),
    ]);
    expect(active.serverId(handle!)).toBe(transferId);
    await expectStored(transferId, source);
  });

  it('deletes the partial transfer when a failed chunked upload is removed', async () => {
    await control.setFaults({ chunk: { number: 2, mode: 'status-500' } });
    const active = open({ chunkSize: SMALL_CHUNK });
    const [handle] = await active.add([makeFile(1_500_000, GREEK)]);
    expect(active.outcome(handle!)).toBe('error');
    expect(await control.files()).toMatchObject([{ complete: false, offset: SMALL_CHUNK }]);
    await control.clearRequests();
    active.remove(handle!);
    await waitForRequests(1);
    expect(tableOf(await control.requests())).toEqual([revertRow('<id1>')]);
    await waitForFiles(0);
  });

  it('fails a retry whose transfer the server no longer knows (HEAD 404)', async () => {
    await control.setFaults({ chunk: { number: 2, mode: 'status-500' } });
    const active = open({ chunkSize: SMALL_CHUNK });
    const [handle] = await active.add([makeFile(1_500_000, JAPANESE)]);
    const transferId = (await control.files())[0]!.id;
    await fetch(control.url, { method: 'DELETE', body: transferId });
    await control.setFaults({ chunk: null });
    await control.clearRequests();
    expect(await active.retry(handle!)).toBe('error');
    expect(tableOf(await control.requests())).toEqual(['HEAD /?patch=<id1>']);
  });

  it('reverts with DELETE and the id as a text/plain;charset=UTF-8 body', async () => {
    const active = open({ chunkSize: CHUNK });
    const [handle] = await active.add([makeFile(1024, GREEK)]);
    await control.clearRequests();
    active.revert(handle!);
    await waitForRequests(1);
    expect(tableOf(await control.requests())).toEqual([revertRow('<id1>')]);
    await waitForFiles(0);
  });

  it('restores and loads files by id with their names and bytes', async () => {
    const sources = [makeFile(1024, GREEK), makeFile(2048, JAPANESE), makeFile(3000, QUOTED)];
    const active = open({ chunkSize: CHUNK });
    const handles = await active.add(sources);
    await control.clearRequests();
    for (const [index, source] of sources.entries()) {
      const serverId = active.serverId(handles[index]!)!;
      for (const type of ['limbo', 'local'] as const) {
        const loaded = await active.addServerFile(serverId, type);
        expect(loaded.name).toBe(source.name);
        expect(await sha256(loaded.file)).toBe(await sha256(source));
      }
    }
    expect(tableOf(await control.requests())).toEqual([
      'GET /?restore=<id1>',
      'GET /?load=<id1>',
      'GET /?restore=<id2>',
      'GET /?load=<id2>',
      'GET /?restore=<id3>',
      'GET /?load=<id3>',
    ]);
  });

  it('fetches another origin through ?fetch= and takes X-Content-Transfer-Id as uploaded', async () => {
    const active = open({ chunkSize: CHUNK });
    const [handle] = await active.add([makeFile(1024, GREEK)]);
    const serverId = active.serverId(handle!)!;
    await control.clearRequests();
    await control.setSettings({ transferIdOnLoad: true });
    const remote = `${control.url}?load=${serverId}`;
    const result = await active.addUrl(remote);
    expect(result.outcome).toBe('complete');
    const rows = tableOf(await control.requests());
    expect(rows).toEqual([
      `GET /?fetch=${encodeURIComponent(`${control.url}?load=`)}<id1>`,
      'GET /?load=<id1>',
    ]);
  });

  it('uploads 5 queued files', async () => {
    const sources = Array.from({ length: 5 }, (_, index) =>
      makeFile(1000 + index, `${index} ${GREEK}`),
    );
    const active = open({ chunkSize: CHUNK });
    const handles = await active.add(sources);
    expect(handles.map((handle) => active.outcome(handle))).toEqual(Array(5).fill('complete'));
    expect(tableOf(await control.requests()).sort()).toEqual(
      sources.map((source) => plainRow(source.name, source.size)).sort(),
    );
    for (const [index, source] of sources.entries()) {
      await expectStored(active.serverId(handles[index]!), source);
    }
  });
});
