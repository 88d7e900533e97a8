import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScriptedTransport } from './scriptedTransport';
import { createUploader, describeItem, type Uploader, type UploaderOptions } from './uploader';

const file = (name: string, size = 10, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

const uploaders: Uploader[] = [];
const make = (options: UploaderOptions = {}) => {
  const uploader = createUploader({ itemInsertInterval: 0, ...options });
  uploaders.push(uploader);
  return uploader;
};

const settle = async (rounds = 20) => {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
};

const statuses = (uploader: Uploader) => uploader.getSnapshot().items.map((item) => item.status);

afterEach(() => {
  for (const uploader of uploaders.splice(0)) uploader.destroy();
  vi.useRealTimers();
});

describe('Uploader: adding files', () => {
  it('keeps files local and idle without a server', () => {
    const uploader = make({ allowMultiple: true });
    const result = uploader.addFiles([file('a.png'), file('b.png')]);
    expect(result.rejected).toBeNull();
    const [item] = uploader.getSnapshot().items;
    expect(statuses(uploader)).toEqual(['idle', 'idle']);
    expect(item).toMatchObject({ name: 'a.png', size: 10, origin: 'input', serverId: null });
  });

  it('rejects two files in single mode with the "Max files" warning', () => {
    const onWarning = vi.fn();
    const uploader = make({ onWarning });
    const result = uploader.addFiles([file('a.png'), file('b.png')]);
    expect(result.rejected).toBe('max-files');
    expect(uploader.getSnapshot().items).toHaveLength(0);
    expect(uploader.getSnapshot().warning).toBe('Max files');
    expect(onWarning).toHaveBeenCalledWith('Max files');
  });

  it('rejects files beyond maxFiles and keeps the ones already there', () => {
    const uploader = make({ allowMultiple: true, maxFiles: 2 });
    uploader.addFiles([file('a.png')]);
    expect(uploader.addFiles([file('b.png'), file('c.png')]).rejected).toBe('max-files');
    expect(uploader.getSnapshot().items.map((item) => item.name)).toEqual(['a.png']);
    expect(uploader.addFiles([file('b.png')]).rejected).toBeNull();
    expect(uploader.getSnapshot().warning).toBeNull();
  });

  it('replaces the file in single mode, unless replace is off', () => {
    const uploader = make();
    uploader.addFiles([file('first.png')]);
    uploader.addFiles([file('second.png')]);
    expect(uploader.getSnapshot().items.map((item) => item.name)).toEqual(['second.png']);
    uploader.setOptions({ itemInsertInterval: 0, allowReplace: false });
    expect(uploader.addFiles([file('third.png')]).rejected).toBe('max-files');
    expect(uploader.getSnapshot().items.map((item) => item.name)).toEqual(['second.png']);
  });

  it('undoes the upload of a replaced file', async () => {
    const transport = createScriptedTransport();
    const uploader = make({ transport });
    uploader.addFiles([file('first.png')]);
    await settle();
    uploader.addFiles([file('second.png')]);
    await settle();
    expect(transport.calls.map((call) => call.action)).toEqual(['process', 'revert', 'process']);
  });

  it('drops ignored system files silently and lets the drop hook veto files', () => {
    const uploader = make({
      allowMultiple: true,
      beforeDropFile: (candidate) => !candidate.name.startsWith('secret'),
    });
    const dropped = uploader.addFiles(
      [file('.DS_Store'), file('Thumbs.db'), file('secret.png'), file('ok.png')],
      'drop',
    );
    expect(dropped.skipped).toEqual(['.DS_Store', 'Thumbs.db', 'secret.png']);
    expect(uploader.getSnapshot().items.map((item) => item.name)).toEqual(['ok.png']);
    // The hook checks drops only.
    uploader.addFiles([file('secret-2.png')], 'browse');
    expect(uploader.getSnapshot().items).toHaveLength(2);
  });

  it('marks a file of the wrong type invalid and sets the custom validity message', () => {
    const uploader = make({ allowMultiple: true, accept: ['image/*'] });
    uploader.addFiles([file('a.png'), file('b.pdf', 10, 'application/pdf')]);
    const [, invalid] = uploader.getSnapshot().items;
    expect(invalid).toMatchObject({
      status: 'load-invalid',
      error: { main: 'File is of invalid type', sub: '' },
    });
    expect(uploader.getSnapshot().validityMessage).toBe('Field contains invalid files');
    void uploader.remove(invalid!.id);
    expect(uploader.getSnapshot().validityMessage).toBe('');
  });

  it('applies a custom validation message', () => {
    const uploader = make({
      validateFile: (candidate) => (candidate.size > 5 ? 'File is too large' : null),
    });
    uploader.addFiles([file('big.png', 6)]);
    expect(uploader.getSnapshot().items[0]!.error?.main).toBe('File is too large');
  });

  it('is required only while no files are present', () => {
    const uploader = make({ required: true });
    expect(uploader.getSnapshot().isRequired).toBe(true);
    uploader.addFiles([file('a.png')]);
    expect(uploader.getSnapshot().isRequired).toBe(false);
    void uploader.remove(uploader.getSnapshot().items[0]!.id);
    expect(uploader.getSnapshot().isRequired).toBe(true);
  });

  it('refuses adds by people while disabled, but not by code', () => {
    const uploader = make({ disabled: true, allowMultiple: true });
    for (const source of ['drop', 'browse', 'paste'] as const) {
      expect(uploader.addFiles([file('a.png')], source).rejected).toBe('disabled');
    }
    expect(uploader.getSnapshot()).toMatchObject({ items: [], isDisabled: true });
    expect(uploader.addFiles([file('initial.png')], 'api').rejected).toBeNull();
    expect(uploader.getSnapshot().items).toHaveLength(1);
  });

  it('inserts the files of one add 75 ms apart', () => {
    vi.useFakeTimers();
    const uploader = make({ allowMultiple: true, itemInsertInterval: undefined });
    uploader.addFiles([file('a.png'), file('b.png'), file('c.png')]);
    expect(uploader.getSnapshot().items).toHaveLength(1);
    vi.advanceTimersByTime(74);
    expect(uploader.getSnapshot().items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(uploader.getSnapshot().items).toHaveLength(2);
    vi.advanceTimersByTime(75);
    expect(uploader.getSnapshot().items.map((item) => item.name)).toEqual([
      'a.png',
      'b.png',
      'c.png',
    ]);
  });

  it('reorders items', () => {
    const uploader = make({ allowMultiple: true });
    uploader.addFiles([file('a.png'), file('b.png'), file('c.png')]);
    const [a] = uploader.getSnapshot().items;
    uploader.moveItem(a!.id, 2);
    expect(uploader.getSnapshot().items.map((item) => item.name)).toEqual([
      'b.png',
      'c.png',
      'a.png',
    ]);
    uploader.moveItem(a!.id, -5);
    expect(uploader.getSnapshot().items.map((item) => item.name)).toEqual([
      'a.png',
      'b.png',
      'c.png',
    ]);
  });
});

describe('Uploader: the upload queue', () => {
  it('uploads at most two files at once and queues the rest as busy', async () => {
    const transport = createScriptedTransport({ process: () => ({ outcome: 'hang' }) });
    const uploader = make({ allowMultiple: true, transport });
    uploader.addFiles([file('a.png'), file('b.png'), file('c.png'), file('d.png')]);
    await settle();
    expect(statuses(uploader)).toEqual(['processing', 'processing', 'busy', 'busy']);
    expect(uploader.getSnapshot().items[2]!.busyReason).toBe('queued');
    expect(describeItem(uploader.getSnapshot().items[2]!, uploader.labels)).toEqual({
      main: 'Waiting to upload',
      sub: 'tap to cancel',
    });
    transport.releaseHanging(true);
    await settle();
    expect(statuses(uploader)).toEqual([
      'processing-complete',
      'processing-complete',
      'processing',
      'processing',
    ]);
    transport.releaseHanging(true);
    await settle();
    expect(statuses(uploader)).toEqual(Array(4).fill('processing-complete'));
  });

  it('honours maxParallelUploads', async () => {
    const transport = createScriptedTransport({ process: () => ({ outcome: 'hang' }) });
    const uploader = make({ allowMultiple: true, transport, maxParallelUploads: 1 });
    uploader.addFiles([file('a.png'), file('b.png')]);
    await settle();
    expect(statuses(uploader)).toEqual(['processing', 'busy']);
  });

  it('waits for processItem when instant upload is off', async () => {
    const transport = createScriptedTransport();
    const uploader = make({ transport, instantUpload: false });
    uploader.addFiles([file('a.png')]);
    await settle();
    expect(statuses(uploader)).toEqual(['idle']);
    uploader.processAll();
    await settle();
    expect(statuses(uploader)).toEqual(['processing-complete']);
  });

  it('aborts a queued or running upload, then retries it', async () => {
    const transport = createScriptedTransport({
      process: (_file, attempt) => (attempt === 1 ? { outcome: 'hang' } : {}),
    });
    const uploader = make({ allowMultiple: true, transport, maxParallelUploads: 1 });
    uploader.addFiles([file('a.png'), file('b.png')]);
    await settle();
    const [a, b] = uploader.getSnapshot().items;
    uploader.abort(b!.id);
    uploader.abort(a!.id);
    await settle();
    expect(statuses(uploader)).toEqual(['cancelled', 'cancelled']);
    expect(uploader.getItem(a!.id)!.error).toEqual({
      main: 'Upload cancelled',
      sub: 'tap to retry',
    });
    uploader.retry(a!.id);
    await settle();
    expect(uploader.getItem(a!.id)!.status).toBe('processing-complete');
  });

  it('reports failures and timeouts with "tap to retry"', async () => {
    const transport = createScriptedTransport({
      process: (candidate) => ({ outcome: candidate.name === 'slow.png' ? 'timeout' : 'error' }),
    });
    const uploader = make({ allowMultiple: true, transport });
    uploader.addFiles([file('broken.png'), file('slow.png')]);
    await settle();
    expect(uploader.getSnapshot().items.map((item) => item.error)).toEqual([
      { main: 'Error during upload', sub: 'tap to retry' },
      { main: 'Timeout', sub: 'tap to retry' },
    ]);
  });

  it('reports rounded progress in bytes and percent, at most 60 times a second', async () => {
    vi.useFakeTimers();
    const transport = createScriptedTransport({
      process: () => ({ progress: [0.3333, 0.5], outcome: 'hang' }),
    });
    const uploader = make({ transport });
    const listener = vi.fn();
    uploader.subscribe(listener);
    uploader.addFiles([file('a.png', 1000)]);
    await vi.advanceTimersByTimeAsync(0);
    const calls = listener.mock.calls.length;
    expect(uploader.getSnapshot().items[0]!.progress).toEqual({
      loaded: 0,
      total: 1000,
      percent: 0,
    });
    await vi.advanceTimersByTimeAsync(17);
    expect(listener.mock.calls.length).toBe(calls + 1);
    expect(uploader.getSnapshot().items[0]!.progress).toEqual({
      loaded: 500,
      total: 1000,
      percent: 50,
    });
  });

  it('undoes a completed upload, and shows the revert error when it fails', async () => {
    let revertWorks = false;
    const transport = createScriptedTransport({ revert: () => revertWorks });
    const uploader = make({ transport });
    uploader.addFiles([file('a.png')]);
    await settle();
    const [item] = uploader.getSnapshot().items;
    expect(describeItem(item!, uploader.labels)).toEqual({
      main: 'Upload complete',
      sub: 'tap to undo',
    });
    const reverting = uploader.revert(item!.id);
    expect(uploader.getItem(item!.id)).toMatchObject({ status: 'busy', busyReason: 'reverting' });
    await reverting;
    expect(uploader.getItem(item!.id)).toMatchObject({
      status: 'processing-revert-error',
      error: { main: 'Error during revert', sub: 'tap to retry' },
    });
    revertWorks = true;
    uploader.retry(item!.id);
    await settle();
    expect(uploader.getItem(item!.id)).toMatchObject({ status: 'idle', serverId: null });
  });

  it('shows busy while removing a server file and the remove error when it fails', async () => {
    let removeWorks = false;
    const transport = createScriptedTransport({
      remove: () => removeWorks,
      files: { 'stored-1': file('kept.png') },
    });
    const uploader = make({ transport });
    uploader.addFiles([{ source: 'stored-1', options: { type: 'local' } }]);
    await settle();
    const [item] = uploader.getSnapshot().items;
    expect(item).toMatchObject({
      status: 'processing-complete',
      origin: 'local',
      name: 'kept.png',
    });
    const removing = uploader.remove(item!.id);
    expect(uploader.getItem(item!.id)).toMatchObject({ status: 'busy', busyReason: 'removing' });
    await removing;
    expect(uploader.getItem(item!.id)).toMatchObject({
      status: 'remove-error',
      error: { main: 'Error during remove', sub: 'tap to retry' },
    });
    removeWorks = true;
    uploader.retry(item!.id);
    await settle();
    expect(uploader.getSnapshot().items).toHaveLength(0);
    expect(transport.calls.filter((call) => call.action === 'remove')).toHaveLength(2);
  });

  it('reports load errors: no source, item not found, and a retry', async () => {
    const uploader = make({ allowMultiple: true });
    uploader.addFiles([{ source: 'x', options: { type: 'limbo' } }]);
    await settle();
    expect(uploader.getSnapshot().items[0]!.error?.main).toBe('No source');

    const files: Record<string, File> = {};
    const transport = createScriptedTransport({ files });
    const withServer = make({ transport });
    withServer.addFiles([{ source: 'later', options: { type: 'limbo' } }]);
    await settle();
    const [missing] = withServer.getSnapshot().items;
    expect(missing).toMatchObject({ status: 'load-error', error: { main: 'Item not found' } });
    files.later = file('later.png');
    withServer.retry(missing!.id);
    await settle();
    expect(withServer.getItem(missing!.id)).toMatchObject({
      status: 'processing-complete',
      origin: 'limbo',
      serverId: 'later',
    });
  });

  it('shows a server file from its known details without fetching it', async () => {
    const transport = createScriptedTransport();
    const uploader = make({ transport });
    uploader.addFiles([
      { source: 'id-9', options: { type: 'limbo', file: { name: 'known.jpg', size: 2048 } } },
    ]);
    await settle();
    expect(uploader.getSnapshot().items[0]).toMatchObject({
      status: 'processing-complete',
      name: 'known.jpg',
      size: 2048,
      file: null,
    });
    expect(transport.calls).toEqual([]);
  });
});
