import { describe, expect, it } from 'vitest';
import { LOADER_SOURCE, loadScriptsAfterFirstPaint } from './scripts-after-first-paint';

const BUILT = `<!doctype html>
<html lang="en-IN">
  <head>
    <script>document.documentElement.classList.add('dark')</script>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/jsx-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Runs the loader in `document` (jsdom) as the browser would run the inline script; what it appends. */
function runLoader(body: string, routes?: Record<string, string[]>) {
  document.head.innerHTML = '';
  document.body.innerHTML = body;
  const script = document.createElement('script');
  script.dataset.entry = '/assets/index-a1.js';
  script.dataset.preload = '/assets/react-b2.js /assets/jsx-c3.js';
  if (routes) script.dataset.routes = JSON.stringify(routes);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  // the loader is a build-time string the page runs as an inline script
  new Function(LOADER_SOURCE)();
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  return () =>
    [...document.head.children].map((e) => `${e.tagName} ${e.getAttribute('src') ?? e.getAttribute('href')}`);
}

const started = ['LINK /assets/react-b2.js', 'LINK /assets/jsx-c3.js', 'SCRIPT /assets/index-a1.js'];
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

describe('loadScriptsAfterFirstPaint', () => {
  it('replaces the entry script and its module preloads by the loader, keeping everything else', () => {
    const html = loadScriptsAfterFirstPaint(BUILT);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script id="app-loader" data-entry="/assets/index-a1.js" data-preload="/assets/react-b2.js /assets/jsx-c3.js">',
    );
    expect(html).toContain(`${LOADER_SOURCE}</script>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
    expect(html).toContain("classList.add('dark')");
  });

  it("names each route's own chunks in data-routes, as JSON", () => {
    const html = loadScriptsAfterFirstPaint(BUILT, { '/checkout': ['/assets/checkout-page-e5.js'] });
    expect(html).toContain(`data-routes='{"/checkout":["/assets/checkout-page-e5.js"]}'>`);
  });

  it('refuses a page without an entry script rather than ship one that never starts', () => {
    expect(() => loadScriptsAfterFirstPaint('<html><head></head></html>')).toThrow(/no entry/);
  });
});

describe('the loader', () => {
  it('starts the scripts once the document is parsed when #root is empty (a page the browser renders)', () => {
    const appended = runLoader('<div id="root"></div>');
    expect(appended()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appended()).toEqual(started);
  });

  it("on a route with chunks of its own (the checkout), starts them with the entry's", () => {
    window.history.replaceState(null, '', '/checkout/');
    try {
      const appended = runLoader('<div id="root"></div>', {
        '/checkout': ['/assets/checkout-page-e5.js'],
        '/cart': ['/assets/cart-page-f6.js'],
      });
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(appended()).toEqual([...started.slice(0, 2), 'LINK /assets/checkout-page-e5.js', started[2]]);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('on a server-rendered page, waits for its largest image, then starts at the next frame, once', async () => {
    const appended = runLoader(
      '<div id="root"><main><img src="/media/a.svg" fetchpriority="high" alt="" /></main></div>',
    );
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await nextFrame();
    expect(appended()).toEqual([]);
    document.querySelector('img')?.dispatchEvent(new Event('load'));
    expect(appended()).toEqual([]);
    await nextFrame();
    expect(appended()).toEqual(started);
    document.querySelector('img')?.dispatchEvent(new Event('error'));
    await nextFrame();
    expect(appended()).toEqual(started);
  });

  it('on a server-rendered page without such an image, starts at the next frame', async () => {
    const appended = runLoader('<div id="root"><main><h1>Privacy Policy</h1></main></div>');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appended()).toEqual([]);
    await nextFrame();
    expect(appended()).toEqual(started);
  });
});
