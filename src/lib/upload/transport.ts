/**
 * How the uploader talks to a server. The uploader only knows the `UploadTransport`
 * interface, so stories and tests can pass a scripted transport; `createHttpTransport`
 * speaks the FilePond 4 server protocol, so any server written for FilePond works:
 *
 * - process: `POST` multipart, the metadata JSON and then the file in fields named `filepond`;
 *   the answer's body is the server id (or what `process.onload` makes of it);
 * - chunked: `POST` with `Upload-Length` and the metadata only answers a transfer id, then
 *   `floor(size / chunkSize) + 1` slices go in `PATCH ?patch=<id>` with `Upload-Offset`,
 *   `Upload-Length`, `Upload-Name` (so a size that is a multiple of the chunk size, 0 included,
 *   ends with an empty PATCH at offset = size, exactly as FilePond 4 does); a failed chunk is
 *   retried after each of the retry delays, and a retried item first asks `HEAD ?patch=<id>`
 *   for the server's `Upload-Offset` and skips what the server holds;
 * - revert: `DELETE` with the server id as a `text/plain;charset=UTF-8` body;
 * - restore / load: `GET ?restore=<id>` / `?load=<source>`; a URL of another origin is fetched
 *   through `GET ?fetch=<url>`, one of the page's own origin directly. The name comes from
 *   `Content-Disposition`, and an `X-Content-Transfer-Id` answer header marks the file as
 *   already held by the server.
 *
 * Header values go out as the UTF-8 bytes of their text, as FilePond 4 writes them
 * (`unescape(encodeURIComponent(value))`), and URLs are encoded the way it encodes them:
 * `encodeURI` over the whole address, `encodeURIComponent` over an id appended to a `GET`.
 */

/** A file as the uploader handles it: browser and Node `File`s qualify. */
export type UploadFile = Blob & { readonly name: string };

/** A fetched file the server already holds (it answered `X-Content-Transfer-Id`). */
export interface HeldFile {
  file: UploadFile;
  /** The id the server keeps the file under; the item counts as uploaded. */
  serverId: string;
}

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
  restore(serverId: string): Promise<UploadFile | HeldFile>;
  /** Fetches a stored server file (origin `local`). */
  load(source: string): Promise<UploadFile | HeldFile>;
  /** Fetches a URL: through the server when it is of another origin. */
  fetch(url: string): Promise<UploadFile | HeldFile>;
  /** Removes a server-held file; absent when removal needs no call. */
  remove?(source: string, serverId: string | null): Promise<void>;
}

export type TransportErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'no-source';

export class TransportError extends Error {
  /** The text an item shows for this failure instead of its label, from `process.onerror`. */
  serverMessage: string | null = null;

  constructor(
    readonly kind: TransportErrorKind,
    readonly status = 0,
    message = kind === 'http' ? `The server answered ${status}.` : `Request failed: ${kind}.`,
    /** The body of an error answer, when it was text. */
    readonly body = '',
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

/** The process endpoint, with FilePond's hooks for reading the server's answers. */
export interface ProcessEndpointOptions extends EndpointOptions {
  /**
   * Turns a successful answer (the upload, or the start of a chunked transfer) into the server
   * id, e.g. `(body) => JSON.parse(body).id`.
   * @default the body, trimmed
   */
  onload?: (body: string, response: HttpResponse) => string;
  /**
   * Turns a failed answer's body into the text the item shows; null or empty keeps the
   * "Error during upload" label.
   */
  onerror?: (body: string, status: number) => string | null;
}

export interface HttpTransportOptions {
  /** Base address of the server. */
  url: string;
  /** Process endpoint, with optional `onload` / `onerror` hooks. @default { url: '', method: 'POST' } */
  process?: ProcessEndpointOptions;
  /** Chunk endpoint prefix, followed by the transfer id. @default '?patch=' */
  patch?: string;
  /** Revert endpoint. @default { url: '', method: 'DELETE' } */
  revert?: EndpointOptions;
  /** Restore prefix. @default '?restore=' */
  restore?: string;
  /** Load prefix. @default '?load=' */
  load?: string;
  /** Fetch prefix, used for URLs of another origin than the page's. @default '?fetch=' */
  fetch?: string;
  /**
   * The page's origin: URLs of this origin are fetched directly, others through the server.
   * @default `location.origin` in a browser; null (every absolute URL is of another origin) elsewhere
   */
  pageOrigin?: string | null;
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
  /** With `chunkUploads`, sends every file in chunks, however small. @default false */
  chunkForce?: boolean;
  /** Bytes per chunk. @default 5000000 */
  chunkSize?: number;
  /** Waits before each retry of a failed chunk, in ms. @default [500, 1000, 3000] */
  chunkRetryDelays?: readonly number[];
  /**
   * When a retried chunked upload asks `HEAD` for its transfer and the server answers 404,
   * starts a new transfer instead of failing (FilePond 4 fails).
   * @default false
   */
  chunkRestartOnMissing?: boolean;
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
    const isText = request.responseType === 'text' || !isSuccess(response.status);
    const blob = isText ? null : await response.blob();
    const text = isText ? await response.text() : '';
    if (!isSuccess(response.status)) {
      throw new TransportError('http', response.status, undefined, text);
    }
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
      if (!isSuccess(xhr.status)) {
        const body = request.responseType === 'text' ? xhr.responseText : '';
        return reject(new TransportError('http', xhr.status, undefined, body));
      }
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

/**
 * The file name in a `Content-Disposition` header, if any: the RFC 5987 `filename*` when
 * present, else the plain `filename`.
 */
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
 * A header value as FilePond 4 sends it: the UTF-8 bytes of the text, one character per byte
 * (`unescape(encodeURIComponent(value))`), so `Ελληνικά.txt` travels as its 16 UTF-8 bytes.
 */
export const headerBytes = (value: string) =>
  String.fromCharCode(...new TextEncoder().encode(value));

const byteHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, headerBytes(String(value))]),
  );

/** FilePond's `buildURL`: a second `?` in the joined address becomes `&`. */
const buildUrl = (...parts: string[]) =>
  parts.reduce(
    (address, part) => address + (address.includes('?') ? part.replace('?', '&') : part),
    '',
  );

/** An endpoint path after the base address, or an absolute endpoint URL on its own. */
const join = (base: string, path = '') =>
  /^https?:\/\//i.test(path) ? path : buildUrl(base, path);

/** Whether a URL is of another origin than the page, as FilePond 4's `isExternalURL` decides. */
export function isOtherOrigin(address: string, pageOrigin: string | null): boolean {
  if (!address.includes(':') && !address.includes('//')) return false;
  if (pageOrigin === null) return true;
  try {
    return new URL(address, pageOrigin).origin !== new URL(pageOrigin).origin;
  } catch {
    return true;
  }
}

const defaultPageOrigin = () =>
  typeof location === 'undefined' || !location.origin || location.origin === 'null'
    ? null
    : location.origin;

/** A transport that speaks the FilePond 4 server protocol over HTTP. */
export function createHttpTransport(options: HttpTransportOptions): UploadTransport {
  const {
    url,
    patch = '?patch=',
    restore = '?restore=',
    load = '?load=',
    fetch: fetchPrefix = '?fetch=',
    pageOrigin = defaultPageOrigin(),
    headers = {},
    timeout = 0,
    withCredentials = false,
    name = 'filepond',
    chunkUploads = false,
    chunkForce = false,
    chunkSize = defaultChunkSize,
    chunkRetryDelays = defaultChunkRetryDelays,
    chunkRestartOnMissing = false,
    request = defaultRequest,
    sleep = abortableSleep,
  } = options;
  // Every address goes through `encodeURI`, as in FilePond 4's `sendRequest`.
  const processEndpoint = {
    url: encodeURI(join(url, options.process?.url)),
    method: options.process?.method ?? 'POST',
    headers: { ...headers, ...options.process?.headers },
  };
  const revertEndpoint = {
    url: encodeURI(join(url, options.revert?.url)),
    method: options.revert?.method ?? 'DELETE',
    headers: { ...headers, ...options.revert?.headers },
  };
  const readId = (response: HttpResponse) =>
    options.process?.onload
      ? options.process.onload(response.text, response)
      : response.text.trim();
  /** Lets `process.onerror` name a failed upload; the error is rethrown either way. */
  const explain = (error: unknown): never => {
    if (error instanceof TransportError && error.kind === 'http' && options.process?.onerror) {
      error.serverMessage = options.process.onerror(error.body, error.status) || null;
    }
    throw error;
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
      // Header values go as UTF-8 bytes, as FilePond 4 sends them.
      headers: byteHeaders(partial.headers),
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
    }).catch(explain);
    context.onProgress(file.size, file.size);
    return readId(response);
  }

  /**
   * The server's offset for a transfer being resumed. A 404 fails the upload, as in FilePond 4,
   * unless `chunkRestartOnMissing` asks for a new transfer (null); an answer without a usable
   * offset resends from 0 to the same transfer, as FilePond 4 does.
   */
  async function serverOffset(transferId: string, signal: AbortSignal): Promise<number | null> {
    try {
      const response = await send({
        method: 'HEAD',
        url: encodeURI(buildUrl(url, patch, transferId)),
        headers: processEndpoint.headers,
        signal,
        responseType: 'text',
      });
      const offset = Number(response.header('Upload-Offset') ?? NaN);
      return Number.isFinite(offset) && offset >= 0 ? offset : 0;
    } catch (error) {
      if (chunkRestartOnMissing && error instanceof TransportError && error.status === 404) {
        return null;
      }
      return explain(error);
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
      if (resumed === null) transferId = null;
      else offset = Math.min(resumed, file.size);
    }
    if (transferId === null) {
      const response = await send({
        method: processEndpoint.method,
        url: processEndpoint.url,
        headers: { ...processEndpoint.headers, 'Upload-Length': String(file.size) },
        body: metadataForm(metadata),
        signal,
        responseType: 'text',
      }).catch(explain);
      transferId = readId(response);
      context.onTransferId(transferId);
    }
    context.onProgress(offset, file.size);
    const chunkUrl = encodeURI(buildUrl(url, patch, transferId));
    // FilePond 4 cuts floor(size / chunkSize) + 1 chunks, so a size that is a multiple of the
    // chunk size (0 included) ends with an empty chunk at offset = size; servers written for
    // FilePond expect it, and a 0-byte file needs it to complete at all. On resume, chunks that
    // start below the server's offset are skipped.
    const chunkCount = Math.floor(file.size / chunkSize) + 1;
    for (let index = Math.ceil(offset / chunkSize); index < chunkCount; index += 1) {
      const start = index * chunkSize;
      const end = Math.min(start + chunkSize, file.size);
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
              'Upload-Name': file.name,
            },
            body: file.slice(start, end, 'application/offset+octet-stream'),
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
            return explain(error);
          }
          await sleep(delay, signal);
        }
      }
      context.onProgress(end, file.size);
    }
    return transferId;
  }

  async function getFile(
    address: string,
    fallbackName: string,
    requestHeaders: Record<string, string> = headers,
  ): Promise<UploadFile | HeldFile> {
    const response = await send({
      method: 'GET',
      url: address,
      headers: requestHeaders,
      responseType: 'blob',
    });
    const blob = response.blob ?? new Blob([]);
    const fileName =
      fileNameFromDisposition(response.header('Content-Disposition')) ?? fallbackName;
    const file = new File([blob], fileName, {
      type: blob.type || (response.header('Content-Type') ?? ''),
    });
    const serverId = response.header('X-Content-Transfer-Id')?.trim();
    return serverId ? { file, serverId } : file;
  }

  const lastSegment = (source: string) => {
    const segment = source.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? source;
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };

  // FilePond 4 appends the id of a GET to the encoded address as a URI component.
  const getUrl = (prefix: string, id: string) =>
    encodeURI(buildUrl(url, prefix)) + encodeURIComponent(id);

  return {
    process(file, metadata, context) {
      const chunked = chunkUploads && (chunkForce || file.size > chunkSize);
      return chunked
        ? processChunked(file, metadata, context)
        : processWhole(file, metadata, context);
    },
    async revert(serverId) {
      await send({
        method: revertEndpoint.method,
        url: revertEndpoint.url,
        headers: { ...revertEndpoint.headers, 'Content-Type': 'text/plain;charset=UTF-8' },
        body: serverId,
        responseType: 'text',
      });
    },
    restore: (serverId) => getFile(getUrl(restore, serverId), serverId),
    load: (source) => getFile(getUrl(load, source), lastSegment(source)),
    fetch: (address) =>
      isOtherOrigin(address, pageOrigin)
        ? getFile(getUrl(fetchPrefix, address), lastSegment(address))
        : // A same-origin URL is fetched directly, without the server's headers (FilePond's fetchBlob).
          getFile(encodeURI(address), lastSegment(address), {}),
    remove: options.remove,
  };
}
