import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TransportError,
  abortableSleep,
  createHttpTransport,
  defaultChunkRetryDelays,
  fileNameFromDisposition,
  headerSafeName,
  type HttpRequest,
  type HttpResponse,
} from './transport';

const ok = (text = ''): HttpResponse => ({ status: 200, header: () => null, text, blob: null });

const context = () => ({
  onProgress: vi.fn(),
  signal: new AbortController().signal,
  transferId: null,
  onTransferId: vi.fn(),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('HTTP transport', () => {
  it('waits 500, 1000 and 3000 ms between chunk retries by default', async () => {
    expect(defaultChunkRetryDelays).toEqual([500, 1000, 3000]);
    vi.useFakeTimers();
    const sent: { at: number; request: HttpRequest }[] = [];
    const started = Date.now();
    const transport = createHttpTransport({
      url: 'https://uploads.example/',
      chunkForce: true,
      request: async (request) => {
        sent.push({ at: Date.now() - started, request });
        if (request.method === 'POST') return ok('transfer-1');
        throw new TransportError('http', 500);
      },
    });
    const result = transport
      .process(new File(['abc'], 'a.txt'), {}, context())
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(2999);
    expect(sent).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map(({ at }) => at)).toEqual([0, 0, 500, 1500, 4500]);
    const error = await result;
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).status).toBe(500);
  });

  it('builds FilePond requests: metadata then file, custom field name and headers', async () => {
    const sent: HttpRequest[] = [];
    const transport = createHttpTransport({
      url: 'https://uploads.example/api',
      name: 'upload',
      headers: { Authorization: 'Bearer t' },
      timeout: 1234,
      withCredentials: true,
      request: async (request) => {
        sent.push(request);
        return ok(' server-id \n');
      },
    });
    const serverId = await transport.process(
      new File(['hello'], 'hi.txt'),
      { album: 3 },
      context(),
    );
    expect(serverId).toBe('server-id');
    const [request] = sent;
    expect(request).toMatchObject({
      method: 'POST',
      url: 'https://uploads.example/api',
      timeout: 1234,
      withCredentials: true,
      headers: { Authorization: 'Bearer t' },
    });
    const entries = [...(request!.body as FormData).entries()];
    expect(entries[0]).toEqual(['upload', '{"album":3}']);
    expect(entries[1]![0]).toBe('upload');
    expect((entries[1]![1] as File).name).toBe('hi.txt');

    await transport.revert('server-id');
    expect(sent[1]).toMatchObject({
      method: 'DELETE',
      body: 'server-id',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'text/plain' },
    });
  });

  it('chunks only files larger than the chunk size unless forced', async () => {
    const methods: string[] = [];
    const transport = createHttpTransport({
      url: '/u',
      chunkUploads: true,
      chunkSize: 4,
      request: async (request) => {
        methods.push(request.method);
        return ok('id');
      },
    });
    await transport.process(new File(['1234'], 'small'), {}, context());
    expect(methods).toEqual(['POST']);
    methods.length = 0;
    await transport.process(new File(['123456789'], 'large'), {}, context());
    expect(methods).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH']);
  });

  it('resumes a transfer from the offset the server reports', async () => {
    const sent: HttpRequest[] = [];
    const transport = createHttpTransport({
      url: '/u',
      chunkForce: true,
      chunkSize: 4,
      request: async (request) => {
        sent.push(request);
        return request.method === 'HEAD'
          ? { ...ok(), header: (name) => (name === 'Upload-Offset' ? '4' : null) }
          : ok();
      },
    });
    const progress = context();
    const id = await transport.process(
      new File(['123456789'], 'f'),
      {},
      {
        ...progress,
        transferId: 'abc',
      },
    );
    expect(id).toBe('abc');
    expect(
      sent.map((request) => `${request.method} ${request.headers['Upload-Offset'] ?? ''}`),
    ).toEqual(['HEAD ', 'PATCH 4', 'PATCH 8']);
    expect(sent[0]!.url).toBe('/u?patch=abc');
    expect(progress.onProgress).toHaveBeenLastCalledWith(9, 9);
  });

  it('starts over when the server has forgotten the transfer', async () => {
    const sent: string[] = [];
    const transport = createHttpTransport({
      url: '/u',
      chunkForce: true,
      request: async (request) => {
        sent.push(request.method);
        if (request.method === 'HEAD') throw new TransportError('http', 404);
        return ok('fresh');
      },
    });
    const progress = { ...context(), transferId: 'gone' };
    expect(await transport.process(new File(['x'], 'f'), {}, progress)).toBe('fresh');
    expect(sent).toEqual(['HEAD', 'POST', 'PATCH']);
    expect(progress.onTransferId).toHaveBeenCalledWith('fresh');
  });

  it('stops waiting for a retry when aborted', async () => {
    const controller = new AbortController();
    const waiting = abortableSleep(10_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('sends Latin-1 names as they are and encodes the others', () => {
    expect(headerSafeName('holiday café.png')).toBe('holiday café.png');
    expect(headerSafeName('写真.png')).toBe('%E5%86%99%E7%9C%9F.png');
  });

  it('reads file names from Content-Disposition', () => {
    expect(fileNameFromDisposition('inline; filename="a b.png"')).toBe('a b.png');
    expect(fileNameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''caf%C3%A9.txt")).toBe('café.txt');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
