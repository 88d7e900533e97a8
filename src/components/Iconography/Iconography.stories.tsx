import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, type MockInstance } from 'storybook/test';
import { IconGallery } from './IconGallery';
import { CheckIcon, icons, type IconName } from './icons';
import { announcerRegion } from '../../../stories/support/announcer';

const meta = {
  title: 'Components/Iconography',
  component: CheckIcon,
} satisfies Meta<typeof CheckIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = Object.keys(icons) as IconName[];

/** Every icon with its name and an import line to copy. */
export const Gallery: Story = {
  render: () => <IconGallery />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(names.length);
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(canvas.getByText("import { CheckIcon } from '@tessera/react';")).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Copy import of / })).toHaveLength(
      names.length,
    );
  },
};

let writeText: MockInstance<Clipboard['writeText']> | undefined;

/** Copying an import line: "Copied" for 1000 ms, through the same hook as code blocks. */
export const CopyImport: Story = {
  // A timing check, not a state to look at: kept out of the sidebar and docs, still tested.
  // Same pixels as Gallery; the copy feedback is the point here, and a snapshot of the whole
  // gallery while its feedback timers run would only repeat that baseline.
  tags: ['!dev', '!autodocs', 'no-visual'],
  render: () => <IconGallery />,
  beforeEach: () => {
    writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText?.mockRestore();
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy import of ZoomInIcon' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith("import { ZoomInIcon } from '@tessera/react';");
    await waitFor(() => expect(button).toHaveAccessibleName('Copied import of ZoomInIcon'));
    await expect(button).toHaveTextContent('Copied');
    await waitFor(() => expect(button).toHaveAccessibleName('Copy import of ZoomInIcon'), {
      timeout: 3000,
    });
  },
};

let errorSpy: MockInstance<typeof console.error> | undefined;

/**
 * The browser refuses the write: the button says so, the import line is selected for a copy by
 * hand, the failure is announced at once and logged, like in code blocks.
 */
export const CopyImportFails: Story = {
  tags: ['!autodocs'],
  render: () => <IconGallery />,
  beforeEach: () => {
    writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    const copyCommand = spyOn(document, 'execCommand').mockReturnValue(false);
    errorSpy = spyOn(console, 'error').mockImplementation(() => {});
    return () => {
      writeText?.mockRestore();
      copyCommand.mockRestore();
      errorSpy?.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy import of CheckIcon' });
    await userEvent.click(button);
    const failed = 'Copy failed: line selected (CheckIcon)';
    await waitFor(() => expect(button).toHaveAccessibleName(failed));
    await expect(errorSpy).toHaveBeenCalledWith(
      'Error copying to clipboard',
      expect.any(DOMException),
    );
    await expect(button).toHaveTextContent('Copy failed: line selected');
    await expect(button).toHaveAttribute('data-status', 'failed');
    await expect(document.getSelection()?.toString()).toBe(
      "import { CheckIcon } from '@tessera/react';",
    );
    await waitFor(() => expect(announcerRegion('assertive')).toHaveTextContent(failed));
  },
};

export const GalleryOnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: () => <IconGallery />,
};

/** With a title an icon is announced; without one it is decorative. */
export const Labelled: Story = {
  args: { title: 'Completed', size: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Completed' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {[12, 16, 20, 24, 32].map((size) => (
        <CheckIcon key={size} size={size} />
      ))}
    </div>
  ),
};
