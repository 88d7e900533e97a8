/**
 * The container of every docs page: the page itself (a text column at most 1074 px wide), its
 * "On this page" table of contents on the right from the 1220 px desktop breakpoint of the site
 * window, and the feedback question at the bottom. Toasts of the page go to the site's queue.
 * The page follows the site's colour scheme (text, code blocks, props tables, contents column).
 */
import { Global, css } from '@emotion/react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  collectHeadings,
  cssVariableName,
  OnThisPage,
  ToastProvider,
  UserFeedback,
  type TocItem,
  ThemeProvider,
  breakpoints,
  layoutBreakpoints,
  sizes,
  space,
} from '../../src';
import { siteToasts } from '../site/siteToasts';
import { createManagerTheme } from '../theme';
import { sharedHashEvent } from '../site/events';
import { sharedHash } from './pageUrl';
import { CopyPageMarkdown } from './CopyPageMarkdown';
import { printStyles, usePrintLayout } from './print';
import { useSiteMediaQuery, useSiteScheme } from './siteScheme';

const tocWidth = 220;

// Storybook's docs column is 1000 px wide; the site's content is 1074 px plus the contents column.
const widenDocsColumn = css({
  '.sbdocs.sbdocs-content': { maxWidth: sizes.contentMaxWidth + tocWidth + space[7] },
});

// Storybook keeps code in a paragraph on one line (`white-space: nowrap`): a long fragment ran
// past a phone's width and the whole page scrolled sideways. It wraps as running text does
// (the library's Code breaks a fragment anywhere once a line is full).
const wrapParagraphCode = css({
  '.sbdocs.sbdocs-content p code': { whiteSpace: 'normal' },
});

/**
 * On a phone Storybook's margins (40 px beside the page, 22 px and an 8 px border inside an
 * example's frame) left an example 178 px of a 320 px screen, and most examples scrolled inside
 * their frames: the page and the frames keep 16 and 12 px there.
 */
const phoneMargins = css({
  [`@media (max-width: ${breakpoints.xs}px)`]: {
    '.sbdocs.sbdocs-wrapper': { paddingLeft: space[4], paddingRight: space[4] },
    '.sbdocs .docs-story': { paddingLeft: space[3], paddingRight: space[3] },
    '.sbdocs .docs-story .innerZoomElementWrapper > *': { borderWidth: '0 !important' },
    // Storybook puts each heading's link button in the gutter left of the heading, wider than
    // the 16 px margin here: focused, it sat off the screen. While it has focus the heading
    // makes room for it.
    '.sbdocs :is(h1, h2, h3, h4, h5, h6) > .sb-unstyled:focus-within': { paddingLeft: 36 },
    '.sbdocs :is(h1, h2, h3, h4, h5, h6) > .sb-unstyled:focus-within > span:first-of-type': {
      right: 'auto',
      left: 0,
      paddingRight: 0,
    },
  },
});

/** The ring of an example's frame that the keyboard reaches because it scrolls (below). */
const scrollableExampleRing = css({
  '.docs-story[data-scrolls]:focus-visible': {
    outline: `2px solid var(${cssVariableName('focusRing')})`,
    outlineOffset: 2,
  },
});

const pageLayout = css({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${sizes.contentMaxWidth}px) ${tocWidth}px`,
  gap: space[7],
  '&[data-toc="hidden"]': {
    gridTemplateColumns: `minmax(0, ${sizes.contentMaxWidth}px)`,
    '& > [data-docs-toc]': { display: 'none' },
  },
});

const pageScroll = css({ html: { scrollPaddingTop: sizes.scrollOffset } });

/**
 * Storybook's example frame fixes its height to what it measured when it mounted, before the
 * example (rendered into a root of its own) is in, and corrects it one ResizeObserver round trip
 * and render later; until then the example overflows its frame. Unzoomed (`scale="1"`: the docs'
 * canvases have no zoom toolbar) the frame takes its content's height as it grows, so a page
 * reaches its final layout sooner, with the same result.
 */
const unzoomedExamples = css({ '.docs-story > [scale="1"]': { height: 'auto !important' } });

const tocColumn = css({
  position: 'sticky',
  top: space[6],
  alignSelf: 'start',
  maxHeight: `calc(100vh - ${space[7]}px)`,
  overflowY: 'auto',
});

const feedbackRow = css({
  marginTop: space[7],
  paddingTop: space[5],
  borderTop: '1px solid var(--tessera-border)',
});

const pageHeadings =
  ':is(h2, h3):not(.docs-story *, .sb-story *, [data-story-root] *, .sb-unstyled *)';

/** Keeps the table of contents in step with the page's h2 and h3 headings as the page renders. */
function useHeadings(container: HTMLElement | null): TocItem[] {
  const [items, setItems] = useState<TocItem[]>([]);
  useEffect(() => {
    if (!container) return;
    let frame = 0;
    const read = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Headings inside live examples belong to the example, not to the page.
        const next = collectHeadings(container, { selector: pageHeadings });
        setItems((previous) =>
          JSON.stringify(previous) === JSON.stringify(next) ? previous : next,
        );
      });
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [container]);
  return items;
}

/**
 * An example wider than its frame (on a phone) scrolls sideways inside it: the frame then joins
 * the tab order as a named group, so the keyboard can scroll it too, and leaves it when it fits.
 */
function useScrollableExamples(container: HTMLElement | null) {
  useEffect(() => {
    if (!container) return;
    const resize = new ResizeObserver((entries) => {
      const frames = new Set(entries.map(({ target }) => target.closest('.docs-story')));
      for (const frame of frames) {
        if (!(frame instanceof HTMLElement)) continue;
        if (frame.scrollWidth > frame.clientWidth + 1) {
          frame.dataset.scrolls = '';
          frame.tabIndex = 0;
          frame.setAttribute('role', 'group');
          frame.setAttribute('aria-label', 'Example, scrolls sideways');
        } else if ('scrolls' in frame.dataset) {
          delete frame.dataset.scrolls;
          frame.removeAttribute('tabindex');
          frame.removeAttribute('role');
          frame.removeAttribute('aria-label');
        }
      }
    });
    const watched = new Set<Element>();
    const watch = () => {
      for (const frame of container.querySelectorAll('.docs-story')) {
        if (watched.has(frame)) continue;
        watched.add(frame);
        resize.observe(frame);
        // Its content's width changes without the frame's own: watch that too.
        if (frame.firstElementChild) resize.observe(frame.firstElementChild);
      }
    };
    watch();
    const mutations = new MutationObserver(watch);
    mutations.observe(container, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      resize.disconnect();
    };
  }, [container]);
}

/**
 * Keeps the element a shared link points to at the scroll offset while the page is still
 * growing (live examples render after the text), until the reader scrolls or a few seconds pass.
 */
function useHashTargetInView(container: HTMLElement | null) {
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!container || !id) return;
    let readerMoved = false;
    const stop = () => (readerMoved = true);
    const align = () => {
      const target = document.getElementById(id);
      if (readerMoved || !target) return;
      const distance = target.getBoundingClientRect().top - sizes.scrollOffset;
      if (Math.abs(distance) > 1)
        window.scrollTo({ top: window.scrollY + distance, behavior: 'instant' });
    };
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    events.forEach((event) => window.addEventListener(event, stop, { passive: true }));
    const observer = new ResizeObserver(align);
    observer.observe(container);
    const timers = [300, 800, 1500, 2500].map((delay) => setTimeout(align, delay));
    const end = setTimeout(() => observer.disconnect(), 3000);
    return () => {
      events.forEach((event) => window.removeEventListener(event, stop));
      observer.disconnect();
      [...timers, end].forEach(clearTimeout);
    };
  }, [container]);
}

/**
 * Storybook's "Show code" button names the code it shows in `aria-controls` also while the code
 * is hidden, when that element is not in the page (it renders only when shown): a reference to
 * nothing. As the disclosure pattern of the WAI-ARIA APG has it, the button names its code only
 * while that code exists.
 */
function useCodeToggleControls(container: HTMLElement | null) {
  useEffect(() => {
    if (!container) return;
    const sync = () => {
      for (const button of container.querySelectorAll<HTMLElement>('.docblock-code-toggle')) {
        const id = button.getAttribute('aria-controls') ?? button.dataset.codeId;
        if (!id) continue;
        button.dataset.codeId = id;
        if (button.ownerDocument.getElementById(id)) {
          if (button.getAttribute('aria-controls') !== id) button.setAttribute('aria-controls', id);
        } else if (button.hasAttribute('aria-controls')) button.removeAttribute('aria-controls');
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-expanded'],
    });
    return () => observer.disconnect();
  }, [container]);
}

/**
 * A change of the shared address's hash alone (back and forward between sections, a section
 * link written into the history) scrolls the page to that section, as a browser does for its own
 * page; Storybook scrolls only when a page first opens. Reduced motion jumps there.
 */
function useSharedHashScroll() {
  useEffect(() => {
    let site: Window;
    try {
      site = window.parent !== window && window.parent.location.href ? window.parent : window;
    } catch {
      return;
    }
    const scrollToHash = () => {
      const id = decodeURIComponent(site.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      window.scrollTo({
        top: target.getBoundingClientRect().top + window.scrollY - sizes.scrollOffset,
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches
          ? 'instant'
          : 'smooth',
      });
    };
    const events = ['popstate', 'hashchange', sharedHashEvent] as const;
    events.forEach((event) => site.addEventListener(event, scrollToHash));
    return () => events.forEach((event) => site.removeEventListener(event, scrollToHash));
  }, []);
}

export function DocsPage({ children, ...props }: DocsContainerProps & { children?: ReactNode }) {
  // A shared link carries its anchor on the site's address: give it to the page before the
  // page's components read it.
  useState(() => {
    const hash = sharedHash();
    if (hash && location.hash !== hash) history.replaceState(history.state, '', hash);
  });
  const [content, setContent] = useState<HTMLElement | null>(null);
  const headings = useHeadings(content);
  useHashTargetInView(content);
  useScrollableExamples(content);
  useCodeToggleControls(content);
  useSharedHashScroll();
  usePrintLayout();
  const scheme = useSiteScheme();
  const theme = useMemo(() => createManagerTheme(scheme), [scheme]);
  const showContents = useSiteMediaQuery(`(min-width: ${layoutBreakpoints.desktop}px)`);

  return (
    <DocsContainer {...props} theme={theme}>
      <ThemeProvider globalStyles={false} colorScheme={scheme}>
        <ToastProvider queue={siteToasts} viewport={false}>
          <Global
            styles={[
              widenDocsColumn,
              phoneMargins,
              wrapParagraphCode,
              pageScroll,
              unzoomedExamples,
              scrollableExampleRing,
              printStyles,
            ]}
          />
          <div css={pageLayout} data-toc={showContents ? 'shown' : 'hidden'}>
            {/* The page's main landmark: the docs preview is a document of its own. */}
            <main ref={setContent} data-docs-content="">
              <CopyPageMarkdown />
              {children}
              <div className="sb-unstyled" css={feedbackRow} data-docs-feedback="">
                <UserFeedback />
              </div>
            </main>
            <div className="sb-unstyled" css={tocColumn} data-docs-toc="">
              {headings.length > 0 && <OnThisPage items={headings} />}
            </div>
          </div>
        </ToastProvider>
      </ThemeProvider>
    </DocsContainer>
  );
}
