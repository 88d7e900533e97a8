import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { Image } from './Image';

const meta = {
  title: 'Components/Image',
  component: Image,
  args: {
    src: '/samples/landscape.png',
    alt: 'Green hills under a yellow sun',
    width: 480,
    height: 300,
    onLoad: fn(),
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.querySelector('figure')).toHaveAttribute('data-status', 'loaded'),
  );

/**
 * Holds back the address of images whose `src` ends in `#held` until `release()`, so the
 * loading state stays on screen for as long as a story needs it: the network cannot be slowed
 * down from inside the page.
 */
function holdImageSources() {
  const setAttribute = Element.prototype.setAttribute;
  const srcProperty = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  const held: [HTMLImageElement, string][] = [];
  const isHeld = (element: Element, value: unknown): element is HTMLImageElement =>
    element instanceof HTMLImageElement && String(value).endsWith('#held');
  // React sets an image's address both as an attribute and, once mounted, as a property.
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (name === 'src' && isHeld(this, value)) held.push([this, value]);
    else setAttribute.call(this, name, value);
  };
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    ...srcProperty,
    set(this: HTMLImageElement, value: string) {
      if (isHeld(this, value)) held.push([this, value]);
      else srcProperty.set!.call(this, value);
    },
  });
  const restore = () => {
    Element.prototype.setAttribute = setAttribute;
    Object.defineProperty(HTMLImageElement.prototype, 'src', srcProperty);
  };
  return {
    restore,
    release: () => {
      restore();
      for (const [element, value] of held) setAttribute.call(element, 'src', value);
    },
  };
}

let imageHold: ReturnType<typeof holdImageSources> | undefined;

export const Default: Story = {
  args: { caption: 'Sample scene, 640 × 400 px shown at 480 × 300.' },
  play: async ({ args, canvas, canvasElement }) => {
    await loaded(canvasElement);
    const image = canvas.getByRole('img', { name: 'Green hills under a yellow sun' });
    await waitFor(() => expect(image).toBeVisible());
    await expect(canvasElement.querySelector('[data-part="placeholder"]')).toBeNull();
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(/Sample scene/).tagName).toBe('FIGCAPTION');
  },
};

/** While the image loads a shimmering placeholder holds its space. */
export const Loading: Story = {
  args: { src: '/samples/landscape.png#held' },
  beforeEach: () => {
    imageHold = holdImageSources();
    return () => imageHold?.restore();
  },
  play: async ({ args, canvasElement }) => {
    const figure = canvasElement.querySelector('figure')!;
    await expect(figure).toHaveAttribute('data-status', 'loading');
    await expect(canvasElement.querySelector('[data-part="placeholder"]')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('aria-busy', 'true');
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

/** Shimmer first; when the image arrives the placeholder goes and `onLoad` is called. */
export const LoadingThenLoaded: Story = {
  // A timing check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { src: '/samples/landscape.png#held' },
  beforeEach: () => {
    imageHold = holdImageSources();
    return () => imageHold?.restore();
  },
  play: async ({ args, canvasElement }) => {
    const figure = canvasElement.querySelector('figure')!;
    const placeholder = canvasElement.querySelector('[data-part="placeholder"]');
    await expect(figure).toHaveAttribute('data-status', 'loading');
    await expect(placeholder).toBeVisible();
    await expect(getComputedStyle(placeholder!).animationName).not.toBe('none');

    imageHold?.release();
    await loaded(canvasElement);
    await expect(canvasElement.querySelector('[data-part="placeholder"]')).toBeNull();
    await expect(canvasElement.querySelector('img')).not.toHaveAttribute('aria-busy');
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
  },
};

/**
 * Data that is no picture: the browser fails to decode it as it fails on a missing file, without
 * a request, so a reader's console shows no 404.
 */
const notAPicture = 'data:image/png;base64,bm90IGEgcGljdHVyZQ==';

let errorSpy: MockInstance<typeof console.error> | undefined;

/** A failed load is only logged; a neutral fallback keeps the space and the text alternative. */
export const LoadError: Story = {
  args: { src: notAPicture, alt: 'Team photo', caption: 'The team in 2026.' },
  beforeEach: () => {
    errorSpy = spyOn(console, 'error').mockImplementation(() => {});
    return () => errorSpy?.mockRestore();
  },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('figure')).toHaveAttribute('data-status', 'error'),
    );
    const fallback = canvas.getByRole('img', { name: 'Team photo' });
    await expect(fallback).toHaveAttribute('data-part', 'fallback');
    await expect(fallback.getBoundingClientRect().width).toBe(480);
    await expect(errorSpy).toHaveBeenCalledWith('Error loading image', notAPicture);
    await expect(errorSpy).toHaveBeenCalledTimes(1);
    await expect(args.onLoad).not.toHaveBeenCalled();
    await expect(canvas.getByText('The team in 2026.')).toBeVisible();
  },
};

/** `radius` rounds the corners; 0 gives square ones. */
export const Radius: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <Image {...args} width={200} height={125} radius={0} caption="radius 0" />
      <Image {...args} width={200} height={125} caption="radius 12 (default)" />
      <Image {...args} width={200} height={125} radius={32} caption="radius 32" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const figure of canvasElement.querySelectorAll('figure')) {
      await waitFor(() => expect(figure).toHaveAttribute('data-status', 'loaded'));
    }
  },
};

/** Never wider than its container. */
export const FitsNarrowContainer: Story = {
  render: (args) => (
    <div style={{ width: 240 }}>
      <Image {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(canvasElement.querySelector('img')!.getBoundingClientRect().width).toBe(240);
  },
};

const openZoom = async (canvasElement: HTMLElement) => {
  await loaded(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const trigger = body.getByRole('button', { name: 'Zoom image' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: 'Green hills under a yellow sun' });
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
  return { body, trigger, dialog };
};

const closed = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
};

/**
 * Zoom opens from the page image to the largest size that fits with a 24 px margin, in
 * 300 ms; the close button takes focus and closes it again.
 */
export const ZoomAndCloseButton: Story = {
  // A timing check, not a state: out of the sidebar, still tested; its docs page shows it.
  tags: ['!dev', '!autodocs'],
  args: { expandable: true },
  play: async ({ canvasElement }) => {
    const { body, trigger, dialog } = await openZoom(canvasElement);
    const closeButton = body.getByRole('button', { name: 'Unzoom image' });
    await expect(closeButton).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const zoomed = dialog.querySelector<HTMLImageElement>('[data-part="zoomed-image"]')!;
    await expect(getComputedStyle(zoomed).transitionDuration).toBe('0.3s');
    // Settled: as large as fits with 24 px left on the constrained side, proportions kept.
    // Settled: no transform left (offsetWidth is the layout width, rounded to a pixel).
    await waitFor(() =>
      expect(zoomed.getBoundingClientRect().width).toBeCloseTo(zoomed.offsetWidth, 0),
    );
    const box = zoomed.getBoundingClientRect();
    const view = canvasElement.ownerDocument.documentElement;
    const horizontalMargin = (view.clientWidth - box.width) / 2;
    const verticalMargin = (window.innerHeight - box.height) / 2;
    await expect(Math.min(horizontalMargin, verticalMargin)).toBeCloseTo(24, 0);
    await expect(Math.max(horizontalMargin, verticalMargin)).toBeGreaterThanOrEqual(24);
    await expect(box.width / box.height).toBeCloseTo(640 / 400, 2);

    const closingAt = performance.now();
    await userEvent.click(closeButton);
    await expect(dialog).toHaveAttribute('data-state', 'closed');
    await closed(canvasElement);
    const closingTook = performance.now() - closingAt;
    await expect(closingTook).toBeGreaterThan(250);
    await expect(closingTook).toBeLessThan(1500);
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ZoomClosesOnEscape: Story = {
  // A keyboard script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { expandable: true },
  play: async ({ canvasElement }) => {
    const { trigger } = await openZoom(canvasElement);
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

/** Scrolling the page closes the zoom. */
export const ZoomClosesOnScroll: Story = {
  // A behaviour check, not a state to look at: kept out of the sidebar and docs, still tested.
  // The page is scrolled: its snapshot is the window.
  tags: ['!dev', '!autodocs', 'visual-viewport'],
  args: { expandable: true },
  render: (args) => (
    <div style={{ paddingBottom: 1600 }}>
      <Image {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const { dialog } = await openZoom(canvasElement);
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo({ top: 120, behavior: 'instant' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    await closed(canvasElement);
    view.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** The zoomed state, held open for review. */
export const Zoomed: Story = {
  args: { expandable: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const { body } = await openZoom(canvasElement);
    await expect(body.getByRole('button', { name: 'Unzoom image' })).toBeVisible();
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: { expandable: true, caption: 'Sample scene in the dark scheme.' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

export const LoadErrorOnDarkBackground: Story = {
  ...LoadError,
  globals: { colorScheme: 'dark' },
};
