/**
 * Callbacks typed `() => void` are called with nothing: a close button's click event would
 * otherwise reach the app's handler (`onClose={closePanel}` with a `closePanel(reason?)` would
 * read the event as its reason), and Storybook's action log would serialize it with its window.
 */
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Alert } from '../../src/components/Alert';
import { Tag } from '../../src/components/Tag';
import { Toast } from '../../src/components/Toast';
import { actEnvironment, render } from './render';

actEnvironment(false);

describe('close and remove buttons call their callback with no arguments', () => {
  test.each([
    ['Toast onClose', (callback: () => void) => <Toast message="Saved." onClose={callback} />],
    [
      'Alert onDismiss',
      (callback: () => void) => (
        <Alert tone="success" onDismiss={callback}>
          Saved.
        </Alert>
      ),
    ],
    ['Tag onRemove', (callback: () => void) => <Tag onRemove={callback}>Draft</Tag>],
  ])('%s', async (_name, element) => {
    const callback = vi.fn();
    const host = render(element(callback));
    await userEvent.click(host.querySelector('button')!);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith();
  });
});
