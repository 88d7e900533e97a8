import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Portal } from './Portal';

const banner = (
  <div
    role="status"
    style={{
      position: 'fixed',
      right: 24,
      bottom: 24,
      padding: '12px 16px',
      borderRadius: 8,
      background: 'var(--tessera-surface-raised)',
      color: 'var(--tessera-text)',
      border: '1px solid var(--tessera-border)',
    }}
  >
    Rendered at the end of the page
  </div>
);

const meta = {
  title: 'Components/Portal',
  component: Portal,
  args: { children: banner },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ padding: 24, overflow: 'hidden', minHeight: 120 }}>
      <p style={{ margin: 0 }}>This box clips its overflow; the portalled banner escapes it.</p>
      <Portal {...args} />
    </div>
  ),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content leaves the story's tree and lands at the end of the document body. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Found by its text: the page may hold other live regions (the library's announcer).
    const status = within(canvasElement.ownerDocument.body)
      .getByText('Rendered at the end of the page')
      .closest<HTMLElement>('[role="status"]')!;
    await expect(canvasElement).not.toContainElement(status);
    const layer = status.closest('[data-tessera-portal]')!;
    await expect(layer.parentElement).toBe(canvasElement.ownerDocument.body);
    await expect(layer).toHaveAttribute('data-tessera-scheme', 'light');
  },
};

/** The portalled layer keeps the colour scheme of the ThemeProvider it came from. */
export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement.ownerDocument.body).getByText(
      'Rendered at the end of the page',
    );
    await expect(status.closest('[data-tessera-portal]')).toHaveAttribute(
      'data-tessera-scheme',
      'dark',
    );
  },
};

/** With `container`, the content goes into that element instead of the body. */
export const IntoAContainer: Story = {
  render: function ContainerStory() {
    const [container, setContainer] = useState<HTMLElement | null>(null);
    return (
      <div style={{ padding: 24 }}>
        <section aria-label="Target area" ref={setContainer} style={{ minHeight: 40 }} />
        {container && (
          <Portal container={container}>
            <p style={{ margin: 0 }}>Moved into the target area</p>
          </Portal>
        )}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('region', { name: 'Target area' });
    await expect(within(area).getByText('Moved into the target area')).toBeVisible();
  },
};
