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
  requests: LoggedRequest[];
  files(): StoredFile[];
  close(): Promise<void>;
}

export declare function startUploadServer(options?: {
  port?: number;
  host?: string;
  directory?: string;
}): Promise<UploadServer>;
