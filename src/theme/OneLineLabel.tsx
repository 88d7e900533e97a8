import { css } from '@emotion/react';
import { Fragment, createElement, type ReactNode } from 'react';

/**
 * Clipped sideways only, so the glyphs that rise above or hang below a line height of 1 still
 * show. `data-part="label"` marks it as the one part of its control that gives way to a narrow
 * container; the control keeps its icons at their size.
 */
const oneLine = css({
  minWidth: 0,
  overflowX: 'clip',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

function isText(node: ReactNode): node is string | number {
  return typeof node === 'string' || typeof node === 'number';
}

/**
 * The label of a control that keeps to one line (Button, Tag, StatusTag). Its words end in an
 * ellipsis when the container is narrower than they are, instead of reaching past it; the whole
 * text stays in the page, as the control's accessible name and for find-in-page. Runs of text
 * between the children's elements become one clipped part each; the elements (an icon, a
 * chevron, a translated message component) are left as they are, as flex items beside them.
 */
export function OneLineLabel({ children }: { children: ReactNode }) {
  const nodes = Array.isArray(children) ? (children as ReactNode[]).flat(Infinity) : [children];
  const parts: ReactNode[] = [];
  let text = '';
  const endText = () => {
    if (text)
      parts.push(
        <span css={oneLine} data-part="label">
          {text}
        </span>,
      );
    text = '';
  };
  for (const node of nodes as ReactNode[]) {
    if (isText(node)) text += String(node);
    else if (node !== null && node !== undefined && typeof node !== 'boolean') {
      endText();
      parts.push(node);
    }
  }
  endText();
  // As separate arguments, not an array: the parts need no keys, as written children do not.
  return createElement(Fragment, null, ...parts);
}
