/**
 * Misuse stories check the development warning a bad prop gets. The published site is a
 * production build, where the library stays silent by design: there the same story checks that
 * nothing is written, so it passes in both builds.
 */
import { expect, type MockInstance } from 'storybook/test';
import { isDevelopment } from '../../src/lib/devWarning';

export async function expectDevWarning(
  spy: MockInstance<typeof console.warn> | undefined,
  ...message: unknown[]
): Promise<void> {
  if (isDevelopment()) await expect(spy).toHaveBeenCalledWith(...message);
  else await expect(spy).not.toHaveBeenCalled();
}
