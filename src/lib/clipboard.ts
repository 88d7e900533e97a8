/**
 * Writing text to the clipboard, the one way the library's copy buttons do it.
 *
 * The asynchronous Clipboard API first. Where a page may not use it, the browser's older copy
 * command stands in: a docs site served over plain HTTP on a team's network (`navigator.clipboard`
 * exists only in secure contexts), or a page in a frame that was not given the `clipboard-write`
 * permission. Browsers run that command within a click, on the text selected in a form field, so
 * the text goes into a text area for the length of the command. The text area is placed beside
 * the focused control rather than at the end of the body: inside an open modal dialog the rest of
 * the page is inert and could not take focus. Focus and the reader's selection are put back at
 * once.
 *
 * Client only: called from event handlers.
 */

// Out of sight and out of the layout for the one task it exists in. Set through the CSSOM, which
// a Content Security Policy without 'unsafe-inline' allows.
const offscreen = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none;';

/** Copies `text` with the copy command; whether the browser carried it out. */
function copyWithCommand(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  // With nothing focused the active element is the body, whose parent is no place for the area.
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && active !== document.body ? active : null;
  const selection = document.getSelection();
  const ranges = selection
    ? Array.from({ length: selection.rangeCount }, (_, index) => selection.getRangeAt(index))
    : [];

  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.tabIndex = -1;
  area.style.cssText = offscreen;
  (focused?.parentElement ?? document.body).append(area);
  try {
    area.focus({ preventScroll: true });
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus({ preventScroll: true });
    if (selection) {
      selection.removeAllRanges();
      for (const range of ranges) selection.addRange(range);
    }
  }
}

/**
 * Writes `text` to the clipboard. Rejects with the Clipboard API's refusal (or its absence) when
 * the copy command is refused as well.
 */
export async function writeClipboardText(text: string): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard) {
      throw new Error('The Clipboard API is not available.');
    }
    await navigator.clipboard.writeText(text);
  } catch (refusal) {
    if (!copyWithCommand(text)) throw refusal;
  }
}
