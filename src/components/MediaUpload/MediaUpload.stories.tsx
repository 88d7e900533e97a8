import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MediaUpload } from './MediaUpload';
import {
  createEveryStateUploader,
  dropFiles,
  itemNames,
  pasteFiles,
  sampleDocument,
  sampleImage,
} from '../../../stories/support/uploadFixtures';
import { centreX, rightToLeft } from '../../../stories/support/rightToLeft';

const meta = {
  title: 'Components/MediaUpload',
  component: MediaUpload,
  args: { onUpdateFiles: fn(), onWarning: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const idleLabel = 'Drag and drop your media or browse';

const imagesLoaded = (element: HTMLElement) =>
  waitFor(() => {
    const images = [...element.querySelectorAll('img')];
    expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

const gallery = [
  sampleImage('harbour.svg', 0),
  sampleImage('meadow.svg', 1),
  sampleImage('sunset.svg', 2),
];

/** The empty media picker: images only, several at once, one tab stop. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText(idleLabel);
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('multiple');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const addedAt = performance.now();
    await userEvent.upload(input, [sampleImage('harbour.svg', 0), sampleImage('meadow.svg', 1)]);
    await waitFor(() => expect(itemNames(canvasElement)).toEqual(['harbour.svg', 'meadow.svg']));
    // Added files are announced together once the 750 ms batch closes…
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await waitFor(() => expect(status).toHaveTextContent('Added harbour.svg, meadow.svg'), {
      timeout: 2000,
      interval: 20,
    });
    const announcedAt = performance.now();
    await expect(announcedAt - addedAt).toBeGreaterThan(650);
    await expect(announcedAt - addedAt).toBeLessThan(1600);
    // …and the live region is emptied 1500 ms later.
    await waitFor(() => expect(status).toHaveTextContent(''), { timeout: 3000, interval: 20 });
    const clearedAfter = performance.now() - announcedAt;
    await expect(clearedAfter).toBeGreaterThan(1300);
    await expect(clearedAfter).toBeLessThan(2400);
    await imagesLoaded(canvasElement);
  },
};

/** Local images with previews, in the order people chose. Files stay in the browser. */
export const WithImages: Story = {
  args: { files: gallery },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(itemNames(canvasElement)).toEqual(['harbour.svg', 'meadow.svg', 'sunset.svg']),
    );
    await expect(canvas.getByRole('button', { name: 'Remove meadow.svg' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reorder meadow.svg' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Reordering by keyboard: arrow keys on the handle move the file, focus stays with it. */
export const KeyboardReorder: Story = {
  // A keyboard script, not a state: out of the sidebar, still tested; its docs page shows it.
  tags: ['!dev', '!autodocs'],
  args: { files: gallery },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(itemNames(canvasElement)).toHaveLength(3));
    await userEvent.tab();
    await userEvent.tab();
    const handle = canvas.getByRole('button', { name: 'Reorder harbour.svg' });
    await expect(handle).toHaveFocus();
    await expect(handle).toHaveAccessibleDescription(
      'Use the arrow keys to move the file, Home and End to move it to either end.',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(itemNames(canvasElement)).toEqual(['meadow.svg', 'harbour.svg', 'sunset.svg']);
    await expect(canvas.getByRole('button', { name: 'Reorder harbour.svg' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'harbour.svg moved to position 2 of 3',
    );
    await userEvent.keyboard('{End}');
    await expect(itemNames(canvasElement)).toEqual(['meadow.svg', 'sunset.svg', 'harbour.svg']);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(itemNames(canvasElement)).toEqual(['harbour.svg', 'meadow.svg', 'sunset.svg']);
    await expect(canvas.getByRole('button', { name: 'Reorder harbour.svg' })).toHaveFocus();
    await imagesLoaded(canvasElement);
  },
};

/** Reordering by pointer: a drag starts only after more than 4 px of movement. */
export const PointerReorder: Story = {
  // A synthetic pointer sequence, not a state: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { files: gallery },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(itemNames(canvasElement)).toHaveLength(3));
    const tiles = () => [...canvasElement.querySelectorAll<HTMLElement>('[data-item-id]')];
    const centre = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };
    const first = tiles()[0] as HTMLElement;
    const start = centre(first);
    const pointer = (type: string, x: number, y: number, target: EventTarget = document) =>
      target.dispatchEvent(
        new PointerEvent(type, { clientX: x, clientY: y, bubbles: true, button: 0, pointerId: 1 }),
      );

    pointer('pointerdown', start.x, start.y, first);
    pointer('pointermove', start.x + 3, start.y + 2);
    pointer('pointerup', start.x + 3, start.y + 2);
    await expect(first).not.toHaveAttribute('data-dragging');
    await expect(itemNames(canvasElement)).toEqual(['harbour.svg', 'meadow.svg', 'sunset.svg']);

    pointer('pointerdown', start.x, start.y, first);
    pointer('pointermove', start.x + 6, start.y);
    await waitFor(() => expect(first).toHaveAttribute('data-dragging'));
    const last = centre(tiles()[2] as HTMLElement);
    pointer('pointermove', last.x, last.y);
    pointer('pointerup', last.x, last.y);
    await waitFor(() =>
      expect(itemNames(canvasElement)).toEqual(['meadow.svg', 'sunset.svg', 'harbour.svg']),
    );
    await waitFor(() => expect(first).not.toHaveAttribute('data-dragging'));
    await imagesLoaded(canvasElement);
  },
};

/**
 * Paste goes only to the widget that has focus or the pointer over it: two pickers on one
 * page, and each paste lands in exactly one of them.
 */
export const PasteScoping: Story = {
  // A behaviour check, not a state: out of the sidebar, still tested; its docs page shows it.
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <section aria-label="Cover image">
        <MediaUpload {...args} idleLabel="Drop a cover image or browse" />
      </section>
      <section aria-label="Gallery">
        <MediaUpload {...args} idleLabel="Drop gallery images or browse" />
      </section>
    </div>
  ),
  play: async ({ canvas }) => {
    const cover = canvas.getByRole('region', { name: 'Cover image' });
    const galleryRegion = canvas.getByRole('region', { name: 'Gallery' });
    const coverInput = within(cover).getByLabelText('Drop a cover image or browse');

    await userEvent.tab();
    await expect(coverInput).toHaveFocus();
    pasteFiles(coverInput, [sampleImage('pasted-cover.svg', 3)]);
    await waitFor(() => expect(itemNames(cover)).toEqual(['pasted-cover.svg']));
    await expect(itemNames(galleryRegion)).toEqual([]);

    coverInput.blur();
    await userEvent.hover(galleryRegion.querySelector('[data-part="drop-zone"]') as HTMLElement);
    pasteFiles(document.body, [sampleImage('pasted-gallery.svg', 4)]);
    await waitFor(() => expect(itemNames(galleryRegion)).toEqual(['pasted-gallery.svg']));
    await expect(itemNames(cover)).toEqual(['pasted-cover.svg']);

    await userEvent.unhover(galleryRegion.querySelector('[data-part="drop-zone"]') as HTMLElement);
    await userEvent.hover(
      canvas.getByRole('region', { name: 'Cover image' }).parentElement as HTMLElement,
    );
    pasteFiles(document.body, [sampleImage('nowhere.svg', 5)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(itemNames(cover)).toEqual(['pasted-cover.svg']);
    await expect(itemNames(galleryRegion)).toEqual(['pasted-gallery.svg']);
    await imagesLoaded(cover);
    await imagesLoaded(galleryRegion);
  },
};

/** With `maxFiles`, an add that would pass the limit is refused with the "Max files" warning. */
export const MaxFilesRejected: Story = {
  args: { maxFiles: 2 },
  play: async ({ args, canvas, canvasElement }) => {
    const zone = canvasElement.querySelector('[data-part="drop-zone"]') as HTMLElement;
    dropFiles(zone, [
      sampleImage('one.svg', 0),
      sampleImage('two.svg', 1),
      sampleImage('three.svg', 2),
    ]);
    await waitFor(() => expect(canvas.getByText('Max files', { selector: 'p' })).toBeVisible());
    await expect(args.onWarning).toHaveBeenCalledWith('Max files');
    await expect(itemNames(canvasElement)).toEqual([]);
    dropFiles(zone, [sampleImage('one.svg', 0), sampleImage('two.svg', 1)]);
    await waitFor(() => expect(itemNames(canvasElement)).toEqual(['one.svg', 'two.svg']));
    dropFiles(zone, [sampleImage('three.svg', 2)]);
    await waitFor(() => expect(canvas.getByText('Max files', { selector: 'p' })).toBeVisible());
    await expect(itemNames(canvasElement)).toEqual(['one.svg', 'two.svg']);
    await imagesLoaded(canvasElement);
  },
};

/** System files (.DS_Store, Thumbs.db, desktop.ini) in a drop are skipped without a word. */
export const IgnoredNames: Story = {
  // A behaviour check, not a state: out of the sidebar, still tested; its docs page shows it.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const zone = canvasElement.querySelector('[data-part="drop-zone"]') as HTMLElement;
    dropFiles(zone, [
      sampleDocument('.DS_Store', 6148, ''),
      sampleDocument('Thumbs.db', 3_000, ''),
      sampleDocument('DESKTOP.INI', 282, ''),
      sampleImage('holiday.svg', 1),
    ]);
    await waitFor(() => expect(itemNames(canvasElement)).toEqual(['holiday.svg']));
    await expect(canvas.queryByText('Max files', { selector: 'p' })).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/** Every item state, as the media picker shows it when it is given a server. */
export const EveryItemState: Story = {
  render: function EveryItemStateStory(args) {
    const [{ uploader }] = useState(() => createEveryStateUploader(sampleImage));
    return <MediaUpload {...args} uploader={uploader} />;
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('Uploading 45%')).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(canvas.getByText('Waiting to upload')).toBeVisible());
    for (const text of [
      'Loading',
      'Uploading 45%',
      'Upload complete',
      'Error during upload',
      'Timeout',
      'Upload cancelled',
      'Error during revert',
      'File is of invalid type',
      'Item not found',
      'Error during remove',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await imagesLoaded(canvasElement);
  },
};

/**
 * In a right-to-left page with Hebrew `labels`: the grid fills from the right, each file's
 * buttons swap sides, and Left Arrow on a handle moves the file later (to the left), as the line
 * reads. The file names stay as they are.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: {
    files: gallery,
    labels: {
      idleMedia: 'גררו ושחררו את המדיה או עיינו',
      browse: 'עיינו',
      buttonRemove: 'הסרת {name}',
      buttonMove: 'שינוי הסדר של {name}',
      reorderHelp: 'השתמשו במקשי החצים כדי להזיז את הקובץ, וב־Home וב־End כדי להזיז אותו לקצה.',
      fileListLabel: 'קבצים',
      moved: '{name} הועבר למקום {position} מתוך {count}',
      added: 'נוספו {names}',
      removed: '{name} הוסר',
      bytes: 'בתים',
      kilobytes: 'ק״ב',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(itemNames(canvasElement)).toEqual(['harbour.svg', 'meadow.svg', 'sunset.svg']),
    );
    const handle = canvas.getByRole('button', { name: 'שינוי הסדר של harbour.svg' });
    const meadow = canvas.getByRole('button', { name: 'שינוי הסדר של meadow.svg' });
    await expect(centreX(handle)).toBeGreaterThan(centreX(meadow));
    handle.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(itemNames(canvasElement)).toEqual(['meadow.svg', 'harbour.svg', 'sunset.svg']);
    await expect(canvas.getByRole('status')).toHaveTextContent('harbour.svg הועבר למקום 2 מתוך 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(itemNames(canvasElement)).toEqual(['harbour.svg', 'meadow.svg', 'sunset.svg']);
    await expect(canvas.getByRole('button', { name: 'שינוי הסדר של harbour.svg' })).toHaveFocus();
    await imagesLoaded(canvasElement);
  },
};

/** Disabled: browse, drop and paste are off, and the files' buttons too. */
export const Disabled: Story = {
  args: { disabled: true, files: gallery.slice(0, 2) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(itemNames(canvasElement)).toHaveLength(2));
    await expect(canvas.getByLabelText(idleLabel)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove harbour.svg' })).toBeDisabled();
    const zone = canvasElement.querySelector('[data-part="drop-zone"]') as HTMLElement;
    dropFiles(zone, [sampleImage('dropped.svg')]);
    await userEvent.hover(zone);
    pasteFiles(document.body, [sampleImage('pasted.svg')]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(itemNames(canvasElement)).toEqual(['harbour.svg', 'meadow.svg']);
    await imagesLoaded(canvasElement);
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: { files: gallery },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(itemNames(canvasElement)).toHaveLength(3));
    await imagesLoaded(canvasElement);
  },
};
