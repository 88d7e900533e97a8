/** The browser side of `commands.ts`: a `ServerControl` whose calls run in the Node process. */
import { commands } from 'vitest/browser';
import type { Faults, LoggedRequest, ServerControl, StoredFileSummary } from './serverControl';

declare module 'vitest/browser' {
  interface BrowserCommands {
    uploadServerStart: () => Promise<string>;
    uploadServerStop: () => Promise<void>;
    uploadServerReset: () => Promise<void>;
    uploadServerFaults: (faults: Faults) => Promise<void>;
    uploadServerRequests: () => Promise<LoggedRequest[]>;
    uploadServerClearRequests: () => Promise<void>;
    uploadServerFiles: () => Promise<StoredFileSummary[]>;
  }
}

export interface BrowserServerControl extends ServerControl {
  stop(): Promise<void>;
}

export async function startBrowserServerControl(): Promise<BrowserServerControl> {
  return {
    url: await commands.uploadServerStart(),
    setFaults: commands.uploadServerFaults,
    requests: commands.uploadServerRequests,
    clearRequests: commands.uploadServerClearRequests,
    files: commands.uploadServerFiles,
    reset: commands.uploadServerReset,
    stop: commands.uploadServerStop,
  };
}
