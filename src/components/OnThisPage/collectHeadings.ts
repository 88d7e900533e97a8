import { nestHeadings, uniqueSlug, type TocItem } from '../../lib/tableOfContents';

export interface CollectHeadingsOptions {
  /**
   * Which headings to list.
   * @default 'h2, h3'
   */
  selector?: string;
}

/**
 * Reads the headings of a rendered page into table-of-contents items, h3 nested under their
 * h2. A heading without an id gets one made from its text (unique in the document), so every
 * entry has a target. Headings marked `data-toc-ignore` are left out.
 */
export function collectHeadings(
  container: ParentNode,
  { selector = 'h2, h3' }: CollectHeadingsOptions = {},
): TocItem[] {
  const headings = [...container.querySelectorAll<HTMLElement>(selector)].filter(
    (heading) => !heading.hasAttribute('data-toc-ignore'),
  );
  const taken = new Set(
    [...(ownerDocumentOf(container)?.querySelectorAll('[id]') ?? [])].map((element) => element.id),
  );
  return nestHeadings(
    headings.map((heading) => {
      const label = (heading.textContent ?? '').trim();
      if (!heading.id) heading.id = uniqueSlug(label, taken);
      return { level: Number(heading.tagName.slice(1)) || 2, id: heading.id, label };
    }),
  );
}

function ownerDocumentOf(container: ParentNode): Document | null {
  return container instanceof Document ? container : (container as Node).ownerDocument;
}
