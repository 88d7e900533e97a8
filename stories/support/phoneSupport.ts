/**
 * The tel field loads its numbering plans on demand; the stories that show one have them before
 * they render, so a play or a snapshot never meets the field still loading.
 *
 * The loader lets go as soon as Storybook aborts the render (the reader opened another page):
 * Storybook tears a story down only once it has left its loading phase, and reloads the whole
 * preview when it is still there a moment after the reader moved on. The plans keep loading in
 * the background and the next tel field uses them.
 */
import type { StoryContext } from '@storybook/react-vite';
import { loadPhoneSupport } from '../../src/components/Field/phoneSupport';

export async function phoneSupportLoader({
  abortSignal,
}: Pick<StoryContext, 'abortSignal'>): Promise<Record<string, never>> {
  if (!abortSignal.aborted) {
    await new Promise<void>((resolve, reject) => {
      const stop = () => resolve();
      abortSignal.addEventListener('abort', stop, { once: true });
      loadPhoneSupport().then(
        () => {
          abortSignal.removeEventListener('abort', stop);
          resolve();
        },
        (error: unknown) => {
          abortSignal.removeEventListener('abort', stop);
          reject(error);
        },
      );
    });
  }
  return {};
}
