import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkOneOf, checkProp, forgetDevWarnings, warn } from './devWarning';

describe('development warnings', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    forgetDevWarnings();
  });

  it('says each warning once, however often the component renders', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let render = 0; render < 5; render += 1) {
      checkOneOf('Button', 'tone', 'pink', ['primary', 'danger'] as const, 'primary');
    }
    checkOneOf('Button', 'tone', 'teal', ['primary', 'danger'] as const, 'primary');
    checkOneOf('Button', 'tone', 'pink', ['primary', 'danger'] as const, 'primary');
    expect(spy.mock.calls.map(([text]) => text)).toEqual([
      'Button: prop "tone" got "pink"; expected one of "primary", "danger"; using "primary".',
      'Button: prop "tone" got "teal"; expected one of "primary", "danger"; using "primary".',
    ]);
  });

  it('names the component, the prop, the value and the allowed values', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkOneOf('Button', 'tone', 'pink', ['primary', 'danger'] as const, 'primary')).toBe(
      'primary',
    );
    expect(spy).toHaveBeenCalledWith(
      'Button: prop "tone" got "pink"; expected one of "primary", "danger"; using "primary".',
    );
  });

  it('passes a valid value through without a word', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkOneOf('Avatar', 'size', 'small', ['small', 'medium'] as const, 'medium')).toBe(
      'small',
    );
    expect(spy).not.toHaveBeenCalled();
  });

  it('describes a rule in words for values that are not from a list', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkProp('Group', 'columns', 7, false, 'a whole number from 1 to 4', 1)).toBe(false);
    expect(spy).toHaveBeenCalledWith(
      'Group: prop "columns" got 7; expected a whole number from 1 to 4; using 1.',
    );
  });

  it('stays silent in production builds', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warn('Modal', 'give the dialog a name.');
    expect(spy).not.toHaveBeenCalled();
  });
});
