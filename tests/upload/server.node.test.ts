/**
 * The reference server's edges that no client-driven suite reaches: both encodings of
 * `Upload-Name`, `Content-Disposition` for any name, and answers that never promise a body
 * length they do not send.
 */
import { mkdir, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentDisposition,
  decodeUploadName,
  startUploadServer,
  type UploadServer,
} from '../../server/upload-server.mjs';
import { fileNameFromDisposition } from '../../src/lib/upload';

/** A header value as Node hands it over: one character per byte. */
const asReceived = (bytes: string) => Buffer.from(bytes, 'utf8').toString('latin1');

let server: UploadServer;
beforeAll(async () => {
  server = await startUploadServer();
});
afterAll(() => server.close());

const upload = async (name: string, content: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.append('filepond', '{}');
  form.append('filepond', new Blob([content]), name);
  const response = await fetch(server.url, { method: 'POST', body: form });
  return response.text();
};

describe('reference upload server', () => {
  it('reads Upload-Name as raw UTF-8 bytes or percent-encoded', () => {
    expect(decodeUploadName(asReceived('Ελληνικά.txt'))).toBe('Ελληνικά.txt');
    expect(decodeUploadName(asReceived('日本語 "q".bin'))).toBe('日本語 "q".bin');
    expect(decodeUploadName(encodeURIComponent('写真 100%.png'))).toBe('写真 100%.png');
    // Plain ASCII stays as sent, even when it looks percent-encoded.
    expect(decodeUploadName('100%20done.txt')).toBe('100%20done.txt');
    expect(decodeUploadName('100%.png')).toBe('100%.png');
    // Bytes that are not UTF-8 are taken as Latin-1.
    expect(decodeUploadName('caf\xe9.txt')).toBe('café.txt');
  });

  it('writes Content-Disposition with filename* for any name, exact one last', () => {
    expect(contentDisposition('plain.txt')).toBe('inline; filename="plain.txt"');
    expect(contentDisposition('café ü.bin')).toBe(
      `inline; filename="caf_ _.bin"; filename*=UTF-8''caf%C3%A9%20%C3%BC.bin`,
    );
    for (const name of ['Ελληνικά.txt', '日本語のファイル.bin', `say "hi" it's 100%.bin`, 'a\\b']) {
      const header = contentDisposition(name);
      expect(header).toMatch(/^[\x20-\x7e]*$/);
      expect(fileNameFromDisposition(header)).toBe(name);
    }
  });

  it('serves names outside Latin-1 with their whole body', async () => {
    for (const name of ['Ελληνικά.txt', 'café ü.bin', '日本語.bin']) {
      const content = new Uint8Array(70_000).fill(7);
      const id = await upload(name, content);
      const response = await fetch(`${server.url}?restore=${id}`);
      expect(response.status).toBe(200);
      expect(fileNameFromDisposition(response.headers.get('content-disposition'))).toBe(name);
      expect(Number(response.headers.get('content-length'))).toBe(content.length);
      expect((await response.arrayBuffer()).byteLength).toBe(content.length);
    }
  });

  it('cuts the connection instead of stalling when a file fails after its headers', async () => {
    const id = await upload('broken.bin', new Uint8Array(50_000));
    const entry = server.files().find((file) => file.id === id)!;
    // A directory where the file was: the read fails once the head is out.
    await rm(entry.path);
    await mkdir(entry.path);
    // A client that waited this long for the rest of a 50 kB body is stalled, not slow.
    const signal = AbortSignal.timeout(10_000);
    const outcome = await fetch(`${server.url}?restore=${id}`, { signal })
      .then((response) => response.arrayBuffer())
      .then(
        () => 'body',
        () => (signal.aborted ? 'stalled' : 'failed'),
      );
    expect(outcome).toBe('failed');
    await rm(entry.path, { recursive: true });
  });

  it('answers an unknown id with a body as long as its Content-Length', async () => {
    const response = await fetch(`${server.url}?restore=nothing`);
    expect(response.status).toBe(404);
    const body = await response.arrayBuffer();
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
  });

  it('completes a 0-byte transfer with its empty PATCH and accepts the empty last PATCH', async () => {
    const start = await fetch(server.url, {
      method: 'POST',
      headers: { 'Upload-Length': '0' },
      body: new FormData(),
    });
    const id = await start.text();
    const patch = (offset: number) =>
      fetch(`${server.url}?patch=${id}`, {
        method: 'PATCH',
        headers: {
          'Content-Type': 'application/offset+octet-stream',
          'Upload-Offset': String(offset),
          'Upload-Length': '0',
          'Upload-Name': 'empty.txt',
        },
        body: new Uint8Array(0),
      });
    expect((await patch(0)).status).toBe(204);
    expect(server.files().find((file) => file.id === id)).toMatchObject({
      complete: true,
      name: 'empty.txt',
    });
    expect((await patch(0)).status).toBe(204);
    expect((await patch(5)).status).toBe(409);
  });
});
