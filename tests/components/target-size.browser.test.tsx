/**
 * WCAG 2.5.8 Target Size (Minimum): every pointer target of these components is at least
 * 24 × 24 px, or, for a link inside a sentence, the inline exception applies. Measured in
 * Chromium on the components as they render, and on the Accordion stories' links.
 */
import { composeStories } from '@storybook/react-vite';
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as AccordionStories from '../../src/components/Accordion/Accordion.stories';
import { Modal } from '../../src/components/Modal';
import { Toast } from '../../src/components/Toast';
import { Tooltip } from '../../src/components/Tooltip';
import { actEnvironment, render } from './render';

actEnvironment(true);

/** Lets entrance animations (a toast's scale-in) finish, so boxes have their final size. */
async function settled() {
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
}

function expectTarget(element: Element, name: string) {
  const { width, height } = element.getBoundingClientRect();
  expect(width, `${name} width`).toBeGreaterThanOrEqual(24);
  expect(height, `${name} height`).toBeGreaterThanOrEqual(24);
}

/** Whether a link sits in a line of text (the inline exception): other text shares its block. */
function isInSentence(link: Element) {
  const block = link.closest('p, li, td, dd');
  return block !== null && (block.textContent ?? '').trim() !== (link.textContent ?? '').trim();
}

const targetSelector = 'a[href], button, input, select, textarea, [tabindex="0"]';

/** Distance from a point to the nearest point of a box (0 inside it). */
function distanceToBox(x: number, y: number, box: DOMRect) {
  const dx = Math.max(box.left - x, 0, x - box.right);
  const dy = Math.max(box.top - y, 0, y - box.bottom);
  return Math.hypot(dx, dy);
}

/**
 * The spacing exception of 2.5.8: an undersized target passes when a 24 px circle centred on it
 * meets no other target, nor another undersized target's circle.
 */
function meetsSpacingException(target: Element, scope: Element) {
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  for (const other of scope.querySelectorAll(targetSelector)) {
    if (other === target || other.contains(target) || target.contains(other)) continue;
    const otherBox = other.getBoundingClientRect();
    if (otherBox.width === 0 || otherBox.height === 0) continue;
    const undersized = otherBox.width < 24 || otherBox.height < 24;
    if (undersized) {
      const centre = [otherBox.left + otherBox.width / 2, otherBox.top + otherBox.height / 2];
      if (Math.hypot(centre[0]! - x, centre[1]! - y) < 24) return false;
    } else if (distanceToBox(x, y, otherBox) < 12) {
      return false;
    }
  }
  return true;
}

describe('target size', () => {
  test('the toast close button', async () => {
    render(<Toast message="Saved" onClose={() => {}} announce={false} />);
    await settled();
    expectTarget(page.getByRole('button', { name: 'Dismiss notification' }).element(), 'close');
  });

  test('the modal close button', async () => {
    render(
      <Modal defaultOpen header="Publish this page?">
        <p>Everyone with the link will see the page.</p>
      </Modal>,
    );
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expectTarget(page.getByRole('button', { name: 'Close' }).element(), 'close');
  });

  test('a text tooltip trigger', () => {
    render(
      <p>
        The <Tooltip content="The colour scheme">scheme</Tooltip> follows the system.
      </p>,
    );
    const trigger = page.getByText('scheme', { exact: true }).element();
    // A trigger inside a sentence is inline; its line box still gives it the line's height.
    expect(isInSentence(trigger) || trigger.getBoundingClientRect().height >= 24).toBe(true);
  });

  test.each(Object.entries(composeStories(AccordionStories)))(
    'the links of the Accordion story %s are 24 px, spaced apart, or in a sentence',
    async (_name, Story) => {
      const host = render(<Story />);
      // Open every section so that its links are laid out.
      for (const button of document.querySelectorAll<HTMLElement>('[aria-expanded="false"]')) {
        await act(() => userEvent.click(button));
      }
      await settled();
      for (const link of host.querySelectorAll('a[href]')) {
        if (isInSentence(link) || meetsSpacingException(link, host)) continue;
        expectTarget(link, link.textContent ?? 'link');
      }
    },
  );
});
