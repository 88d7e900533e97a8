/**
 * A pointer at rest where a list is about to open, for the tests of lists that follow the
 * pointer. Browsers tell the content that comes under a resting pointer with a pointermove of no
 * travel (Firefox after a reflow, Chromium after a scroll); the same pointer position sent again
 * through the browser's input is that event.
 */
import { page, userEvent } from 'vitest/browser';

/** Rests the real pointer on the middle of the element with `data-testid="${testId}"`. */
export async function restPointerOn(testId: string) {
  const spot = page.getByTestId(testId);
  await userEvent.hover(spot);
  const box = spot.element().getBoundingClientRect();
  return {
    /** The text of the entry with `role` that is under the pointer now, if any. */
    entryUnder: (role: string) =>
      document
        .elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        ?.closest(`[role="${role}"]`)?.textContent,
    /** The browser's move of no travel, for what is under the pointer now. */
    moveInPlace: () => userEvent.hover(spot, { force: true }),
  };
}
