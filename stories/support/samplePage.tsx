/** Page content shared by the layout stories: a short component page and its table of contents. */
import type { TocItem } from '../../src/lib/tableOfContents';
import { Button } from '../../src/components/Button';

/** The table of contents of the sample page: Overview, Usage and Accessibility. */
export const pageToc: TocItem[] = [
  { label: 'Overview', href: '#overview' },
  { label: 'Usage', href: '#usage' },
  { label: 'Accessibility', href: '#accessibility' },
];

/** A sample component page (headings, paragraphs and a button) to fill a layout's main column. */
export function SamplePage() {
  return (
    <article>
      <h1 style={{ marginTop: 0 }}>Accordion</h1>
      <h2 id="overview">Overview</h2>
      <p>
        An accordion stacks sections that open and close on click. Every section starts closed, so a
        long page stays short until the reader asks for more.
      </p>
      <h2 id="usage">Usage</h2>
      <p>
        Give each item a title and its content. Keep titles short: they are the buttons a reader
        scans, and they stay visible when every section is closed.
      </p>
      <Button variant="secondary">Open every section</Button>
      <h2 id="accessibility">Accessibility</h2>
      <p>
        Each title is a button with its expanded state; the content region is labelled by its title.
      </p>
    </article>
  );
}
