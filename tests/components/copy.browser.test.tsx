/**
 * Copy buttons when the browser refuses the Clipboard API (no permission, a frame without the
 * `clipboard-write` permission, an insecure page that has none): the copy command stands in, and
 * what the browser copied is read from its own `copy` event. When that is refused as well, the
 * button says so, the text is selected for a copy by hand, and the button is ready again once the
 * reader selects something else. Their texts can be given in the app's language.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { CodeBlock } from '../../src/components/CodeBlock';
import { IconGallery } from '../../src/components/Iconography';
import { Modal } from '../../src/components/Modal';
import { ParameterTable } from '../../src/components/ParameterTable';
import { writeClipboardText } from '../../src/lib/clipboard';
import { actEnvironment, render } from './render';

actEnvironment(false);

const refused = () =>
  Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the copy command stands in for the Clipboard API', () => {
  let copies: string[];
  let onCopy: (event: ClipboardEvent) => void;
  beforeEach(() => {
    copies = [];
    // What the browser itself copied: the selection in the field its copy event starts from.
    onCopy = (event) => {
      const field = event.target;
      if (field instanceof HTMLTextAreaElement) {
        copies.push(field.value.slice(field.selectionStart, field.selectionEnd));
      }
    };
    document.addEventListener('copy', onCopy);
  });
  afterEach(() => {
    document.removeEventListener('copy', onCopy);
    // `navigator.clipboard` lives on the prototype: an own property hides it for one test.
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  test('a refused write still copies, leaves focus and the reader’s selection where they were', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(refused);
    const host = render(
      <>
        <p>Text the reader selected.</p>
        <CodeBlock language="bash">npm install @tessera/react</CodeBlock>
      </>,
    );
    const selection = document.getSelection()!;
    selection.selectAllChildren(host.querySelector('p')!);
    const button = page.getByRole('button', { name: 'Copy code' }).element();
    (button as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(copies).toEqual(['npm install @tessera/react']);
    expect(errors).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
    expect(selection.toString()).toBe('Text the reader selected.');
    expect(host.querySelector('textarea')).toBeNull();
  });

  test('a page without the Clipboard API (plain HTTP) copies a property link', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(<ParameterTable entries={[{ name: 'size', type: 'string' }]} />);
    await page.getByRole('button', { name: 'Copy link to size' }).click();
    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect.element(toasts.getByText('Link copied to clipboard')).toBeVisible();
    expect(copies).toEqual([`${location.href.split('#')[0]}#prop-size`]);
  });

  test('inside a modal dialog, whose page around it is inert, focus stays in the dialog', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(refused);
    // An app's own dialog: `showModal()` makes everything outside it inert.
    const host = render(
      <dialog aria-label="Install">
        <CodeBlock language="bash">npm install @tessera/react</CodeBlock>
      </dialog>,
    );
    host.querySelector('dialog')!.showModal();
    const dialog = page.getByRole('dialog', { name: 'Install' });
    await dialog.getByRole('button', { name: 'Copy code' }).click();
    await expect.element(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(copies).toEqual(['npm install @tessera/react']);
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    host.querySelector('dialog')!.close();
  });

  test('inside a Tessera modal, focus stays in it and it stays open', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(refused);
    render(
      <Modal defaultOpen header="Install">
        <CodeBlock language="bash">npm install @tessera/react</CodeBlock>
      </Modal>,
    );
    const dialog = page.getByRole('dialog', { name: 'Install' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy code' }).click();
    await expect.element(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(copies).toEqual(['npm install @tessera/react']);
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    await expect.element(dialog).toBeVisible();
  });

  test('with nothing focused, the text area goes into the body, not beside it', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(refused);
    const parents: (Element | null)[] = [];
    const onParent = (event: ClipboardEvent) =>
      parents.push((event.target as Element).parentElement);
    document.addEventListener('copy', onParent);
    // An app copying from a menu item that closes first, or from a handler that took focus away.
    render(
      <button
        type="button"
        onClick={(event) => {
          event.currentTarget.blur();
          void writeClipboardText('npm install @tessera/react');
        }}
      >
        Copy the install command
      </button>,
    );
    await page.getByRole('button', { name: 'Copy the install command' }).click();
    document.removeEventListener('copy', onParent);
    expect(copies).toEqual(['npm install @tessera/react']);
    expect(parents).toEqual([document.body]);
    expect(document.documentElement.querySelector(':scope > textarea')).toBeNull();
  });
});

describe('when the copy command is refused as well', () => {
  beforeEach(() => {
    vi.spyOn(document, 'execCommand').mockReturnValue(false);
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
});

describe('on paper', () => {
  afterEach(() => cdp().send('Emulation.setEmulatedMedia', { media: '' }));

  test('copy buttons, which only work on screen, are left out; the code and the entry print', async () => {
    render(
      <>
        <CodeBlock language="bash">npm install @tessera/react</CodeBlock>
        <ParameterTable entries={[{ name: 'size', type: 'string', more: 'In px.' }]} />
      </>,
    );
    const copyCode = page.getByRole('button', { name: 'Copy code' });
    const copyLink = page.getByRole('button', { name: 'Copy link to size' });
    await expect.element(copyCode).toBeVisible();
    await expect.element(copyLink).toBeVisible();
    const buttons = [copyCode.element(), copyLink.element()];
    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
    await expect
      .poll(() => buttons.map((button) => getComputedStyle(button).display))
      .toEqual(['none', 'none']);
    await expect.element(page.getByText('npm install @tessera/react')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'size' })).toBeVisible();
  });
});
