/**
 * How the uploader talks to a server. The uploader only knows the `UploadTransport`
 * interface, so stories and tests can pass a scripted transport; `createHttpTransport`
 * speaks the FilePond 4 server protocol, so any server written for FilePond works:
 *
 * - process: `POST` multipart, the metadata JSON and then the file in fields named `filepond`;
 *   the answer's body is the server id;
 * - chunked: `POST` with `Upload-Length` and the metadata only answers a transfer id, then each
 *   slice goes in a `PATCH ?patch=<id>` with `Upload-Offset`, `Upload-Length`, `Upload-Name`;
 *   a failed chunk is retried after each of the retry delays, and a retried item first asks
 *   `HEAD ?patch=<id>` for the server's `Upload-Offset` and skips what the server holds;
 * - revert: `DELETE` with the server id as a text body;
 * - restore / load / fetch: `GET ?restore=<id>` / `?load=<source>` / `?fetch=<url>`, the name
 *   taken from `Content-Disposition`.
 */

/** A file as the uploader handles it: browser and Node `File`s qualify. */
export type UploadFile = Blob & { readonly name: string };

export interface ProcessContext {
  /** Bytes sent so far and the total. */
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
  /** The transfer id of an earlier chunked attempt of this item, to resume from. */
  transferId: string | null;
  /** Called as soon as a chunked transfer has an id, so a retry can resume it. */
  onTransferId: (transferId: string) => void;
}

export interface UploadTransport {
  /** Uploads a file; resolves with the server id. */
  process(
    file: UploadFile,
    metadata: Record<string, unknown>,
    context: ProcessContext,
  ): Promise<string>;
  /** Undoes a completed upload. */
  revert(serverId: string): Promise<void>;
  /** Fetches a temporary server file (origin `limbo`). */
  restore(serverId: string): Promise<UploadFile>;
  /** Fetches a stored server file (origin `local`). */
  load(source: string): Promise<UploadFile>;
  /** Fetches a remote URL through the server. */
  fetch(url: string): Promise<UploadFile>;
  /** Removes a server-held file; absent when removal needs no call. */
  remove?(source: string, serverId: string | null): Promise<void>;
}

export type TransportErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'no-source';

export class TransportError extends Error {
  constructor(
    readonly kind: TransportErrorKind,
    readonly status = 0,
    message = kind === 'http' ? `The server answered ${status}.` : `Request failed: ${kind}.`,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Blob | FormData | string | null;
  timeout: number;
  withCredentials: boolean;
  signal: AbortSignal;
  responseType: 'text' | 'blob';
  onUploadProgress?: (loaded: number, total: number) => void;
}

export interface HttpResponse {
  status: number;
  header: (name: string) => string | null;
  text: string;
  blob: Blob | null;
}

/** Sends one request; rejects with a `TransportError` for anything but a 2xx answer. */
export type RequestFunction = (request: HttpRequest) => Promise<HttpResponse>;

/** One endpoint: a path appended to `url` (FilePond style), or an absolute URL, and a method. */
export interface EndpointOptions {
  url?: string;
  method?: string;
  headers?: Record<string, string>;
}

export interface HttpTransportOptions {
  /** Base address of the server. */
  url: string;
  /** Process endpoint. @default { url: '', method: 'POST' } */
  process?: EndpointOptions;
  /** Chunk endpoint prefix, followed by the transfer id. @default '?patch=' */
  patch?: string;
  /** Revert endpoint. @default { url: '', method: 'DELETE' } */
  revert?: EndpointOptions;
  /** Restore prefix. @default '?restore=' */
  restore?: string;
  /** Load prefix. @default '?load=' */
  load?: string;
  /** Fetch prefix. @default '?fetch=' */
  fetch?: string;
  /** Removes a server-held file; no HTTP call unless given. */
  remove?: (source: string, serverId: string | null) => Promise<void>;
  /** Headers on every request. @default {} */
  headers?: Record<string, string>;
  /** Milliseconds before a request fails with a timeout; 0 waits forever. @default 0 */
  timeout?: number;
  /** Sends cookies with cross-origin requests. @default false */
  withCredentials?: boolean;
  /** Name of the multipart field. @default 'filepond' */
  name?: string;
  /** Sends files larger than `chunkSize` in chunks. @default false */
  chunkUploads?: boolean;
  /** Sends every file in chunks. @default false */
  chunkForce?: boolean;
  /** Bytes per chunk. @default 5000000 */
  chunkSize?: number;
  /** Waits before each retry of a failed chunk, in ms. @default [500, 1000, 3000] */
  chunkRetryDelays?: readonly number[];
  /** How requests are sent. @default XMLHttpRequest in browsers, fetch elsewhere */
  request?: RequestFunction;
  /** How retry delays are waited for. @default a timer */
  sleep?: (milliseconds: number, signal: AbortSignal) => Promise<void>;
}

export const defaultChunkSize = 5_000_000;
export const defaultChunkRetryDelays = [500, 1000, 3000] as const;

export function abortableSleep(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new TransportError('aborted'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new TransportError('aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** `fetch`-based requests: used in Node and wherever XMLHttpRequest is missing. */
export const fetchRequest: RequestFunction = async (request) => {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (request.signal.aborted) throw new TransportError('aborted');
  request.signal.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const timer =
    request.timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, request.timeout)
      : undefined;
  try {
    const size = request.body instanceof Blob ? request.body.size : 0;
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? undefined,
      credentials: request.withCredentials ? 'include' : 'same-origin',
      signal: controller.signal,
    });
    const blob = request.responseType === 'blob' ? await response.blob() : null;
    const text = request.responseType === 'text' ? await response.text() : '';
    if (!isSuccess(response.status)) throw new TransportError('http', response.status);
    if (size > 0) request.onUploadProgress?.(size, size);
    return { status: response.status, header: (name) => response.headers.get(name), text, blob };
  } catch (error) {
    if (error instanceof TransportError) throw error;
    if (timedOut) throw new TransportError('timeout');
    if (request.signal.aborted) throw new TransportError('aborted');
    throw new TransportError('network', 0, error instanceof Error ? error.message : undefined);
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', abort);
  }
};

/** XMLHttpRequest-based requests: the browser default, because only XHR reports upload progress. */
export const xhrRequest: RequestFunction = (request) =>
  new Promise((resolve, reject) => {
    if (request.signal.aborted) return reject(new TransportError('aborted'));
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeout;
    xhr.withCredentials = request.withCredentials;
    xhr.responseType = request.responseType;
    const onAbort = () => xhr.abort();
    request.signal.addEventListener('abort', onAbort, { once: true });
    const settle = () => request.signal.removeEventListener('abort', onAbort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onUploadProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      settle();
      if (!isSuccess(xhr.status)) return reject(new TransportError('http', xhr.status));
      resolve({
        status: xhr.status,
        header: (name) => xhr.getResponseHeader(name),
        text: request.responseType === 'text' ? xhr.responseText : '',
        blob: request.responseType === 'blob' ? (xhr.response as Blob) : null,
      });
    };
    xhr.onerror = () => {
      settle();
      reject(new TransportError('network'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new TransportError('timeout'));
    };
    xhr.onabort = () => {
      settle();
      reject(new TransportError('aborted'));
    };
    xhr.send(request.body ?? null);
  });

const defaultRequest: RequestFunction = (request) =>
  typeof XMLHttpRequest === 'undefined' ? fetchRequest(request) : xhrRequest(request);

/** The file name in a `Content-Disposition` header, if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoded name falls through to the plain one.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

/**
 * The file name for the `Upload-Name` header: as is, like FilePond, when HTTP headers can carry
 * it; URI-encoded otherwise (a header holds Latin-1 only, and sending would fail).
 */
export const headerSafeName = (name: string) =>
  /^[\x20-\x7e\xa0-\xff]*$/.test(name) ? name : encodeURIComponent(name);

const join = (base: string, path = '') => (/^https?:\/\//i.test(path) ? path : base + path);

/** A transport that speaks the FilePond 4 server protocol over HTTP. */
export function createHttpTransport(options: HttpTransportOptions): UploadTransport {
  const {
    url,
    patch = '?patch=',
    restore = '?restore=',
    load = '?load=',
    fetch: fetchPrefix = '?fetch=',
    headers = {},
    timeout = 0,
    withCredentials = false,
    name = 'filepond',
    chunkUploads = false,
    chunkForce = false,
    chunkSize = defaultChunkSize,
    chunkRetryDelays = defaultChunkRetryDelays,
    request = defaultRequest,
    sleep = abortableSleep,
  } = options;
  const processEndpoint = {
    url: join(url, options.process?.url),
    method: options.process?.method ?? 'POST',
    headers: { ...headers, ...options.process?.headers },
  };
  const revertEndpoint = {
    url: join(url, options.revert?.url),
    method: options.revert?.method ?? 'DELETE',
    headers: { ...headers, ...options.revert?.headers },
  };
  const send = (
    partial: Omit<HttpRequest, 'timeout' | 'withCredentials' | 'signal'> & {
      signal?: AbortSignal;
    },
  ) =>
    request({
      timeout,
      withCredentials,
      signal: partial.signal ?? new AbortController().signal,
      ...partial,
    });

  const metadataForm = (metadata: Record<string, unknown>) => {
    const form = new FormData();
    form.append(name, JSON.stringify(metadata));
    return form;
  };

  async function processWhole(
    file: UploadFile,
    metadata: Record<string, unknown>,
    context: ProcessContext,
  ) {
    const form = metadataForm(metadata);
    form.append(name, file, file.name);
    const response = await send({
      method: processEndpoint.method,
      url: processEndpoint.url,
      headers: processEndpoint.headers,
      body: form,
      signal: context.signal,
      responseType: 'text',
      onUploadProgress: (loaded, total) =>
        context.onProgress(Math.min(file.size, (loaded / total) * file.size), file.size),
    });
    context.onProgress(file.size, file.size);
    return response.text.trim();
  }

  async function serverOffset(transferId: string, signal: AbortSignal): Promise<number | null> {
    try {
      const response = await send({
        method: 'HEAD',
        url: url + patch + encodeURIComponent(transferId),
        headers,
        signal,
        responseType: 'text',
      });
      const offset = Number(response.header('Upload-Offset'));
      return Number.isFinite(offset) && offset >= 0 ? offset : null;
    } catch (error) {
      if (error instanceof TransportError && error.kind === 'aborted') throw error;
      return null;
    }
  }

  async function processChunked(
    file: UploadFile,
    metadata: Record<string, unknown>,
    context: ProcessContext,
  ) {
    const { signal } = context;
    let transferId = context.transferId;
    let offset = 0;
    if (transferId !== null) {
      const resumed = await serverOffset(transferId, signal);
      if (resumed === null || resumed > file.size) transferId = null;
      else offset = resumed;
    }
    if (transferId === null) {
      const response = await send({
        method: processEndpoint.method,
        url: processEndpoint.url,
        headers: { ...processEndpoint.headers, 'Upload-Length': String(file.size) },
        body: metadataForm(metadata),
        signal,
        responseType: 'text',
      });
      transferId = response.text.trim();
      context.onTransferId(transferId);
    }
    context.onProgress(offset, file.size);
    const chunkUrl = url + patch + encodeURIComponent(transferId);
    while (offset < file.size) {
      const end = Math.min(offset + chunkSize, file.size);
      const start = offset;
      for (let attempt = 0; ; attempt += 1) {
        try {
          await send({
            method: 'PATCH',
            url: chunkUrl,
            headers: {
              ...headers,
              'Content-Type': 'application/offset+octet-stream',
              'Upload-Offset': String(start),
              'Upload-Length': String(file.size),
              'Upload-Name': headerSafeName(file.name),
            },
            body: file.slice(start, end),
            signal,
            responseType: 'text',
            onUploadProgress: (loaded) =>
              context.onProgress(Math.min(end, start + loaded), file.size),
          });
          break;
        } catch (error) {
          const delay = chunkRetryDelays[attempt];
          if (
            (error instanceof TransportError && error.kind === 'aborted') ||
            delay === undefined
          ) {
            throw error;
          }
          await sleep(delay, signal);
        }
      }
      offset = end;
      context.onProgress(offset, file.size);
    }
    return transferId;
  }

  async function getFile(address: string, fallbackName: string): Promise<UploadFile> {
    const response = await send({ method: 'GET', url: address, headers, responseType: 'blob' });
    const blob = response.blob ?? new Blob([]);
    const fileName =
      fileNameFromDisposition(response.header('Content-Disposition')) ?? fallbackName;
    return new File([blob], fileName, {
      type: blob.type || (response.header('Content-Type') ?? ''),
    });
  }

  const lastSegment = (source: string) =>
    decodeURIComponent(source.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? source);

  return {
    process(file, metadata, context) {
      const chunked = chunkForce || (chunkUploads && file.size > chunkSize);
      return chunked
        ? processChunked(file, metadata, context)
        : processWhole(file, metadata, context);
    },
    async revert(serverId) {
      await send({
        method: revertEndpoint.method,
        url: revertEndpoint.url,
        headers: { ...revertEndpoint.headers, 'Content-Type': 'text/plain' },
        body: serverId,
        responseType: 'text',
      });
    },
    restore: (serverId) => getFile(url + restore + encodeURIComponent(serverId), serverId),
    load: (source) => getFile(url + load + encodeURIComponent(source), lastSegment(source)),
    fetch: (address) =>
      getFile(url + fetchPrefix + encodeURIComponent(address), lastSegment(address)),
    remove: options.remove,
  };
}
