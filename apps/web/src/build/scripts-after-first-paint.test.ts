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

  it('refuses a page without an entry script rather than ship one that never starts', () => {
    expect(() => loadScriptsAfterFirstPaint('<html><head></head></html>')).toThrow(/no entry/);
  });
});
