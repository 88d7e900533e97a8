/**
 * The hand-over from a prerendered page to the live site. It runs inline at the end of the
 * page: the prerendered frame stays on top while Storybook's manager and preview start under
 * it; once the live docs page shows the same content, the reader's scroll position and typed
 * search move across and the prerendered layer goes away in one frame. With scripts off none of
 * this runs and the prerendered page is the page.
 */
(function takeOver() {
  var layer = document.getElementById('tessera-prerender');
  var root = document.getElementById('root');
  if (!layer || !root) return;
  var expectedExamples = Number(layer.getAttribute('data-examples') || '0');
  var expectedId = layer.getAttribute('data-docs-id');
  var started = Date.now();

  function staticDocs() {
    var host = layer.querySelector('[data-prerender-docs]');
    return host && host.shadowRoot ? host.shadowRoot.querySelector('.sb-prerender-body') : null;
  }

  function liveDocs() {
    var frame = document.getElementById('storybook-preview-iframe');
    var doc = frame && frame.contentDocument;
    if (!doc || doc.readyState === 'loading') return null;
    // The live site may show another page than the one prerendered (the reader navigated, or a
    // gate redirected): hand over once it shows any docs page, but wait for this one's examples.
    var shownId = new URL(frame.src, location.href).searchParams.get('id');
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

  function copySearch() {
    var typed = layer.querySelector(
      'input[type="search"], input[name="search"], #storybook-explorer-searchfield',
    );
    var live = root.querySelector(
      'input[type="search"], input[name="search"], #storybook-explorer-searchfield',
    );
    if (!typed || !live || !typed.value) return;
    var setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setter.call(live, typed.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }

  function finish(live) {
    var scroller = staticDocs();
    var top = scroller ? scroller.parentNode.host.scrollTop : 0;
    if (live && top > 0) live.frame.contentWindow.scrollTo(0, top);
    copySearch();
    var focused = layer.contains(document.activeElement);
    requestAnimationFrame(function () {
      root.removeAttribute('aria-hidden');
      root.inert = false;
      layer.remove();
      document.documentElement.removeAttribute('data-prerendered');
      if (focused && live) live.frame.focus();
      window.dispatchEvent(new CustomEvent('tessera:live'));
    });
  }

  function check() {
    var live = liveDocs();
    if (live) {
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
