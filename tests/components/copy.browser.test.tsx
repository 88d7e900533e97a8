/**
 * Copy buttons when the browser refuses the clipboard (no permission, an insecure page): the
 * button says so, the text is selected for a copy by hand, and the button is ready again once the
 * reader selects something else. Their texts can be given in the app's language.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CodeBlock } from '../../src/components/CodeBlock';
import { IconGallery } from '../../src/components/Iconography';
import { actEnvironment, render } from './render';

actEnvironment(false);

const refused = () =>
  Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  document.getSelection()?.removeAllRanges();
});

describe('CodeBlock', () => {
  test('a refused copy selects the code until the reader selects elsewhere, then copies again', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockImplementationOnce(refused);
    const host = render(
      <>
        <p>Text around the block.</p>
        <CodeBlock language="bash">npm install @tessera/react</CodeBlock>
      </>,
    );
    const button = page.getByRole('button', { name: 'Copy code' });
    await button.click();
    const failed = page.getByRole('button', { name: 'Copy failed: code selected' });
    await expect.element(failed).toHaveAttribute('data-status', 'failed');
    expect(errors).toHaveBeenCalledWith('Error copying to clipboard', expect.any(DOMException));
    expect(document.getSelection()?.toString().trim()).toBe('npm install @tessera/react');

    // Still failed while the code stays selected; ready again once the reader clicks elsewhere.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.element(failed).toBeVisible();
    await userEvent.click(host.querySelector('p')!);
    await expect.element(button).toHaveAttribute('data-status', 'idle');

    writeText.mockResolvedValueOnce(undefined);
    await button.click();
    await expect.element(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(writeText).toHaveBeenLastCalledWith('npm install @tessera/react');
  });

  test('takes its texts in the app’s language', async () => {
    vi.spyOn(navigator.clipboard, 'writeText')
      .mockResolvedValueOnce(undefined)
      .mockImplementationOnce(refused);
    render(
      <CodeBlock
        language="bash"
        copyLabel="Code kopieren"
        copiedLabel="Kopiert"
        copyFailedLabel="Nicht kopiert: Code markiert"
      >
        npm install @tessera/react
      </CodeBlock>,
    );
    const button = page.getByRole('button', { name: 'Code kopieren' });
    await button.click();
    await expect.element(page.getByRole('button', { name: 'Kopiert' })).toBeVisible();
    await expect.element(button, { timeout: 3000 }).toBeVisible();
    await button.click();
    await expect
      .element(page.getByRole('button', { name: 'Nicht kopiert: Code markiert' }))
      .toHaveTextContent('Nicht kopiert: Code markiert');
  });
});

describe('IconGallery', () => {
  test('a refused copy selects the import line; its texts can be translated', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(refused);
    render(
      <IconGallery
        labels={{
          gallery: 'Symbole',
          copy: 'Import kopieren',
          copyName: (name) => `Import kopieren: ${name}`,
          copyFailed: 'Nicht kopiert: Zeile markiert',
          copyFailedName: (name) => `Nicht kopiert: Zeile markiert (${name})`,
        }}
      />,
    );
    await expect.element(page.getByRole('list', { name: 'Symbole' })).toBeVisible();
    await page.getByRole('button', { name: 'Import kopieren: SearchIcon' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Nicht kopiert: Zeile markiert (SearchIcon)' }))
      .toHaveAttribute('data-status', 'failed');
    expect(document.getSelection()?.toString()).toBe(
      "import { SearchIcon } from '@tessera/react';",
    );
    // The other entries keep their own state.
    await expect
      .element(page.getByRole('button', { name: 'Import kopieren: CheckIcon' }))
      .toHaveAttribute('data-status', 'idle');
  });
});
