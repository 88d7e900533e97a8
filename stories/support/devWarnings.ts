/**
 * Misuse stories check the development warning a bad prop gets. The published site is a
 * production build, where the library stays silent by design: there the same story checks that
 * nothing is written, so it passes in both builds.
 */
import { expect, spyOn, type MockInstance } from 'storybook/test';
import { forgetDevWarnings, isDevelopment } from '../../src/lib/devWarning';

/**
 * A misuse story's `beforeEach`: a quiet spy on `console.warn`. The library says each warning once
 * per page, and a story before this one may have given the same: that record is cleared first.
 */
export function spyOnDevWarnings(): MockInstance<typeof console.warn> {
  forgetDevWarnings();
  return spyOn(console, 'warn').mockImplementation(() => {});
}

export async function expectDevWarning(
  spy: MockInstance<typeof console.warn> | undefined,
  ...message: unknown[]
): Promise<void> {
  if (isDevelopment()) await expect(spy).toHaveBeenCalledWith(...message);
  else await expect(spy).not.toHaveBeenCalled();
}
