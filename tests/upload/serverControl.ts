/**
 * What an upload protocol test needs from the reference server, whichever side of the wire the
 * test runs on: in Node the server object is at hand, in the browser the same calls travel as
 * Vitest browser commands to the Node process that runs the server.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FaultMode, LoggedRequest, UploadServer } from '../../server/upload-server.mjs';

export type { LoggedRequest };

export interface Faults {
  /** Fails chunk `number` of a transfer `times` times, or always when `times` is left out. */
  chunk?: { number: number; mode: FaultMode; times?: number } | null;
  process?: FaultMode | null;
  revert?: 'status-500' | null;
}

/** A file the server holds, with the SHA-256 of its stored bytes. */
export interface StoredFileSummary {
  id: string;
  name: string;
  size: number;
  complete: boolean;
  offset: number;
  metadata: unknown;
  sha256: string;
}

export interface ServerControl {
  /** Base address of the running server. */
  url: string;
  /** Changes the injected faults; keys left out keep their value. */
  setFaults(faults: Faults): Promise<void>;
  /** Every request since the last `clearRequests`, CORS preflights left out. */
  requests(): Promise<LoggedRequest[]>;
  clearRequests(): Promise<void>;
  files(): Promise<StoredFileSummary[]>;
  /** Clears every fault and the request log, between tests. */
  reset(): Promise<void>;
}

export async function summariseStoredFiles(server: UploadServer): Promise<StoredFileSummary[]> {
  return Promise.all(
    server.files().map(async ({ id, name, size, complete, offset, metadata, path }) => ({
      id,
      name,
      size,
      complete,
      offset,
      metadata,
      sha256: createHash('sha256')
        .update(await readFile(path))
        .digest('hex'),
    })),
  );
}

/** Clears every fault and the request log. */
export function resetServer(server: UploadServer): void {
  server.faults.chunk = null;
  server.faults.process = null;
  server.faults.revert = null;
  server.settings.transferIdOnLoad = false;
  server.requests.length = 0;
}

export function nodeServerControl(server: UploadServer): ServerControl {
  return {
    url: server.url,
    setFaults: async (faults) => void Object.assign(server.faults, faults),
    requests: async () => structuredClone(server.requests),
    clearRequests: async () => void (server.requests.length = 0),
    files: () => summariseStoredFiles(server),
    reset: async () => resetServer(server),
  };
}
