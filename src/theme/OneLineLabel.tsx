import { css } from '@emotion/react';
import { Fragment, createElement, type PointerEvent, type ReactNode } from 'react';

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

/**
 * A cut label shows its whole text as the browser's tooltip to a pointer resting on it. It is
 * decided when the pointer comes, so a label whose text changed or whose container grew since
 * is right, and no label is measured until then; a label that fits has none, nor one inside a
 * control that has a title or a tooltip of its own. The keyboard and assistive technology have
 * the whole text as the control's name.
 */
function titleWhenCut(event: PointerEvent<HTMLSpanElement>) {
  const label = event.currentTarget;
  if (
    label.scrollWidth > label.clientWidth &&
    !label.parentElement?.closest('[title], [data-tooltip-trigger]')
  )
    label.title = label.textContent ?? '';
  else label.removeAttribute('title');
}

function isText(node: ReactNode): node is string | number {
  return typeof node === 'string' || typeof node === 'number';
}

/**
 * The label of a control that keeps to one line (Button, Tag, StatusTag). Its words end in an
 * ellipsis when the container is narrower than they are, instead of reaching past it; the whole
 * text stays in the page, as the control's accessible name and for find-in-page. Runs of text
 * between the children's elements become one clipped part each; the elements (an icon, a
 * chevron, a translated message component) are left as they are, as flex items beside them.
 * A cut part shows its whole text to a pointer resting on it.
 */
export function OneLineLabel({ children }: { children: ReactNode }) {
  const nodes = Array.isArray(children) ? (children as ReactNode[]).flat(Infinity) : [children];
  const parts: ReactNode[] = [];
  let text = '';
  const endText = () => {
    if (text)
      parts.push(
        <span css={oneLine} data-part="label" onPointerEnter={titleWhenCut}>
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
