/**
 * The zoomed image (issue item 10): while it is open it is a modal dialog, so the page behind it
 * is `inert` (hidden from assistive technology and out of the tab order) and comes back when it
 * closes; the focus ring of its close button, drawn over the photo, is framed by the surface
 * colour so it contrasts with whatever the photo shows (WCAG 1.4.11, 2.4.7).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Image } from '../../src/components/Image';
import { contrastRatio } from '../../src/lib/contrast';
import { actEnvironment, render } from './render';

// Transitions, observers and image loads update these components on their own schedule, as in
// an app; the tests wait for the result rather than wrapping every update in act().
actEnvironment(false);

const extraNodes: Element[] = [];

afterEach(() => {
  for (const node of extraNodes.splice(0)) node.remove();
});

/** A busy photo: stripes of black and white, the worst backdrop for a focus ring. */
function stripedPhoto() {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 400;
  const context = canvas.getContext('2d')!;
  for (let x = 0; x < 640; x += 8) {
    context.fillStyle = (x / 8) % 2 ? '#000000' : '#ffffff';
    context.fillRect(x, 0, 8, 400);
  }
  return canvas.toDataURL('image/png');
}

const hex = (color: string) => {
  const [red, green, blue] = color
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number) as [number, number, number];
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
};

async function openZoomByKeyboard() {
  const trigger = page.getByRole('button', { name: 'Zoom image' });
  await expect.element(trigger).toBeInTheDocument();
  const triggerElement = trigger.element() as HTMLElement;
  await expect.poll(() => document.querySelector('img')?.complete).toBe(true);
  triggerElement.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = page.getByRole('dialog', { name: 'Striped test card' });
  await expect.element(dialog).toBeInTheDocument();
  return { trigger: triggerElement, dialog: dialog.element() as HTMLElement };
}

describe('image zoom', () => {
  test('the page behind the zoom is inert while it is open, and comes back on close', async () => {
    const alreadyInert = document.createElement('div');
    alreadyInert.inert = true;
    document.body.append(alreadyInert);
    extraNodes.push(alreadyInert);
    render(
      <>
        <button type="button">A page button</button>
        <Image src={stripedPhoto()} alt="Striped test card" width={320} height={200} expandable />
      </>,
    );
    const pageButton = page.getByRole('button', { name: 'A page button' }).element();
    const { trigger, dialog } = await openZoomByKeyboard();

    expect(pageButton.closest('[inert]')).not.toBeNull();
    expect(trigger.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(page.getByRole('button', { name: 'Unzoom image' }).element()).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect
      .poll(() => document.querySelector('[role="dialog"]'), { timeout: 3000 })
      .toBeNull();
    expect(pageButton.closest('[inert]')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(alreadyInert.inert).toBe(true);
  });

  test('Escape right after opening closes it: the opening animation does not undo the close', async () => {
    render(
      <Image src={stripedPhoto()} alt="Striped test card" width={320} height={200} expandable />,
    );
    await expect.element(page.getByRole('button', { name: 'Zoom image' })).toBeInTheDocument();
    const trigger = page.getByRole('button', { name: 'Zoom image' }).element() as HTMLElement;
    await expect.poll(() => document.querySelector('img')?.complete).toBe(true);
    trigger.focus();
    await userEvent.keyboard('{Enter}{Escape}');
    await expect
      .poll(() => document.querySelector('[role="dialog"]'), { timeout: 3000 })
      .toBeNull();
    expect(trigger).toHaveFocus();
  });

  test('the close button’s focus ring is framed by the surface colour over the photo', async () => {
    render(
      <Image src={stripedPhoto()} alt="Striped test card" width={320} height={200} expandable />,
    );
    await openZoomByKeyboard();
    const close = page.getByRole('button', { name: 'Unzoom image' }).element() as HTMLElement;
    expect(close).toHaveFocus();
    expect(close.matches(':focus-visible')).toBe(true);

    const style = getComputedStyle(close);
    expect(style.outlineStyle).toBe('solid');
    expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    // A band of the surface colour beyond the ring (offset 2 + width 2 < spread 6).
    const halo = /^(rgba?\([^)]*\)) 0px 0px 0px (\d+)px$/.exec(style.boxShadow);
    expect(halo).not.toBeNull();
    const spread = Number(halo![2]);
    expect(spread).toBeGreaterThanOrEqual(
      parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) + 2,
    );
    // The ring contrasts with the band around it by at least 3:1.
    expect(contrastRatio(hex(style.outlineColor), hex(halo![1]!))).toBeGreaterThanOrEqual(3);
  });
});
