/**
 * The upload widgets' texts are the app's to translate (`labels`): every text a person sees in
 * the drop area follows them, the emphasised browse word included.
 */
import { describe, expect, test } from 'vitest';
import { FileUpload, MediaUpload } from '../../src/components/MediaUpload';
import { actEnvironment, render } from './render';

actEnvironment(false);

const dropArea = (host: HTMLElement) =>
  host.querySelector<HTMLElement>('[data-part="drop-zone"]')!.innerText;
const emphasised = (host: HTMLElement) =>
  host.querySelector('[data-part="browse"]')?.textContent ?? null;

describe('upload labels', () => {
  test('MediaUpload shows labels.idleMedia, with the word of labels.browse emphasised', () => {
    const host = render(
      <MediaUpload
        labels={{ idleMedia: 'Glissez vos images ou parcourez', browse: 'parcourez' }}
      />,
    );
    expect(dropArea(host)).toContain('Glissez vos images ou parcourez');
    expect(emphasised(host)).toBe('parcourez');
  });

  test('MediaUpload keeps its own default text', () => {
    const host = render(<MediaUpload />);
    expect(dropArea(host)).toContain('Drag and drop your media or browse');
    expect(emphasised(host)).toBe('browse');
  });

  test('idleLabel outranks labels', () => {
    const host = render(
      <MediaUpload idleLabel="Drop photos here" labels={{ idleMedia: 'Not this one' }} />,
    );
    expect(dropArea(host)).toContain('Drop photos here');
    expect(emphasised(host)).toBeNull();
  });

  test('FileUpload emphasises a translated browse word, ignoring case', () => {
    const host = render(
      <FileUpload
        labels={{ idle: 'Dateien hierher ziehen oder Durchsuchen', browse: 'durchsuchen' }}
      />,
    );
    expect(emphasised(host)).toBe('Durchsuchen');
  });

  test('the browse word is plain text, not a pattern', () => {
    const host = render(
      <FileUpload idleLabel="Add files (or browse…)" labels={{ browse: '(or' }} />,
    );
    expect(emphasised(host)).toBe('(or');
  });
});
