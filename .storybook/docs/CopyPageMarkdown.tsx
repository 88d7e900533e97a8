/**
 * "Copy page as Markdown": copies the docs page's Markdown twin (built with the site, see
 * `.storybook/content/`) to the clipboard, for pasting into an issue, a chat or a coding agent.
 * The twin is fetched when the button is pressed; the clipboard receives it through a pending
 * `ClipboardItem` so browsers that require the copy to start within the click (Safari) accept
 * it. Success and failure are told by the site's toasts, which screen readers announce; a
 * failure names the address of the Markdown so nothing is lost.
 */
import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { CopyIcon, useToast, writeClipboardText } from '../../src';
import { pageLocation } from '../content/pagePaths';

/** The docs id of the page this preview shows (the preview keeps it in its address). */
function currentDocsId(): string | null {
  const id = new URLSearchParams(location.search).get('id');
  return id?.endsWith('--docs') ? id : null;
}

function markdownUrl(docsId: string): string {
  // The preview document sits at the site's root (`iframe.html`), as the Markdown twins do.
  return new URL(`.${pageLocation(docsId).markdownPath}`, location.href).href;
}

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the Markdown did not load (HTTP ${response.status})`);
  return response.text();
}

async function copyFrom(url: string): Promise<void> {
  const text = fetchMarkdown(url);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Refused, or the Markdown did not load: the latter rethrows below, with its reason.
    }
  }
  // The library's copy: the Clipboard API's plain write, then the copy command, which a page
  // served over plain HTTP still has.
  await writeClipboardText(await text);
}

export function CopyPageMarkdown() {
  const theme = useTheme();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const docsId = currentDocsId();
  if (!docsId) return null;
  const url = markdownUrl(docsId);

  const copy = async () => {
    setBusy(true);
    try {
      await copyFrom(url);
      toast.add({ key: 'copy-page', message: 'Page copied as Markdown', tone: 'success' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      toast.add({
        key: 'copy-page',
        title: 'Could not copy the page',
        message: `The browser refused: ${reason}. The Markdown is at ${url}`,
        tone: 'danger',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className="sb-unstyled"
      css={css({ display: 'flex', justifyContent: 'flex-end', marginBottom: theme.space[2] })}
    >
      <button
        type="button"
        onClick={copy}
        aria-disabled={busy || undefined}
        data-copy-page-markdown=""
        data-markdown-url={url}
        css={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: theme.space[2],
          padding: `${theme.space[1]}px ${theme.space[3]}px`,
          font: 'inherit',
          fontSize: 13,
          color: theme.colors.text,
          background: 'transparent',
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.control,
          cursor: busy ? 'progress' : 'pointer',
          '&:hover': { background: theme.colors.surfaceSunken },
        })}
      >
        <CopyIcon size={14} />
        Copy page as Markdown
      </button>
    </div>
  );
}
