/** The upload protocol suite in Node: the transport sends with `fetch`. */
import { afterAll, beforeAll } from 'vitest';
import { startUploadServer, type UploadServer } from '../../server/upload-server.mjs';
import { describeUploadProtocol } from './protocolSuite';
import { nodeServerControl, type ServerControl } from './serverControl';

let server: UploadServer;
let control: ServerControl;

beforeAll(async () => {
  server = await startUploadServer();
  control = nodeServerControl(server);
});
afterAll(() => server.close());

describeUploadProtocol(() => control);
