import { describe, expect, it } from 'vitest';
import { decideCount, isIgnoredFile, matchesAccept } from './validation';

describe('upload validation rules', () => {
  it('ignores system files, whatever their case', () => {
    expect(isIgnoredFile('.DS_Store')).toBe(true);
    expect(isIgnoredFile('Thumbs.db')).toBe(true);
    expect(isIgnoredFile('DESKTOP.INI')).toBe(true);
    expect(isIgnoredFile('photo.jpg')).toBe(false);
    expect(isIgnoredFile('my.ds_store.txt')).toBe(false);
    expect(isIgnoredFile('draft.tmp', ['DRAFT.TMP'])).toBe(true);
  });

  it('matches MIME patterns, exact types and extensions', () => {
    const png = { name: 'a.PNG', type: 'image/png' };
    const pdf = { name: 'b.pdf', type: 'application/pdf' };
    expect(matchesAccept(png, ['image/*'])).toBe(true);
    expect(matchesAccept(pdf, ['image/*'])).toBe(false);
    expect(matchesAccept(pdf, ['image/*', 'application/pdf'])).toBe(true);
    expect(matchesAccept(png, ['.png'])).toBe(true);
    expect(matchesAccept(pdf, [])).toBe(true);
    expect(matchesAccept({ name: 'x', type: '' }, ['image/*'])).toBe(false);
  });

  it('rejects more than one file when multiple is not allowed', () => {
    const base = { allowMultiple: false, maxFiles: null, allowReplace: true };
    expect(decideCount({ ...base, adding: 2, present: 0 })).toEqual({
      kind: 'reject',
      reason: 'max-files',
    });
    expect(decideCount({ ...base, adding: 1, present: 0 })).toEqual({ kind: 'accept' });
    expect(decideCount({ ...base, adding: 1, present: 1 })).toEqual({ kind: 'replace' });
    expect(decideCount({ ...base, allowReplace: false, adding: 1, present: 1 })).toEqual({
      kind: 'reject',
      reason: 'max-files',
    });
  });

  it('caps the total at maxFiles when multiple is allowed', () => {
    const base = { allowMultiple: true, allowReplace: true };
    expect(decideCount({ ...base, maxFiles: 3, adding: 2, present: 1 })).toEqual({
      kind: 'accept',
    });
    expect(decideCount({ ...base, maxFiles: 3, adding: 2, present: 2 })).toEqual({
      kind: 'reject',
      reason: 'max-files',
    });
    expect(decideCount({ ...base, maxFiles: null, adding: 500, present: 500 })).toEqual({
      kind: 'accept',
    });
  });
});
