/** The browser side of `commands.ts`: a `ServerControl` whose calls run in the Node process. */
import { commands } from 'vitest/browser';
import type { Faults, LoggedRequest, ServerControl, StoredFileSummary } from './serverControl';

declare module 'vitest/browser' {
  interface BrowserCommands {
    uploadServerStart: () => Promise<string>;
    uploadServerStop: () => Promise<void>;
    uploadServerReset: () => Promise<void>;
    uploadServerFaults: (faults: Faults) => Promise<void>;
    uploadServerSettings: (settings: { transferIdOnLoad?: boolean }) => Promise<void>;
    uploadServerRequests: () => Promise<LoggedRequest[]>;
    uploadServerClearRequests: () => Promise<void>;
    uploadServerFiles: () => Promise<StoredFileSummary[]>;
    uploadServerClearFiles: () => Promise<void>;
  }
}

export interface BrowserServerControl extends ServerControl {
  /** Changes the server's behaviour switches (reset between tests). */
  setSettings(settings: { transferIdOnLoad?: boolean }): Promise<void>;
  /** Deletes every stored file, so each test starts with an empty server. */
  clearFiles(): Promise<void>;
  stop(): Promise<void>;
}

export async function startBrowserServerControl(): Promise<BrowserServerControl> {
  return {
    url: await commands.uploadServerStart(),
    setFaults: commands.uploadServerFaults,
    setSettings: commands.uploadServerSettings,
    requests: commands.uploadServerRequests,
    clearRequests: commands.uploadServerClearRequests,
    files: commands.uploadServerFiles,
    clearFiles: commands.uploadServerClearFiles,
    reset: commands.uploadServerReset,
    stop: commands.uploadServerStop,
  };
}
