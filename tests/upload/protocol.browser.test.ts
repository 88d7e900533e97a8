/**
 * The upload protocol suite in Chromium: the transport sends with XMLHttpRequest across origins
 * (CORS preflights included), and the retry delays are waited for in real time.
 */
import { afterAll, beforeAll } from 'vitest';
import { startBrowserServerControl, type BrowserServerControl } from './browserServerControl';
import { describeUploadProtocol } from './protocolSuite';

let control: BrowserServerControl;

beforeAll(async () => {
  control = await startBrowserServerControl();
});
afterAll(() => control.stop());

describeUploadProtocol(() => control, { realDelays: true });
