/**
 * What Storybook's sidebar markup does not say, added in place as the sidebar renders:
 * - a group's button is named after the group it shows ("Get Started", "Components"); Storybook
 *   names every one of them "Collapse", which is not what the reader sees (WCAG 2.5.3);
 * - a gated entry is `aria-disabled="true"` and has the license notice as its accessible
 *   description. While it has keyboard focus or the pointer, the notice shows beside it and
 *   stays until focus moves on, the pointer leaves both, or Escape dismisses it (WCAG 1.4.13).
 *
 * - the sidebar's container is not a second banner: Storybook marks it `role="banner"`, while
 *   the site's top bar is the page's banner. The sidebar's tree stays its navigation landmark.
 *
 * Storybook's own elements are reached only through their ids and data attributes, and written
 * again whenever Storybook renders them anew.
 */
import { fontFamily, radii, zIndex } from '../../src/tokensEntry';

export const licenseNoticeId = 'tessera-license-notice';
/** The notice's text, which a gated entry has as its accessible description. */
const licenseNoticeTextId = 'tessera-license-notice-text';

/** The interactive element (link or button) of the sidebar entry that holds `label`. */
function entryControl(label: Element): HTMLElement | null {
  return (
    label.closest('[data-item-id]')?.querySelector<HTMLElement>(':scope > a, :scope > button') ??
    null
  );
}

function nameGroupButtons(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLElement>(
    '[data-nodetype="root"] > button[data-action="collapse-root"][aria-label]',
  )) {
    // The name comes from the group's visible text again; aria-expanded says the state.
    button.removeAttribute('aria-label');
  }
}

function unmarkSidebarBanner(doc: Document) {
  // Its screen-reader-only "Storybook" heading: the site's name in the top bar is the page's h1.
  doc.getElementById('global-site-h1')?.setAttribute('aria-hidden', 'true');
  const sidebar = doc.getElementById('storybook-sidebar-region');
  // A named group (Storybook labels it), which `<header>` allows; not a landmark.
  if (sidebar?.getAttribute('role') === 'banner') sidebar.setAttribute('role', 'group');
}

/**
 * A prerendered route page keeps its static copy of the sidebar over the live one until the
 * takeover. The copy was captured with these semantics in place, its descriptions pointing to
 * its own copy of the notice (scripts/prerender/capture.js): it is left as it is.
 */
const inPrerenderedCopy = (element: Element) => element.closest('#tessera-prerender') !== null;

function markGatedEntries(root: ParentNode) {
  for (const label of root.querySelectorAll('[data-license-gated]')) {
    if (inPrerenderedCopy(label)) continue;
    const control = entryControl(label);
    if (!control || control.getAttribute('aria-describedby') === licenseNoticeTextId) continue;
    control.setAttribute('aria-disabled', 'true');
    control.setAttribute('aria-describedby', licenseNoticeTextId);
  }
}

const licenseNoticeStyles = `
#${licenseNoticeId} {
  position: fixed; z-index: ${zIndex.tooltip}; max-width: 240px; box-sizing: border-box;
  padding: 8px 10px; border-radius: ${radii.control}px;
  background: var(--site-tooltip-bg); color: var(--site-tooltip-text);
  font: 500 12px/1.4 ${fontFamily.sans}; pointer-events: auto;
}
#${licenseNoticeId}[hidden] { display: none; }
`;

/**
 * Keeps the sidebar's semantics in place while Storybook renders it, and shows the license
 * notice of a gated entry (pass `notice: null` on a licensed site, where nothing is gated).
 */
export function watchSidebarSemantics(doc: Document, notice: string | null): void {
  // The notice is a complementary landmark of its own while it shows, so that no page content
  // sits outside a landmark.
  const noticeElement = doc.createElement('aside');
  noticeElement.id = licenseNoticeId;
  noticeElement.setAttribute('aria-label', 'License notice');
  noticeElement.hidden = true;
  const noticeText = doc.createElement('p');
  noticeText.id = licenseNoticeTextId;
  noticeText.style.margin = '0';
  noticeText.textContent = notice;
  noticeElement.append(noticeText);
  if (notice !== null) {
    const style = doc.createElement('style');
    style.textContent = licenseNoticeStyles;
    doc.head.append(style);
    doc.body.append(noticeElement);
  }

  const apply = () => {
    unmarkSidebarBanner(doc);
    nameGroupButtons(doc);
    if (notice !== null) markGatedEntries(doc);
  };
  apply();
  new MutationObserver(apply).observe(doc.body, {
    subtree: true,
    childList: true,
    attributeFilter: ['aria-label', 'aria-describedby', 'role'],
  });
  if (notice === null) return;

  let anchor: HTMLElement | null = null;
  let focused: HTMLElement | null = null;
  let pointerOn = false;
  const show = (control: HTMLElement) => {
    anchor = control;
    const box = control.getBoundingClientRect();
    noticeElement.style.left = `${Math.round(box.right + 8)}px`;
    noticeElement.style.top = `${Math.round(box.top)}px`;
    noticeElement.hidden = false;
    // Keep it inside the window on a narrow screen: under the entry instead.
    const width = noticeElement.getBoundingClientRect().width;
    if (box.right + 8 + width > doc.documentElement.clientWidth) {
      noticeElement.style.left = `${Math.round(Math.max(8, box.left))}px`;
      noticeElement.style.top = `${Math.round(box.bottom + 4)}px`;
    }
  };
  const hide = () => {
    anchor = null;
    noticeElement.hidden = true;
  };
  const gatedControl = (target: EventTarget | null) => {
    const control =
      target instanceof Element ? target.closest<HTMLElement>('[aria-describedby]') : null;
    return control?.getAttribute('aria-describedby') === licenseNoticeTextId ? control : null;
  };

  doc.addEventListener('focusin', (event) => {
    focused = gatedControl(event.target);
    if (focused) show(focused);
    else if (!pointerOn) hide();
  });
  doc.addEventListener('focusout', (event) => {
    if (gatedControl(event.target) && !gatedControl(event.relatedTarget) && !pointerOn) hide();
    focused = null;
  });
  doc.addEventListener('mouseover', (event) => {
    const control = gatedControl(event.target);
    const onNotice = event.target instanceof Node && noticeElement.contains(event.target);
    pointerOn = Boolean(control) || onNotice;
    if (control) show(control);
    else if (!onNotice && !focused && anchor) hide();
  });
  doc.addEventListener(
    'keydown',
    (event) => {
      // Not the Escape that cancels an input method's composition in the search.
      const composing = event.isComposing || event.keyCode === 229;
      if (event.key === 'Escape' && !composing && !noticeElement.hidden) {
        hide();
        event.stopPropagation();
      }
    },
    true,
  );
  // The sidebar scrolls under a fixed notice: follow the entry, or let go of it.
  doc.addEventListener(
    'scroll',
    () => {
      if (anchor?.isConnected) show(anchor);
      else hide();
    },
    true,
  );
}
