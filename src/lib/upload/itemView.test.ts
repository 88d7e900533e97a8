import { describe, expect, it } from 'vitest';
import { itemActionLabel, itemActions, isShownAsError, type ItemActionContext } from './itemView';
import { defaultUploadLabels } from './labels';
import { itemStatuses, type ItemStatus } from './status';

const context: ItemActionContext = {
  hasServer: true,
  allowRevert: true,
  allowRemove: true,
  instantUpload: true,
};

const item = (status: ItemStatus, extra: Partial<Parameters<typeof itemActions>[0]> = {}) => ({
  status,
  busyReason: null,
  origin: 'input' as const,
  serverId: null,
  ...extra,
});

describe('upload item view logic', () => {
  it('offers the buttons each status allows, primary first', () => {
    const table = Object.fromEntries(
      itemStatuses.map((status) => [status, itemActions(item(status), context)]),
    );
    expect(table).toEqual({
      loading: ['remove'],
      'load-invalid': ['remove'],
      'load-error': ['retry', 'remove'],
      idle: ['remove'],
      busy: [],
      processing: ['abort'],
      'processing-complete': ['remove'],
      'processing-error': ['retry', 'remove'],
      'processing-revert-error': ['retry', 'remove'],
      cancelled: ['retry', 'remove'],
      'remove-error': ['retry'],
    });
  });

  it('offers undo on an uploaded file, upload on a waiting one, cancel on a queued one', () => {
    expect(itemActions(item('processing-complete', { serverId: 'a' }), context)).toEqual([
      'revert',
    ]);
    expect(
      itemActions(item('processing-complete', { serverId: 'a', origin: 'local' }), context),
    ).toEqual(['remove']);
    expect(
      itemActions(item('processing-complete', { serverId: 'a' }), {
        ...context,
        allowRevert: false,
      }),
    ).toEqual(['remove']);
    expect(itemActions(item('idle'), { ...context, instantUpload: false })).toEqual([
      'process',
      'remove',
    ]);
    expect(itemActions(item('busy', { busyReason: 'queued' }), context)).toEqual(['abort']);
    expect(itemActions(item('busy', { busyReason: 'reverting' }), context)).toEqual([]);
    expect(itemActions(item('load-error'), { ...context, allowRemove: false })).toEqual(['retry']);
  });

  it('names each button with the file and what a retry retries', () => {
    const labels = defaultUploadLabels;
    const file = (status: ItemStatus) => ({ name: 'a.png', status });
    expect(itemActionLabel('remove', file('idle'), labels)).toBe('Remove a.png');
    expect(itemActionLabel('abort', file('processing'), labels)).toBe('Cancel upload of a.png');
    expect(itemActionLabel('revert', file('processing-complete'), labels)).toBe(
      'Undo upload of a.png',
    );
    expect(itemActionLabel('process', file('idle'), labels)).toBe('Upload a.png');
    expect(itemActionLabel('retry', file('load-error'), labels)).toBe('Retry loading a.png');
    expect(itemActionLabel('retry', file('processing-error'), labels)).toBe(
      'Retry upload of a.png',
    );
    expect(itemActionLabel('retry', file('processing-revert-error'), labels)).toBe(
      'Retry undo of a.png',
    );
    expect(itemActionLabel('retry', file('remove-error'), labels)).toBe('Retry removing a.png');
  });

  it('treats failures and cancellations as errors', () => {
    expect(itemStatuses.filter(isShownAsError)).toEqual([
      'load-invalid',
      'load-error',
      'processing-error',
      'processing-revert-error',
      'cancelled',
      'remove-error',
    ]);
  });
});
