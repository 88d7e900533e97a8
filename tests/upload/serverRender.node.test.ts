/**
 * The upload widgets render on the server: `useUpload` gives React a server snapshot (the
 * engine's first, with no files), so `renderToString` neither throws nor starts any upload.
 * Written with `createElement` so it runs in the Node project as it is.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FileUpload, MediaUpload } from '../../src/components/MediaUpload';
import { ThemeProvider } from '../../src/theme';

const render = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(ThemeProvider, null, element));

describe('upload widgets on the server', () => {
  it('renders FileUpload with its drop zone and browse input', () => {
    const html = render(
      createElement(FileUpload, {
        'aria-label': 'Attachments',
        server: 'https://uploads.example/',
        files: [{ source: 'abc', options: { type: 'limbo' } }],
      }),
    );
    expect(html).toContain('type="file"');
    expect(html).toContain('aria-label="Attachments"');
    expect(html).toContain('data-part="drop-zone"');
    // Initial files are added after mount, never during a server render.
    expect(html).not.toContain('data-status');
  });

  it('renders MediaUpload with its image-only input and grid', () => {
    const html = render(createElement(MediaUpload, { 'aria-label': 'Photos' }));
    expect(html).toContain('accept="image/*"');
    expect(html).toContain('data-appearance="grid"');
    expect(html).toContain('multiple=""');
  });
});
