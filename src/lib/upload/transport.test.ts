import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TransportError,
  abortableSleep,
  createHttpTransport,
  defaultChunkRetryDelays,
  fileNameFromDisposition,
  headerBytes,
  isOtherOrigin,
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
      chunkUploads: true,
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
      headers: { Authorization: 'Bearer t', 'Content-Type': 'text/plain;charset=UTF-8' },
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

  it('forces chunks only when chunk uploads are on, as FilePond 4 does', async () => {
    const methods: string[] = [];
    const request = async ({ method }: HttpRequest) => {
      methods.push(method);
      return ok('id');
    };
    await createHttpTransport({ url: '/u', chunkForce: true, request }).process(
      new File(['1234'], 'f'),
      {},
      context(),
    );
    expect(methods).toEqual(['POST']);
    methods.length = 0;
    await createHttpTransport({ url: '/u', chunkUploads: true, chunkForce: true, request }).process(
      new File(['1234'], 'f'),
      {},
      context(),
    );
    expect(methods).toEqual(['POST', 'PATCH']);
  });

  it('cuts floor(size / chunkSize) + 1 chunks: an empty last one for multiples and 0 bytes', async () => {
    const chunks = async (size: number) => {
      const sent: string[] = [];
      await createHttpTransport({
        url: '/u',
        chunkUploads: true,
        chunkForce: true,
        chunkSize: 4,
        request: async (request) => {
          if (request.method === 'PATCH') {
            sent.push(`${request.headers['Upload-Offset']}+${(request.body as Blob).size}`);
          }
          return ok('id');
        },
      }).process(new File([new Uint8Array(size)], 'f'), {}, context());
      return sent;
    };
    expect(await chunks(0)).toEqual(['0+0']);
    expect(await chunks(8)).toEqual(['0+4', '4+4', '8+0']);
    expect(await chunks(9)).toEqual(['0+4', '4+4', '8+1']);
  });

  it('sends Upload-Name and every header as the UTF-8 bytes of its text', async () => {
    const sent: HttpRequest[] = [];
    await createHttpTransport({
      url: '/u',
      chunkUploads: true,
      chunkForce: true,
      headers: { 'X-Album': 'Ελλάδα' },
      request: async (request) => {
        sent.push(request);
        return ok('id');
      },
    }).process(new File(['x'], 'Ελληνικά 写真 "q".png'), {}, context());
    const patch = sent.find((request) => request.method === 'PATCH')!;
    const bytes = Uint8Array.from(patch.headers['Upload-Name']!, (character) =>
      character.charCodeAt(0),
    );
    expect(new TextDecoder().decode(bytes)).toBe('Ελληνικά 写真 "q".png');
    expect(patch.headers['Upload-Name']).toBe(
      unescape(encodeURIComponent('Ελληνικά 写真 "q".png')),
    );
    expect(sent[0]!.headers['X-Album']).toBe(headerBytes('Ελλάδα'));
    expect(headerBytes('plain.txt')).toBe('plain.txt');
  });

  it('encodes URLs as FilePond 4: encodeURI over the address, a GET id as a component', async () => {
    const urls: string[] = [];
    const transport = createHttpTransport({
      url: 'https://uploads.example/api?x=1',
      chunkUploads: true,
      chunkForce: true,
      pageOrigin: 'https://uploads.example',
      request: async (request) => {
        urls.push(`${request.method} ${request.url}`);
        return request.method === 'GET' ? { ...ok(), blob: new Blob(['x']) } : ok('id ä/1');
      },
    });
    await transport.process(new File(['x'], 'f'), {}, context());
    await transport.revert('id ä/1');
    await transport.restore('id ä/1&2');
    await transport.load('a b');
    await transport.fetch('https://elsewhere.example/p q.png');
    await transport.fetch('https://uploads.example/own file.png');
    await transport.fetch('/relative.png');
    expect(urls).toEqual([
      'POST https://uploads.example/api?x=1',
      'PATCH https://uploads.example/api?x=1&patch=id%20%C3%A4/1',
      'DELETE https://uploads.example/api?x=1',
      'GET https://uploads.example/api?x=1&restore=id%20%C3%A4%2F1%262',
      'GET https://uploads.example/api?x=1&load=a%20b',
      'GET https://uploads.example/api?x=1&fetch=https%3A%2F%2Felsewhere.example%2Fp%20q.png',
      'GET https://uploads.example/own%20file.png',
      'GET /relative.png',
    ]);
  });

  it('tells other-origin URLs from the page origin as FilePond 4 does', () => {
    expect(isOtherOrigin('https://a.example/x', 'https://a.example')).toBe(false);
    expect(isOtherOrigin('https://a.example:8443/x', 'https://a.example')).toBe(true);
    expect(isOtherOrigin('//b.example/x', 'https://a.example')).toBe(true);
    expect(isOtherOrigin('/x.png', 'https://a.example')).toBe(false);
    expect(isOtherOrigin('https://a.example/x', null)).toBe(true);
    expect(isOtherOrigin('x.png', null)).toBe(false);
  });

  it('reads the id through process.onload and names failures through process.onerror', async () => {
    const transport = createHttpTransport({
      url: '/u',
      process: {
        onload: (body) => (JSON.parse(body) as { id: string }).id,
        onerror: (body) => (JSON.parse(body) as { message: string }).message,
      },
      request: async () => ok('{"id":"from-json"}'),
    });
    expect(await transport.process(new File(['x'], 'f'), {}, context())).toBe('from-json');
    const failing = createHttpTransport({
      url: '/u',
      process: { onerror: (body) => (JSON.parse(body) as { message: string }).message },
      request: async () => {
        throw new TransportError('http', 413, undefined, '{"message":"File too large"}');
      },
    });
    const error = await failing
      .process(new File(['x'], 'f'), {}, context())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, serverMessage: 'File too large' });
  });

  it('marks a file held by the server when the answer has X-Content-Transfer-Id', async () => {
    const transport = createHttpTransport({
      url: '/u',
      request: async () => ({
        ...ok(),
        blob: new Blob(['abc']),
        header: (name) =>
          name === 'X-Content-Transfer-Id'
            ? 'held-1'
            : name === 'Content-Disposition'
              ? 'inline; filename="x"; filename*=UTF-8\'\'%CE%95.bin'
              : null,
      }),
    });
    const fetched = await transport.fetch('https://elsewhere.example/a.bin');
    expect(fetched).toMatchObject({ serverId: 'held-1', file: { name: 'Ε.bin', size: 3 } });
  });

  it('resumes a transfer from the offset the server reports', async () => {
    const sent: HttpRequest[] = [];
    const transport = createHttpTransport({
      url: '/u',
      chunkUploads: true,
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

  it('fails when the server has forgotten the transfer, as FilePond 4 does', async () => {
    const sent: string[] = [];
    const transport = createHttpTransport({
      url: '/u',
      chunkUploads: true,
      chunkForce: true,
      request: async (request) => {
        sent.push(request.method);
        if (request.method === 'HEAD') throw new TransportError('http', 404);
        return ok('fresh');
      },
    });
    const progress = { ...context(), transferId: 'gone' };
    await expect(transport.process(new File(['x'], 'f'), {}, progress)).rejects.toMatchObject({
      status: 404,
    });
    expect(sent).toEqual(['HEAD']);
  });

  it('starts over when the server has forgotten the transfer and the app opts in', async () => {
    const sent: string[] = [];
    const transport = createHttpTransport({
      url: '/u',
      chunkUploads: true,
      chunkForce: true,
      chunkRestartOnMissing: true,
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

  it('reads file names from Content-Disposition', () => {
    expect(fileNameFromDisposition('inline; filename="a b.png"')).toBe('a b.png');
    expect(fileNameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''caf%C3%A9.txt")).toBe('café.txt');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
