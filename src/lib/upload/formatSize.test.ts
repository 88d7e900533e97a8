import { describe, expect, it } from 'vitest';
import { formatSize } from './formatSize';
import { defaultUploadLabels, formatLabel, resolveLabels } from './labels';

describe('formatSize', () => {
  it('shows bytes, whole KB, MB with one decimal and GB with two, base 1000', () => {
    expect(formatSize(0)).toBe('0 bytes');
    expect(formatSize(999)).toBe('999 bytes');
    expect(formatSize(1000)).toBe('1 KB');
    expect(formatSize(1999)).toBe('1 KB');
    expect(formatSize(5_000_000)).toBe('5 MB');
    expect(formatSize(12_345_678)).toBe('12.3 MB');
    expect(formatSize(1_234_567_890)).toBe('1.23 GB');
    expect(formatSize(2_000_000_000)).toBe('2 GB');
  });

  it('takes another base', () => {
    expect(formatSize(1024, 1024)).toBe('1 KB');
    expect(formatSize(1000, 1024)).toBe('1000 bytes');
    expect(formatSize(1.5 * 1024 * 1024, 1024)).toBe('1.5 MB');
  });

  it('says so when the size is not available', () => {
    expect(formatSize(null)).toBe('Size not available');
    expect(formatSize(undefined)).toBe('Size not available');
    expect(formatSize(Number.NaN)).toBe('Size not available');
    expect(formatSize(-1)).toBe('Size not available');
  });

  it('uses given unit labels', () => {
    expect(
      formatSize(2500, 1000, { ...defaultUploadLabels, kilobytes: 'ko', bytes: 'octets' }),
    ).toBe('2 ko');
  });
});

describe('labels', () => {
  it('has the default texts of the upload behaviour', () => {
    expect(defaultUploadLabels).toMatchObject({
      idle: 'Drag & Drop your files or Browse',
      idleMedia: 'Drag and drop your media or browse',
      maxFiles: 'Max files',
      fileLoadError: 'Error during load',
      fileProcessingError: 'Error during upload',
      tapToRetry: 'tap to retry',
      fileRemoveError: 'Error during remove',
      fileProcessingRevertError: 'Error during revert',
      itemNotFound: 'Item not found',
      noSource: 'No source',
      cantLoadUrl: "Can't load URL",
      timeout: 'Timeout',
      fileSizeNotAvailable: 'Size not available',
    });
  });

  it('lets every label be overridden and fills placeholders', () => {
    const labels = resolveLabels({ maxFiles: 'Too many files' });
    expect(labels.maxFiles).toBe('Too many files');
    expect(labels.timeout).toBe('Timeout');
    expect(formatLabel(labels.buttonRemove, { name: 'a.png' })).toBe('Remove a.png');
    expect(formatLabel('{unknown} {name}', { name: 'x' })).toBe('{unknown} x');
  });
});
