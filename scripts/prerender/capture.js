/**
 * Runs inside the built site in Chromium (passed to `page.evaluate`). It turns what the live
 * page shows into static markup: the manager's document with its CSS, and the docs document of
 * the preview iframe, whose CSS is scoped to a shadow root so the two style sheets keep apart as
 * they do across the iframe boundary. Emotion writes its rules through the CSSOM in production,
 * so styles are read from `document.styleSheets`, not from `<style>` text.
 *
 * Kept as plain JavaScript without imports: Playwright sends the function's source to the page.
 */

/**
 * `part` says what to read: `all` and `frame` run in the manager (`frame` leaves the docs of the
 * preview iframe out, for a page whose docs were read before); `docs` runs in a preview document
 * of its own (`iframe.html`) and reads only its docs. `fontFaces` lists the `@font-face` rules.
 *
 * @param {{ routeOf: Record<string, string>, base: string, route: string, part?: 'all' | 'frame' | 'docs' }} options
 * @returns {{ managerCss: string, fontFaces: string[], rootHtml: string, docs: { css: string, html: string, bodyClass: string, scrollTop: number } | null, description: string, headings: string[], exampleCount: number, title: string }}
 */
export function captureSite({ routeOf, base, route, part = 'all' }) {
  /**
   * Until the takeover the page holds the frame's copy and the live manager, which renders the
   * same ids first in the document (see compose.mjs), and an id names the first element that has
   * it: a label of the copy (its search field's, a landmark's `aria-labelledby`) would name the
   * live element, hidden and inert until then. The copy's elements that its own labels point to
   * get ids of their own, unless the site's CSS selects by that id, as `#id` or `[for='id']` (the
   * copy must look the same; the one such reference today is Storybook's search label, which the
   * site search hides); a label that points to nothing in the copy is dropped.
   */
  function ownIds(parts, css) {
    const naming = ['for', 'aria-labelledby', 'aria-describedby'];
    const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // `#id`, or an attribute selector on the id (`label[for='…']`, as the site search hides
    // Storybook's own search label with).
    const styledById = (id) =>
      [id, CSS.escape(id)].some((form) =>
        new RegExp(
          `#${escapeRegExp(form)}(?![\\w-])|=\\s*(['"]?)${escapeRegExp(form)}\\1\\s*(?:[is]\\s*)?\\]`,
        ).test(css),
      );
    const inCopy = (id) => {
      for (const part of parts) {
        const found = part.id === id ? part : part.querySelector(`#${CSS.escape(id)}`);
        if (found) return found;
      }
      return null;
    };
    const renamed = new Map();
    for (const part of parts) {
      for (const element of [part, ...part.querySelectorAll(naming.map((n) => `[${n}]`).join())]) {
        for (const name of naming) {
          const value = element.getAttribute(name);
          if (value === null) continue;
          const ids = value.split(/\s+/).filter(Boolean);
          const kept = ids
            .map((id) => {
              if (renamed.has(id)) return renamed.get(id);
              const target = inCopy(id);
              if (!target) return null;
              if (styledById(id)) return id;
              const own = `prerendered-${id}`;
              target.id = own;
              renamed.set(id, own);
              return own;
            })
            .filter(Boolean);
          if (kept.length > 0) element.setAttribute(name, kept.join(' '));
          else element.removeAttribute(name);
        }
      }
    }
  }

  const docsOnly = part === 'docs';
  const here = base + route.replace(/^\//, '');
  /** Absolute URL → path from the site root, so the markup works at any route depth. */
  const sitePath = (url) => {
    try {
      const resolved = new URL(url, document.baseURI);
      if (resolved.origin !== location.origin) return url;
      return base + resolved.pathname.replace(/^\//, '') + resolved.search + resolved.hash;
    } catch {
      return url;
    }
  };

  /** Storybook addresses (`?path=/docs/x--docs`, `iframe.html?id=…`) → the page's route. */
  const routeLink = (href) => {
    // In-page anchors keep working under the page's <base>: they name the route itself.
    if (href.startsWith('#')) return here + href;
    let resolved;
    try {
      resolved = new URL(href, document.baseURI);
    } catch {
      return href;
    }
    if (resolved.origin !== location.origin) return href;
    const path = resolved.searchParams.get('path');
    const id = path ? path.split('/').pop() : resolved.searchParams.get('id');
    if (id && routeOf[id] !== undefined)
      return base + routeOf[id].replace(/^\//, '') + resolved.hash;
    // The capture runs in the manager page (manager.html); the reader's page is the route. The
    // manager writes its links from the address it shows when it renders them, which the address
    // bar may already have turned into a route: a Storybook address on any page of the site is an
    // address of the manager.
    if (
      resolved.pathname === `${base}manager.html` ||
      (path && !resolved.pathname.endsWith('iframe.html'))
    )
      return here + resolved.search + resolved.hash;
    if (resolved.pathname.endsWith('iframe.html')) return href;
    return sitePath(href);
  };

  // A `<style>` element's relative URLs are relative to its page, and both pages, the manager
  // (manager.html) and the preview (iframe.html), sit at the site root. Not `location`: the
  // manager's address bar shows the route of the entry by the time it is captured.
  const siteRoot = new URL(base, location.origin).href;
  const rewriteUrls = (cssText, sheetHref) =>
    cssText.replace(/url\((['"]?)([^'")]+)\1\)/g, (match, quote, url) => {
      if (/^(data:|#|[a-z]+:\/\/)/i.test(url) && !url.startsWith(location.origin)) return match;
      return `url(${quote}${sitePath(new URL(url, sheetHref || siteRoot).href)}${quote})`;
    });

  /**
   * Every rule of every sheet that can match the document, with `@font-face` split off (it only
   * works in the document). Emotion keeps the rules of everything it has rendered in the
   * document's life; a rule whose generated classes (`css-…`) are on no element of the page is
   * left out, so a page captured after others carries only its own styles.
   */
  const readSheets = (doc, scopeSelector) => {
    const fontFaces = [];
    const rules = [];
    const present = new Set();
    for (const element of doc.querySelectorAll('[class]')) {
      for (const name of element.classList) present.add(name);
    }
    // A rule's text and generated classes, kept in the page between captures (the rules of a
    // sheet stay the same objects while the manager walks from entry to entry).
    const cacheKey = scopeSelector || '';
    window.__prerenderRules ??= {};
    window.__prerenderRules[cacheKey] ??= new WeakMap();
    const known = window.__prerenderRules[cacheKey];
    const isUnused = (generated) =>
      generated.length > 0 && !generated.some((name) => present.has(name));
    const scoped = (selectorText) =>
      selectorText
        .split(',')
        .map((selector) =>
          selector
            .trim()
            // The document element's rules go to the shadow host; its attributes and classes
            // go inside `:host()`, since `:host[…]` never matches.
            .replace(/^(?::root|html)((?:\[[^\]]*\]|\.[\w-]+|:not\([^()]*\))*)/, (_, qualifiers) =>
              qualifiers ? `:host(${qualifiers})` : ':host',
            )
            .replace(/^body\b/, scopeSelector)
            .replace(/^(:host(?:\([^()]*\))?)\s+body\b/, `$1 ${scopeSelector}`),
        )
        .join(', ');
    const styleRule = (rule, sheetHref) => {
      let entry = known.get(rule);
      if (!entry) {
        const text = scopeSelector
          ? rule.cssText.replace(rule.selectorText, scoped(rule.selectorText))
          : rule.cssText;
        entry = {
          text: rewriteUrls(text, sheetHref),
          generated: (rule.selectorText.match(/\.css-[a-z0-9]+/g) || []).map((name) =>
            name.slice(1),
          ),
        };
        known.set(rule, entry);
      }
      return entry;
    };
    const walk = (list, sheetHref, out) => {
      for (const rule of list) {
        if (rule.constructor.name === 'CSSFontFaceRule') {
          // The manager bundles its copy of the product font inline; the preview's copy names
          // the same faces by file, which the page can preload and the browser caches.
          if (!/url\(["']?data:/.test(rule.cssText))
            fontFaces.push(rewriteUrls(rule.cssText, sheetHref));
        } else if (rule.constructor.name === 'CSSStyleRule') {
          const entry = styleRule(rule, sheetHref);
          if (!isUnused(entry.generated)) out.push(entry.text);
        } else if ('cssRules' in rule && rule.cssRules && rule.conditionText !== undefined) {
          const inner = [];
          walk(rule.cssRules, sheetHref, inner);
          let head = known.get(rule);
          if (head === undefined) {
            head = rule.cssText.slice(0, rule.cssText.indexOf('{'));
            known.set(rule, head);
          }
          if (inner.length > 0) out.push(`${head}{\n${inner.join('\n')}\n}`);
        } else {
          out.push(rewriteUrls(rule.cssText, sheetHref));
        }
      }
    };
    for (const sheet of doc.styleSheets) {
      let list;
      try {
        list = sheet.cssRules;
      } catch {
        continue;
      }
      walk(list, sheet.href, rules);
    }
    return { css: rules.join('\n'), fontFaces };
  };

  /**
   * The sidebar as links a reader follows without scripts. A collapsed component (or a group of
   * them, such as Avatar with AvatarGroup) is a button that expands it and opens its docs: the
   * copy makes it a link to the component's docs page (a gated one stays as it is, disabled).
   * Storybook reaches its entries with the arrow keys and takes them out of the Tab order; the
   * copy's links are in it.
   */
  const staticSidebarLinks = (clone) => {
    for (const item of clone.querySelectorAll(
      '[data-nodetype="component"][data-item-id], [data-nodetype="group"][data-item-id]',
    )) {
      const button = item.querySelector(':scope > button');
      const route = routeOf[`${item.getAttribute('data-item-id')}--docs`];
      // An open one shows its docs entry below it, a link already.
      if (!button || button.getAttribute('aria-expanded') === 'true') continue;
      if (route === undefined || item.querySelector('[data-license-gated]')) continue;
      const link = document.createElement('a');
      for (const { name, value } of button.attributes) {
        if (!['type', 'aria-expanded', 'aria-controls'].includes(name))
          link.setAttribute(name, value);
      }
      link.setAttribute('href', base + route.replace(/^\//, ''));
      link.append(...button.childNodes);
      button.replaceWith(link);
    }
    for (const link of clone.querySelectorAll('[data-item-id] > a[tabindex="-1"]')) {
      if (!link.closest('[data-item-id]').querySelector('[data-license-gated]'))
        link.removeAttribute('tabindex');
    }
  };

  /** Static markup of an element: current form values kept, scripts dropped, links routed. */
  const serialize = (element) => {
    const clone = element.cloneNode(true);
    const sources = element.querySelectorAll('input, textarea, select');
    const copies = clone.querySelectorAll('input, textarea, select');
    sources.forEach((source, index) => {
      const copy = copies[index];
      if (source instanceof HTMLInputElement) {
        if (source.type === 'checkbox' || source.type === 'radio') {
          if (source.checked) copy.setAttribute('checked', '');
          else copy.removeAttribute('checked');
        } else if (source.type !== 'file' && source.type !== 'password') {
          copy.setAttribute('value', source.value);
        }
      } else if (source instanceof HTMLTextAreaElement) {
        copy.textContent = source.value;
      }
    });
    clone
      .querySelectorAll('script, iframe:not(#storybook-preview-iframe)')
      .forEach((node) => node.remove());
    clone
      .querySelectorAll('a[href]')
      .forEach((link) => link.setAttribute('href', routeLink(link.getAttribute('href'))));
    clone
      .querySelectorAll('img[src]')
      .forEach((image) => image.setAttribute('src', sitePath(image.getAttribute('src'))));
    clone.querySelectorAll('img[srcset]').forEach((image) => image.removeAttribute('srcset'));
    // Any other address the live page built from its own location (a data attribute naming the
    // page's Markdown, say) names the capture's local server: it becomes a path on the site.
    for (const element of [clone, ...clone.querySelectorAll('*')]) {
      for (const attribute of element.attributes) {
        if (attribute.value.startsWith(location.origin))
          attribute.value = sitePath(attribute.value);
      }
    }
    return clone;
  };

  const frame = docsOnly ? null : document.querySelector('#storybook-preview-iframe');
  const previewDocument =
    part === 'frame' ? null : docsOnly ? document : frame && frame.contentDocument;
  let docs = null;
  let description = '';
  let headings = [];
  let exampleCount = 0;
  let pageTitle = '';
  const manager = docsOnly ? { css: '', fontFaces: [] } : readSheets(document, null);
  const fontFaces = [...manager.fontFaces];

  if (previewDocument) {
    const docsRoot = previewDocument.querySelector('#storybook-docs');
    const preview = readSheets(previewDocument, '.sb-prerender-body');
    fontFaces.push(...preview.fontFaces);
    if (docsRoot) {
      const clone = serialize(docsRoot);
      // Links inside the docs leave the static frame for the page they name.
      clone.querySelectorAll('a[href]').forEach((link) => {
        if (!link.getAttribute('href').startsWith(here + '#')) link.setAttribute('target', '_top');
      });
      docs = {
        css: preview.css,
        html: clone.outerHTML,
        bodyClass: previewDocument.body.className,
        scrollTop: previewDocument.scrollingElement
          ? previewDocument.scrollingElement.scrollTop
          : 0,
      };
      const main = docsRoot.querySelector('[data-docs-content]') || docsRoot;
      // The lead paragraph, and the next ones while it is shorter than a search snippet shows
      // (about 150 characters), cut at a word.
      const prose = [...main.querySelectorAll('p')]
        .filter(
          (paragraph) =>
            !paragraph.closest('.docs-story, .sb-story, [data-story-root], .sb-unstyled'),
        )
        .map((paragraph) => paragraph.textContent.trim().replace(/\s+/g, ' '))
        .filter((text) => text.length > 30);
      description = '';
      for (const text of prose) {
        if (description.length >= 110) break;
        description = description ? `${description} ${text}` : text;
      }
      if (description.length > 160) {
        description = `${description.slice(0, 157).replace(/\s+\S*$/, '')}…`;
      }
      headings = [...main.querySelectorAll('h1, h2, h3')]
        .filter(
          (heading) => !heading.closest('.docs-story, .sb-story, [data-story-root], .sb-unstyled'),
        )
        .map((heading) => heading.textContent.trim());
      exampleCount = main.querySelectorAll('.docs-story').length;
      const h1 = main.querySelector('h1');
      pageTitle = h1 ? h1.textContent.trim() : '';
    }
  }

  if (docsOnly) {
    return {
      managerCss: '',
      fontFaces: [...new Set(fontFaces)],
      rootHtml: '',
      docs,
      description,
      headings,
      exampleCount,
      title: pageTitle,
    };
  }
  const root = document.querySelector('#root');
  const rootClone = root ? serialize(root) : document.createElement('div');
  // The copy must not take the live manager's container id; it keeps its place on screen.
  rootClone.removeAttribute('id');
  staticSidebarLinks(rootClone);
  rootClone.setAttribute('data-prerender-root', '');
  if (root) {
    const box = getComputedStyle(root);
    rootClone.setAttribute(
      'style',
      ['position', 'top', 'right', 'bottom', 'left', 'z-index']
        .map((property) => `${property}: ${box.getPropertyValue(property)}`)
        .join('; '),
    );
  }
  // Site frame parts that live beside Storybook's root (the top bar and its menus), the loading
  // bar at rest: the static page is a page that has finished loading.
  const atRest = (element) => {
    const clone = serialize(element);
    const bar =
      clone.id === 'tessera-loading-bar' ? clone : clone.querySelector('#tessera-loading-bar');
    if (bar) {
      bar.removeAttribute('data-visible');
      bar.removeAttribute('data-phase');
      bar.setAttribute('aria-hidden', 'true');
    }
    return clone;
  };
  const besideRoot = [...document.body.children].filter(
    (element) =>
      element !== root &&
      element.id !== 'tessera-prerender' &&
      !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName) &&
      element.childElementCount > 0,
  );
  const iframeCopy = rootClone.querySelector('#storybook-preview-iframe');
  if (iframeCopy) {
    const host = document.createElement('div');
    host.setAttribute('data-prerender-docs', '');
    for (const attribute of ['class', 'style']) {
      if (iframeCopy.getAttribute(attribute))
        host.setAttribute(attribute, iframeCopy.getAttribute(attribute));
    }
    const rect = frame.getBoundingClientRect();
    host.style.width = '100%';
    host.style.height = '100%';
    host.style.minHeight = `${Math.round(rect.height)}px`;
    host.textContent = '\u0000DOCS\u0000';
    iframeCopy.replaceWith(host);
  }

  const frameParts = [...besideRoot.map(atRest), rootClone];
  ownIds(frameParts, manager.css);

  return {
    managerCss: manager.css,
    fontFaces: [...new Set(fontFaces)],
    rootHtml: frameParts.map((element) => element.outerHTML).join(''),
    docs,
    description,
    headings,
    exampleCount,
    title: pageTitle,
  };
}
