/**
 * MediaUpload / FileUpload against WCAG 2.2: reordering has a single-pointer alternative to
 * dragging (2.5.7): "Move … earlier" and "Move … later" buttons, reachable by keyboard and
 * disabled at the ends; and after Remove, focus moves to the next file, else the previous one,
 * else the browse input, never to `<body>` (2.4.3).
 */
import { type ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { FileUpload, MediaUpload } from '../../src/components/MediaUpload';
import { itemNames, sampleImage } from '../../stories/support/uploadFixtures';
import { actEnvironment, render } from './render';

actEnvironment(false);

const gallery = () => [
  sampleImage('harbour.svg', 0),
  sampleImage('meadow.svg', 1),
  sampleImage('sunset.svg', 2),
];

let host: HTMLElement | undefined;

async function renderGallery(node: ReactNode) {
  host = render(node);
  await expect.poll(() => itemNames(host!)).toHaveLength(3);
}

const button = (name: string) => page.getByRole('button', { name, exact: true });

describe('reorder without dragging', () => {
  test.each([
    ['MediaUpload (grid)', <MediaUpload key="media" files={gallery()} />],
    [
      'FileUpload (list)',
      <FileUpload key="file" files={gallery()} allowMultiple allowReorder appearance="list" />,
    ],
  ])('%s: every file has Move earlier / Move later buttons', async (_, node) => {
    await renderGallery(node);
    for (const name of ['harbour.svg', 'meadow.svg', 'sunset.svg']) {
      await expect.element(button(`Move ${name} earlier`)).toBeVisible();
      await expect.element(button(`Move ${name} later`)).toBeVisible();
    }
  });

  test('a single click moves the file one place; the button keeps focus; the move is announced', async () => {
    await renderGallery(<MediaUpload files={gallery()} />);
    await userEvent.click(button('Move harbour.svg later'));
    expect(itemNames(host!)).toEqual(['meadow.svg', 'harbour.svg', 'sunset.svg']);
    await expect.element(button('Move harbour.svg later')).toHaveFocus();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('harbour.svg moved to position 2 of 3');
    await userEvent.click(button('Move sunset.svg earlier'));
    expect(itemNames(host!)).toEqual(['meadow.svg', 'sunset.svg', 'harbour.svg']);
  });

  test('the buttons are reached with Tab and pressed with Enter and Space', async () => {
    await renderGallery(<MediaUpload files={gallery()} />);
    const later = button('Move meadow.svg later').element() as HTMLElement;
    // Tab from the browse input until the button is reached: it is in the tab order.
    await userEvent.tab();
    for (let step = 0; step < 20 && document.activeElement !== later; step += 1) {
      await userEvent.tab();
    }
    expect(later).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(itemNames(host!)).toEqual(['harbour.svg', 'sunset.svg', 'meadow.svg']);
    expect(later).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(button('Move meadow.svg earlier')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(itemNames(host!)).toEqual(['harbour.svg', 'meadow.svg', 'sunset.svg']);
  });

  test('at the ends the button is disabled, stays focusable, and does nothing', async () => {
    await renderGallery(<MediaUpload files={gallery()} />);
    await expect
      .element(button('Move harbour.svg earlier'))
      .toHaveAttribute('aria-disabled', 'true');
    await expect.element(button('Move sunset.svg later')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button('Move meadow.svg earlier')).not.toHaveAttribute('aria-disabled');

    // Moving a file to an end keeps focus on the pressed button, now disabled.
    await userEvent.click(button('Move meadow.svg earlier'));
    const earlier = button('Move meadow.svg earlier');
    await expect.element(earlier).toHaveFocus();
    await expect.element(earlier).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(itemNames(host!)).toEqual(['meadow.svg', 'harbour.svg', 'sunset.svg']);
    await expect.element(earlier).toHaveFocus();
  });
});

describe('focus after Remove', () => {
  test('goes to the next file', async () => {
    await renderGallery(<MediaUpload files={gallery()} />);
    await userEvent.click(button('Remove harbour.svg'));
    await expect.poll(() => itemNames(host!)).toEqual(['meadow.svg', 'sunset.svg']);
    await expect.element(button('Remove meadow.svg')).toHaveFocus();
  });

  test('goes to the previous file when the last one is removed', async () => {
    await renderGallery(<MediaUpload files={gallery()} />);
    (button('Remove sunset.svg').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => itemNames(host!)).toEqual(['harbour.svg', 'meadow.svg']);
    await expect.element(button('Remove meadow.svg')).toHaveFocus();
  });

  test('goes to the browse input when no file is left, never to <body>', async () => {
    host = render(<MediaUpload files={[sampleImage('harbour.svg', 0)]} />);
    await expect.poll(() => itemNames(host!)).toHaveLength(1);
    (button('Remove harbour.svg').element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => itemNames(host!)).toHaveLength(0);
    expect(document.activeElement).not.toBe(document.body);
    await expect.element(page.getByLabelText('Drag and drop your media or browse')).toHaveFocus();
  });
});
