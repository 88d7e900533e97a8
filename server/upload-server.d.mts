export type FaultMode = 'status-500' | 'drop' | 'hang';

export interface StoredFile {
  id: string;
  name: string;
  type: string;
  size: number;
  path: string;
  complete: boolean;
  offset: number;
  chunks: number;
  metadata: unknown;
}

export interface LoggedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: string;
  /** Bytes of body the server read, when it read the body. */
  size?: number;
  /** The parts of a multipart body: text parts with their text, file parts with name and type. */
  parts?: { name: string; text?: string; filename?: string; type?: string; size: number }[];
  /** When the request arrived, in ms since the epoch. */
  at: number;
}

export interface UploadServer {
  url: string;
  port: number;
  directory: string;
  faults: {
    /** Fails chunk `number` of a transfer `times` times, or always when `times` is left out. */
    chunk: { number: number; mode: FaultMode; times?: number } | null;
    process: FaultMode | null;
    revert: 'status-500' | null;
  };
  settings: {
    /** Adds `X-Content-Transfer-Id` to restore, load and fetch answers. */
    transferIdOnLoad: boolean;
  };
  requests: LoggedRequest[];
  files(): StoredFile[];
  /** Deletes every stored file and transfer. */
  clearFiles(): Promise<void>;
  close(): Promise<void>;
}

export declare function startUploadServer(options?: {
  port?: number;
  host?: string;
  directory?: string;
}): Promise<UploadServer>;

/** The file name in an `Upload-Name` header: FilePond's raw UTF-8 bytes or the percent-encoded form. */
export declare function decodeUploadName(value: string | string[] | undefined): string;

/** A `Content-Disposition` value for any file name (RFC 6266, RFC 5987 `filename*`). */
export declare function contentDisposition(name: string, type?: string): string;
