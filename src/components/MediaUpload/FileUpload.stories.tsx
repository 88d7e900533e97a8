import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createScriptedTransport } from '../../testing';
import { FileUpload } from './FileUpload';
import {
  createEveryStateUploader,
  dropFiles,
  itemNames,
  pasteFiles,
  sampleDocument,
  sampleImage,
  stateFileNames,
} from '../../../stories/support/uploadFixtures';

const meta = {
  title: 'Components/MediaUpload/FileUpload',
  component: FileUpload,
  args: { onUpdateFiles: fn(), onWarning: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The idle widget: one tab stop, the file input, named by the drop area's text. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Drag & Drop your files or Browse');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).not.toHaveAttribute('multiple');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** Every item state, reached through a scripted transport: what each state looks like and which buttons it offers. */
export const EveryItemState: Story = {
  render: function EveryItemStateStory(args) {
    const [{ uploader }] = useState(() =>
      createEveryStateUploader(sampleDocumentOrImage, listStateNames),
    );
    return <FileUpload {...args} uploader={uploader} />;
  },
  play: async ({ canvas, canvasElement }) => {
    const item = (status: string) =>
      waitFor(() => {
        const found = canvasElement.querySelector<HTMLElement>(`[data-status="${status}"]`);
        if (!found) throw new Error(`No item is ${status}`);
        return found;
      });
    await waitFor(() => expect(canvas.getByText('Uploading 45%')).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(canvas.getByText('Waiting to upload')).toBeVisible());
    await expect(within(await item('loading')).getByText('Loading')).toBeVisible();
    await expect(
      within(await item('idle')).getByRole('button', { name: 'Upload Ready.pdf' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel upload of Queued.png' })).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: 'Uploading Uploading.png' }),
    ).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('Upload complete')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Undo upload of Complete.pdf' })).toBeVisible();
    await expect(canvas.getByText('Error during upload')).toBeVisible();
    await expect(canvas.getAllByText('tap to retry').length).toBeGreaterThanOrEqual(5);
    await expect(canvas.getByRole('button', { name: 'Retry upload of Failed.png' })).toBeVisible();
    await expect(canvas.getByText('Timeout')).toBeVisible();
    await expect(canvas.getByText('Upload cancelled')).toBeVisible();
    await expect(canvas.getByText('Error during revert')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Retry undo of Revert-failed.png' }),
    ).toBeVisible();
    await expect(canvas.getByText('File is of invalid type')).toBeVisible();
    await expect(canvas.getByText('Item not found')).toBeVisible();
    await expect(canvas.getByText('Error during remove')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Retry removing Remove-failed.png' }),
    ).toBeVisible();
    const statuses = [...canvasElement.querySelectorAll('[data-item-id]')].map((node) =>
      node.getAttribute('data-status'),
    );
    await expect(new Set(statuses)).toEqual(
      new Set([
        'loading',
        'idle',
        'busy',
        'processing',
        'processing-complete',
        'processing-error',
        'cancelled',
        'processing-revert-error',
        'load-invalid',
        'load-error',
        'remove-error',
      ]),
    );
    await expect(canvas.getByLabelText('Drag & Drop your files or Browse')).toHaveProperty(
      'validationMessage',
      'Field contains invalid files',
    );
  },
};

/** The list shows documents as well as pictures. */
const listStateNames = { ...stateFileNames, idle: 'Ready.pdf', complete: 'Complete.pdf' };

function sampleDocumentOrImage(name: string, index: number) {
  return name.endsWith('.pdf')
    ? sampleDocument(name, 48_200 + index * 400_000)
    : sampleImage(name, index);
}

/** In single-file mode a new file replaces the current one. */
export const ReplaceInSingleMode: Story = {
  // A behaviour check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Drag & Drop your files or Browse');
    await userEvent.upload(input, sampleDocument('first.pdf', 1200));
    await waitFor(() => expect(itemNames(canvasElement)).toEqual(['first.pdf']));
    await userEvent.upload(input, sampleDocument('second.pdf', 3_400_000));
    await waitFor(() => expect(itemNames(canvasElement)).toEqual(['second.pdf']));
    await expect(canvas.getByText('3.4 MB')).toBeVisible();
  },
};

/** Two files dropped on a single-file widget are refused with the "Max files" warning. */
export const MaxFilesRejected: Story = {
  // A behaviour check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const zone = canvasElement.querySelector('[data-part="drop-zone"]') as HTMLElement;
    dropFiles(zone, [sampleDocument('a.pdf', 100), sampleDocument('b.pdf', 100)]);
    await waitFor(() => expect(canvas.getByText('Max files', { selector: 'p' })).toBeVisible());
    await expect(args.onWarning).toHaveBeenCalledWith('Max files');
    await expect(canvas.getByRole('status')).toHaveTextContent('Max files');
    await expect(itemNames(canvasElement)).toEqual([]);
    dropFiles(zone, [sampleDocument('a.pdf', 100)]);
    await waitFor(() => expect(itemNames(canvasElement)).toEqual(['a.pdf']));
    await expect(canvas.queryByText('Max files', { selector: 'p' })).toBeNull();
  },
};

/** Required only while empty: the form is invalid until a file is added, and again after it is removed. */
export const RequiredToggling: Story = {
  // A behaviour check, not a state: out of the sidebar, still tested; its docs page shows it.
  tags: ['!dev', '!autodocs'],
  args: { required: true, name: 'attachment' },
  render: (args) => (
    <form aria-label="Application" onSubmit={(event) => event.preventDefault()}>
      <FileUpload {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Application' }) as HTMLFormElement;
    const input = canvas.getByLabelText('Drag & Drop your files or Browse');
    await expect(input).toBeRequired();
    await expect(form.checkValidity()).toBe(false);
    await userEvent.upload(input, sampleDocument('resume.pdf', 52_000));
    await waitFor(() => expect(input).not.toBeRequired());
    // The input empties itself 250 ms after a change; the form stays valid through it.
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''), { timeout: 1000 });
    await expect(form.checkValidity()).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove resume.pdf' }));
    await expect(input).toBeRequired();
    await expect(form.checkValidity()).toBe(false);
  },
};

/** A file of a type the widget does not accept is marked invalid, and so is the input. */
export const InvalidFile: Story = {
  args: { accept: ['image/*'], allowMultiple: true },
  play: async ({ canvas, canvasElement }) => {
    const zone = canvasElement.querySelector('[data-part="drop-zone"]') as HTMLElement;
    dropFiles(zone, [sampleDocument('report.pdf', 2_300), sampleImage('photo.svg')]);
    await waitFor(() => expect(canvas.getByText('File is of invalid type')).toBeVisible());
    const input = canvas.getByLabelText('Drag & Drop your files or Browse');
    await expect(input).toHaveProperty('validationMessage', 'Field contains invalid files');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove report.pdf' }));
    await expect(input).toHaveProperty('validationMessage', '');
    await waitFor(() => expect(itemNames(canvasElement)).toEqual(['photo.svg']));
  },
};

/** A failed upload retries on request, and a finished one can be undone. */
export const RetryAndUndo: Story = {
  // A behaviour check, not a state: out of the sidebar, still tested; its docs page shows it.
  tags: ['!dev', '!autodocs'],
  render: function RetryAndUndoStory(args) {
    const [transport] = useState(() =>
      createScriptedTransport({
        process: (_file, attempt) => (attempt === 1 ? { outcome: 'error' } : {}),
        stepDelay: 20,
      }),
    );
    return <FileUpload {...args} transport={transport} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Drag & Drop your files or Browse');
    await userEvent.upload(input, sampleDocument('contract.pdf', 84_000));
    await waitFor(() => expect(canvas.getByText('Error during upload')).toBeVisible());
    await expect(canvas.getByText('tap to retry')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry upload of contract.pdf' }));
    await waitFor(() => expect(canvas.getByText('Upload complete')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('contract.pdf: Upload complete'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Undo upload of contract.pdf' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove contract.pdf' })).toBeVisible(),
    );
    await expect(canvas.queryByText('Upload complete')).toBeNull();
  },
};

/** Disabled: no browse, no drop, no paste. */
export const Disabled: Story = {
  args: { disabled: true, allowMultiple: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Drag & Drop your files or Browse');
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    const zone = canvasElement.querySelector('[data-part="drop-zone"]') as HTMLElement;
    dropFiles(zone, [sampleDocument('a.pdf', 100)]);
    await userEvent.hover(zone);
    pasteFiles(document.body, [sampleDocument('b.pdf', 100)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(itemNames(canvasElement)).toEqual([]);
    await expect(zone).toHaveAttribute('data-disabled');
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: function DarkStory(args) {
    const [{ uploader }] = useState(() =>
      createEveryStateUploader(sampleDocumentOrImage, listStateNames),
    );
    return <FileUpload {...args} uploader={uploader} />;
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Waiting to upload')).toBeVisible(), {
      timeout: 5000,
    });
  },
};
