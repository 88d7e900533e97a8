/**
 * Vitest browser commands that run the reference upload server in the Node process for browser
 * tests. Each test file gets its own server on 127.0.0.1 (a free port), so files running side by
 * side never see each other's faults or requests.
 */
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';
import { startUploadServer, type UploadServer } from '../../server/upload-server.mjs';
import { resetServer, summariseStoredFiles, type Faults } from './serverControl.js';

const servers = new Map<string, UploadServer>();

const serverFor = ({ testPath }: BrowserCommandContext): UploadServer => {
  const server = servers.get(testPath ?? '');
  if (!server)
    throw new Error('No upload server runs for this file: call uploadServerStart first.');
  return server;
};

const uploadServerStart: BrowserCommand<[]> = async (context) => {
  const key = context.testPath ?? '';
  const server = servers.get(key) ?? (await startUploadServer());
  servers.set(key, server);
  return server.url;
};

const uploadServerStop: BrowserCommand<[]> = async (context) => {
  const server = servers.get(context.testPath ?? '');
  servers.delete(context.testPath ?? '');
  await server?.close();
};

const uploadServerReset: BrowserCommand<[]> = (context) => resetServer(serverFor(context));

const uploadServerFaults: BrowserCommand<[faults: Faults]> = (context, faults) =>
  void Object.assign(serverFor(context).faults, faults);

const uploadServerSettings: BrowserCommand<[settings: Partial<UploadServer['settings']>]> = (
  context,
  settings,
) => void Object.assign(serverFor(context).settings, settings);

const uploadServerRequests: BrowserCommand<[]> = (context) => serverFor(context).requests;

const uploadServerClearRequests: BrowserCommand<[]> = (context) =>
  void (serverFor(context).requests.length = 0);

const uploadServerClearFiles: BrowserCommand<[]> = (context) => serverFor(context).clearFiles();

const uploadServerFiles: BrowserCommand<[]> = (context) => summariseStoredFiles(serverFor(context));

export const uploadServerCommands = {
  uploadServerStart,
  uploadServerStop,
  uploadServerReset,
  uploadServerFaults,
  uploadServerSettings,
  uploadServerRequests,
  uploadServerClearRequests,
  uploadServerFiles,
  uploadServerClearFiles,
};
