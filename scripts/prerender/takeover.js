/**
 * The hand-over from a prerendered page to the live site. It runs inline at the end of the
 * page: the prerendered frame stays on top while Storybook's manager and preview start under
 * it; once the live docs page shows the same content, the reader's scroll position, typed
 * search and presses (on an example, the top bar, the sidebar, the docs) move across and the
 * prerendered layer goes away in one frame. Until then the live site's elements are inert under
 * the layer. With scripts off none of this runs and the prerendered page is the page.
 */
(function takeOver() {
  var layer = document.getElementById('tessera-prerender');
  var root = document.getElementById('root');
  if (!layer || !root) return;

  // The site's shell and Storybook's manager put elements of their own beside #root (the
  // shell's top bar before it, the loading bar and notices after the layer). Until the hand-over
  // they are under the layer like #root: inert, so that Tab and assistive technology stay in
  // the page the reader sees, not on a hidden copy of its top bar.
  var covered = [];
  var coverer = null;
  function cover(nodes) {
    for (var index = 0; index < nodes.length; index += 1) {
      var node = nodes[index];
      if (node.nodeType !== 1 || node === layer || node === root || node.inert) continue;
      if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE' || node.tagName === 'LINK')
        continue;
      node.inert = true;
      covered.push(node);
    }
  }

  function reveal() {
    root.removeAttribute('aria-hidden');
    root.inert = false;
    if (coverer) coverer.disconnect();
    covered.forEach(function (node) {
      node.inert = false;
    });
    layer.remove();
    // The frame's captured CSS goes with it: besides the live manager's own rules it holds the
    // state of the moment it was captured (the sidebar's highlighted entry), which would stay
    // on the live sidebar after the reader moves on.
    var frameStyles = document.querySelectorAll('style[data-prerender-frame]');
    for (var index = 0; index < frameStyles.length; index += 1) frameStyles[index].remove();
    document.documentElement.removeAttribute('data-prerendered');
  }

  // An address that names another entry (a shared story link, `/?path=/story/…`, lands on the
  // prerendered home page) is not this page: the live site shows it from the start.
  var askedPath = new URLSearchParams(location.search).get('path');
  if (askedPath && askedPath !== layer.getAttribute('data-storybook-path')) {
    // From the site's folder, as every Storybook address is, so that the manager's relative
    // addresses resolve on a nested route too (`/components/accordion?path=/docs/…`).
    history.replaceState(
      history.state,
      '',
      new URL(document.baseURI).pathname + location.search + location.hash,
    );
    reveal();
    window.dispatchEvent(new CustomEvent('tessera:live'));
    return;
  }
  coverer = new MutationObserver(function (records) {
    for (var index = 0; index < records.length; index += 1) cover(records[index].addedNodes);
  });
  coverer.observe(document.body, { childList: true });
  cover(document.body.children);
  var expectedExamples = Number(layer.getAttribute('data-examples') || '0');
  var expectedId = layer.getAttribute('data-docs-id');
  var started = Date.now();

  // The docs of the scheme the page shows (one shadow root per scheme).
  function staticDocs() {
    var scheme = document.documentElement.getAttribute('data-site-scheme') || 'light';
    var host = layer.querySelector('[data-prerender-scheme="' + scheme + '"]');
    return host && host.shadowRoot ? host.shadowRoot.querySelector('.sb-prerender-body') : null;
  }

  function liveDocs() {
    var frame = document.getElementById('storybook-preview-iframe');
    var doc = frame && frame.contentDocument;
    if (!doc || doc.readyState === 'loading') return null;
    // The live site may show another page than the one prerendered (the reader navigated, or a
    // gate redirected): hand over once it shows any docs page, but wait for this one's examples.
    var shownUrl = new URL(frame.src, location.href);
    // The reader opened a story before the hand-over: it is shown once it has rendered.
    if (shownUrl.searchParams.get('viewMode') === 'story') {
      var storyRoot = doc.getElementById('storybook-root');
      return storyRoot && storyRoot.firstElementChild
        ? { frame: frame, doc: doc, story: true }
        : null;
    }
    var shownId = shownUrl.searchParams.get('id');
    if (expectedId && shownId !== expectedId) expectedExamples = 0;
    var docsRoot = doc.getElementById('storybook-docs');
    if (!docsRoot || !docsRoot.querySelector('h1')) return null;
    var examples = docsRoot.querySelectorAll('.docs-story');
    if (examples.length < expectedExamples) return null;
    for (var index = 0; index < examples.length; index += 1) {
      var story = examples[index].querySelector('.sb-story, [data-story-root]');
      if (!story || !story.firstElementChild) return null;
    }
    return { frame: frame, doc: doc };
  }

  var searchField = '.tessera-search__input';

  // The element matching `selector` that an event landed on or in, through the copy's shadow
  // roots (whose events reach the document retargeted to their host). With `plain`, only a press
  // of the main button without a modifier key, which a link opens in place.
  function landedOn(event, selector, plain) {
    if (
      plain &&
      (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    )
      return null;
    var target = event.composedPath ? event.composedPath()[0] : null;
    return target && target.closest ? target.closest(selector) : null;
  }

  // The docs' in-page links ("On this page", a heading's link) name this page's route and a
  // section. Their sections are in the static copy's shadow root, where the browser's own
  // fragment navigation does not look: the link scrolls the copy to its section (128 px below the
  // top, as the live page does) and writes the hash after the route.
  var trailingSlash = /\/+$/;
  function followInPageLink(event) {
    var link = landedOn(event, 'a[href*="#"]', true);
    var docs = staticDocs();
    if (!link || !docs || !docs.contains(link)) return;
    var url = new URL(link.getAttribute('href'), document.baseURI);
    if (
      !url.hash ||
      url.origin !== location.origin ||
      url.pathname.replace(trailingSlash, '') !== location.pathname.replace(trailingSlash, '') ||
      url.search !== location.search
    )
      return;
    var id = decodeURIComponent(url.hash.slice(1));
    var section = null;
    var candidates = docs.querySelectorAll('[id]');
    for (var index = 0; index < candidates.length && !section; index += 1) {
      if (candidates[index].id === id) section = candidates[index];
    }
    if (!section) return;
    event.preventDefault();
    history.pushState(history.state, '', location.pathname + location.search + url.hash);
    var reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    docs.scrollTo({
      top:
        section.getBoundingClientRect().top -
        docs.getBoundingClientRect().top +
        docs.scrollTop -
        128,
      behavior: reduce ? 'instant' : 'smooth',
    });
  }
  document.addEventListener('click', followInPageLink, true);

  // "Skip to content" names the page's wrapper, and until the hand-over the live manager's copy
  // of it comes first in the document, hidden and inert: the browser's own fragment navigation
  // would move the reader nowhere. It moves to the heading of the page being read, as the live
  // link does.
  function skipToStaticContent(event) {
    var link = landedOn(event, 'a[data-skip-link]', true);
    var docs = staticDocs();
    if (!link || !docs || !layer.contains(link)) return;
    var heading = docs.querySelector('h1') || docs;
    event.preventDefault();
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  }
  document.addEventListener('click', skipToStaticContent, true);

  // A press on an example's control before the hand-over ("Open dialog", "Show code", a tab) is
  // kept: the same control of the live example gets it as soon as the live page shows. Links
  // are left alone; they work in the prerendered page as they are.
  var pressable =
    'button, input, select, textarea, summary, label, [role="button"], [role="tab"], ' +
    '[role="checkbox"], [role="switch"], [role="radio"], [role="combobox"], [role="menuitem"]';
  var pendingPress = null;

  function stepsFrom(ancestor, element) {
    var steps = [];
    while (element && element !== ancestor) {
      var parent = element.parentElement;
      if (!parent) return null;
      steps.unshift(Array.prototype.indexOf.call(parent.children, element));
      element = parent;
    }
    return element === ancestor ? steps : null;
  }

  function labelOf(element) {
    return (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 80);
  }

  function rememberPress(event) {
    var docs = staticDocs();
    var control = landedOn(event, pressable);
    if (!control || !docs || !docs.contains(control)) return;
    var example = control.closest('.docs-story');
    if (!example || control.closest('a[href]')) return;
    var steps = stepsFrom(example, control);
    if (!steps) return;
    event.preventDefault();
    pendingPress = {
      example: Array.prototype.indexOf.call(docs.querySelectorAll('.docs-story'), example),
      steps: steps,
      tag: control.tagName,
      label: labelOf(control),
    };
    // The press waits for the live page: say so where the reader looks.
    example.style.cursor = 'progress';
  }
  document.addEventListener('click', rememberPress, true);

  // A press on the frame's other controls is kept too: the top bar's (the side panel's button, a
  // colour scheme, the phone's menu and search), the sidebar's (a group, "Expand all") and the
  // docs' own (a code block's copy button, the props table's links). The live control of the
  // same name in the same part of the page gets it, the same one of that name ("Expand all"
  // stands once per group). A second press of a toggle undoes the first; a later scheme
  // replaces an earlier one.
  var pagePresses = [];
  var pageControl = 'button, [role="radio"]';
  var pageParts = ['#tessera-top-bar', '#storybook-sidebar-region', '#storybook-docs'];

  // A part of the frame (`live` false) or of the live page.
  function partOf(index, live) {
    if (index < 2) return (live ? document : layer).querySelector(pageParts[index]);
    return live ? live.doc.querySelector(pageParts[index]) : staticDocs();
  }

  // The part's controls of a name; an example's own are left to `rememberPress`.
  function controlsNamed(part, label) {
    return Array.prototype.filter.call(part.querySelectorAll(pageControl), function (control) {
      return labelOf(control) === label && !control.closest('.docs-story');
    });
  }

  // Where a control of the frame is: its part, its name, and which of that name it is.
  function placeOf(control) {
    if (!control || control.closest('.docs-story')) return null;
    for (var index = 0; index < pageParts.length; index += 1) {
      var part = partOf(index, false);
      if (!part || !part.contains(control)) continue;
      var label = labelOf(control);
      return { part: index, label: label, nth: controlsNamed(part, label).indexOf(control) };
    }
    return null;
  }

  function liveControl(place, live) {
    var part = place && partOf(place.part, live);
    return part ? controlsNamed(part, place.label)[place.nth] || null : null;
  }

  function rememberPagePress(event) {
    var control = landedOn(event, pageControl);
    var place = placeOf(control);
    if (!place) return;
    event.preventDefault();
    place.radio = control.getAttribute('role') === 'radio';
    place.toggle = ['aria-expanded', 'aria-pressed', 'data-expanded'].some(function (name) {
      return control.hasAttribute(name);
    });
    var kept = [];
    var undone = false;
    pagePresses.forEach(function (earlier) {
      if (place.radio && earlier.radio) return;
      var same =
        earlier.part === place.part && earlier.label === place.label && earlier.nth === place.nth;
      if (place.toggle && same && !undone) {
        undone = true;
        return;
      }
      kept.push(earlier);
    });
    if (!undone) kept.push(place);
    pagePresses = kept;
    if (place.radio) showScheme(control);
    else control.style.cursor = undone ? '' : 'progress';
  }
  document.addEventListener('click', rememberPagePress, true);

  // A scheme chosen on the frame shows at once: the page holds the docs in both schemes, and the
  // frame's colours follow `<html data-site-scheme>`. The choice is stored where the live switch
  // (and the next page's first paint) reads it, and the other copy opens at the same place.
  function showScheme(radio) {
    var radios = radio.parentElement.querySelectorAll('[role="radio"]');
    for (var index = 0; index < radios.length; index += 1) {
      radios[index].setAttribute('aria-checked', String(radios[index] === radio));
      radios[index].setAttribute('tabindex', radios[index] === radio ? '0' : '-1');
    }
    var choice = radio.getAttribute('data-scheme-choice');
    try {
      localStorage.setItem('tessera.colorScheme', choice);
    } catch {
      // Private mode: the live switch gets the press all the same.
    }
    var dark =
      choice === 'dark' ||
      (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var before = staticDocs();
    var top = before ? before.scrollTop : 0;
    document.documentElement.setAttribute('data-site-scheme', dark ? 'dark' : 'light');
    var after = staticDocs();
    if (after && after !== before) after.scrollTop = top;
  }

  // The frame's scheme switch is a radio group: the arrow keys choose, as on the live switch.
  function moveSchemeChoice(event) {
    var step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    var radio = landedOn(event, '[data-scheme-switch] [role="radio"]');
    if (!step || !radio || !layer.contains(radio)) return;
    var radios = Array.prototype.slice.call(radio.parentElement.querySelectorAll('[role="radio"]'));
    var current = radios.indexOf(radio);
    if (current < 0) return;
    event.preventDefault();
    var next = radios[(current + step + radios.length) % radios.length];
    next.focus();
    next.click();
  }
  document.addEventListener('keydown', moveSchemeChoice, true);

  function replayPagePresses(focusedPlace, live) {
    // The controls are found before any press renames one ("Collapse side panel" becomes "Expand
    // side panel"); a last press that moves focus itself (the menu opening) keeps it there.
    var focus = liveControl(focusedPlace, live);
    var controls = pagePresses.map(function (place) {
      return liveControl(place, live);
    });
    pagePresses = [];
    // As a real press does, each takes focus first: a docs control writes to the clipboard from
    // the preview's document, which may only do so while focused.
    var moved = false;
    controls.forEach(function (control) {
      if (!control) return;
      control.focus();
      control.click();
      moved = control.ownerDocument.activeElement !== control;
    });
    if (focus && focus.isConnected && !moved) focus.focus();
    return Boolean(focus);
  }

  function replayPress(doc) {
    var press = pendingPress;
    pendingPress = null;
    if (!press) return;
    var element = doc.querySelectorAll('#storybook-docs .docs-story')[press.example];
    for (var index = 0; element && index < press.steps.length; index += 1) {
      element = element.children[press.steps[index]];
    }
    // Only the same control: a live example that differs from its copy gets nothing.
    if (!element || element.tagName !== press.tag || labelOf(element) !== press.label) return;
    element.focus();
    element.click();
  }

  // The sidebar's search mounts a moment after the manager: the typed text waits for it.
  function copySearch(text, tries) {
    if (!text) return;
    var live = root.querySelector(searchField);
    if (!live) {
      if (tries < 100) setTimeout(copySearch, 50, text, tries + 1);
      return;
    }
    var setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setter.call(live, text);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }

  function finish(live) {
    var scroller = live && live.story ? null : staticDocs();
    var top = scroller ? scroller.scrollTop : 0;
    if (live && top > 0) live.frame.contentWindow.scrollTo(0, top);
    var typed = layer.querySelector(searchField);
    var text = typed ? typed.value : '';
    var focused = layer.contains(document.activeElement);
    var active = document.activeElement;
    var activeControl = active && active.shadowRoot ? active.shadowRoot.activeElement : active;
    var focusedPlace =
      activeControl && activeControl.matches(pageControl) ? placeOf(activeControl) : null;
    requestAnimationFrame(function () {
      document.removeEventListener('click', rememberPress, true);
      document.removeEventListener('click', rememberPagePress, true);
      document.removeEventListener('keydown', moveSchemeChoice, true);
      document.removeEventListener('click', followInPageLink, true);
      document.removeEventListener('click', skipToStaticContent, true);
      reveal();
      // A focused control of the frame's top bar, sidebar or docs keeps focus on its live self;
      // focus elsewhere in the frame moves to the live page.
      if (!replayPagePresses(focusedPlace, live) && focused && live) live.frame.focus();
      if (live && !live.story) replayPress(live.doc);
      copySearch(text, 0);
      window.dispatchEvent(new CustomEvent('tessera:live'));
    });
  }

  var readySince = 0;

  // The live page's code blocks and tables can still be growing when its examples are in; the
  // hand-over waits until it is as tall as the static page (or 3 s more), so the same scroll
  // position shows the same content.
  function settled(live) {
    var scroller = staticDocs();
    if (!scroller || live.story) return true;
    if (!readySince) readySince = Date.now();
    var height = live.doc.documentElement.scrollHeight;
    return Math.abs(height - scroller.scrollHeight) <= 2 || Date.now() - readySince > 3000;
  }

  function check() {
    var live = liveDocs();
    if (live && settled(live)) {
      var fonts =
        live.doc.fonts && live.doc.fonts.status !== 'loaded'
          ? live.doc.fonts.ready
          : Promise.resolve();
      fonts.then(function () {
        requestAnimationFrame(function () {
          finish(live);
        });
      });
      return;
    }
    // Until the live page arrives (on a slow device that can take a while; if a script fails it
    // never does) the prerendered page stays, readable and with working links.
    setTimeout(check, Date.now() - started < 10000 ? 50 : 250);
  }
  check();
})();
