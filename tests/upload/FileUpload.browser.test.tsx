/**
 * FileUpload in Chromium against the reference server: what a person sees and can do while real
 * requests go over the wire (XMLHttpRequest, CORS, real retry delays), and what the server holds
 * afterwards.
 */
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { FileUpload, type FileUploadProps } from '../../src/components/MediaUpload';
import { chooseFiles } from '../../stories/support/uploadFixtures';
import { ThemeProvider } from '../../src/theme';
import { startBrowserServerControl, type BrowserServerControl } from './browserServerControl';
import { expectRetryGaps, patchesOf, randomBytes, sha256, waitUntil } from './protocolSuite';

let control: BrowserServerControl;
let root: Root | null = null;
let host: HTMLElement | null = null;

beforeAll(async () => {
  control = await startBrowserServerControl();
});
afterAll(() => control.stop());
afterEach(async () => {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
  await control.reset();
});

function renderUpload(props: Partial<FileUploadProps> = {}, { strict = false } = {}) {
  host = document.createElement('div');
  document.body.append(host);
  const current = createRoot(host);
  root = current;
  const widget = (
    <ThemeProvider>
      <FileUpload
        allowMultiple
        server={{ url: control.url, chunkUploads: true }}
        aria-label="Attachments"
        {...props}
      />
    </ThemeProvider>
  );
  flushSync(() => current.render(strict ? <StrictMode>{widget}</StrictMode> : widget));
}

/** Chooses files through the browse input, as the file picker does. */
function browse(...files: File[]) {
  const input = host?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The widget has no browse input.');
  chooseFiles(input, files);
}

const storedByName = async (name: string) => {
  const entry = (await control.files()).find((file) => file.name === name);
  if (!entry) throw new Error(`The server holds no file named ${name}.`);
  return entry;
};

describe('FileUpload against the reference server', () => {
  it('uploads a 12 MB file in chunks of 5,000,000, 5,000,000 and 2,000,000 bytes', async () => {
    const data = randomBytes(12_000_000);
    renderUpload();
    browse(new File([data], 'video.bin'));
    await expect
      .element(page.getByText('Upload complete'), { timeout: 60_000 })
      .toBeInTheDocument();

    const chunks = patchesOf(await control.requests());
    expect(chunks.map((request) => request.headers['content-length'])).toEqual([
      '5000000',
      '5000000',
      '2000000',
    ]);
    expect(chunks.map((request) => request.headers['upload-offset'])).toEqual([
      '0',
      '5000000',
      '10000000',
    ]);
    expect(await storedByName('video.bin')).toMatchObject({
      complete: true,
      size: 12_000_000,
      sha256: await sha256(data),
    });
    await expect.element(page.getByText('12 MB', { exact: true })).toBeInTheDocument();
  });

  it('shows "tap to retry" once the chunk retries run out, and retry resumes from the server offset', async () => {
    const data = randomBytes(12_000_000);
    await control.setFaults({ chunk: { number: 2, mode: 'status-500' } });
    renderUpload();
    browse(new File([data], 'resume.bin'));
    // Three retries, 500 + 1000 + 3000 ms apart, before the item gives up.
    await expect
      .element(page.getByText('Error during upload'), { timeout: 60_000 })
      .toBeInTheDocument();
    await expect.element(page.getByText('tap to retry')).toBeInTheDocument();
    expectRetryGaps(patchesOf(await control.requests()), [500, 1000, 3000]);

    await control.setFaults({ chunk: null });
    await control.clearRequests();
    await page.getByRole('button', { name: 'Retry upload of resume.bin' }).click();
    await expect
      .element(page.getByText('Upload complete'), { timeout: 60_000 })
      .toBeInTheDocument();
    const requests = await control.requests();
    expect(requests.map((request) => request.method)).toEqual(['HEAD', 'PATCH', 'PATCH']);
    expect(patchesOf(requests).map((request) => request.headers['upload-offset'])).toEqual([
      '5000000',
      '10000000',
    ]);
    expect((await storedByName('resume.bin')).sha256).toBe(await sha256(data));
  });

  it('loses no file under StrictMode, which mounts its effects twice', async () => {
    const first = new File([randomBytes(3000)], 'first.txt', { type: 'text/plain' });
    const form = new FormData();
    form.append('filepond', '{}');
    form.append('filepond', first);
    const serverId = await (await fetch(control.url, { method: 'POST', body: form })).text();
    // Two initial files: the second is added on a timer (the insert interval), which an engine
    // destroyed by StrictMode's first cleanup would drop.
    renderUpload(
      {
        files: [
          { source: serverId, options: { type: 'limbo' } },
          { source: serverId, options: { type: 'local' } },
        ],
      },
      { strict: true },
    );
    browse(new File([randomBytes(6_000_000)], 'strict.bin'));
    await expect
      .element(page.getByRole('button', { name: 'Undo upload of strict.bin' }), { timeout: 60_000 })
      .toBeInTheDocument();
    await expect
      .element(page.getByRole('button', { name: 'Undo upload of first.txt' }))
      .toBeInTheDocument();
    // Both initial files appear once each, not once per effect run.
    await expect.poll(() => host!.querySelectorAll('[data-item-id]').length).toBe(3);
    expect((await storedByName('strict.bin')).complete).toBe(true);
  });

  it('undo sends DELETE with the server id and the server lets go of the file', async () => {
    renderUpload();
    browse(new File([randomBytes(2000)], 'undo.txt', { type: 'text/plain' }));
    await expect.element(page.getByText('Upload complete')).toBeInTheDocument();
    const { id } = await storedByName('undo.txt');
    await control.clearRequests();

    await page.getByRole('button', { name: 'Undo upload of undo.txt' }).click();
    await expect.element(page.getByText('Upload complete')).not.toBeInTheDocument();
    expect(await control.requests()).toMatchObject([{ method: 'DELETE', body: id }]);
    expect((await control.files()).some((file) => file.id === id)).toBe(false);
  });

  it('cancelling mid-upload leaves no half file marked complete', async () => {
    await control.setFaults({ chunk: { number: 2, mode: 'hang', times: 1 } });
    const before = new Set((await control.files()).map((file) => file.id));
    renderUpload();
    browse(new File([randomBytes(12_000_000)], 'aborted.bin'));
    await waitUntil(async () => patchesOf(await control.requests()).length === 2);

    await page.getByRole('button', { name: 'Cancel upload of aborted.bin' }).click();
    await expect.element(page.getByText('Upload cancelled')).toBeInTheDocument();
    const files = (await control.files()).filter((file) => !before.has(file.id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ complete: false, offset: 5_000_000 });
    await expect
      .element(page.getByRole('button', { name: 'Retry upload of aborted.bin' }))
      .toBeInTheDocument();
  });
});
