import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientDist, homeInitialJs, scriptsInHtml } from './bundle-size';

describe('scriptsInHtml', () => {
  it('finds module scripts and module preloads, not stylesheets, inline scripts or other links', () => {
    const html = `<head>
      <script>document.documentElement.classList.add('dark')</script>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link rel="stylesheet" href="/assets/index-c3.css">
      <link rel="preload" as="image" href="/media/hero.webp">
      <script type="application/json" id="data">{"a":1}</script>
    </head>`;
    expect(scriptsInHtml(html)).toEqual(['assets/index-a1.js', 'assets/react-b2.js']);
  });

  it('finds the scripts the loader starts after the first paint (its data-entry and data-preload)', () => {
    const html = `<head>
      <script id="app-loader" data-entry="/assets/index-a1.js" data-preload="/assets/react-b2.js /assets/jsx-c3.js">(() => {})();</script>
      <link rel="stylesheet" href="/assets/index-c3.css">
    </head>`;
    expect(scriptsInHtml(html)).toEqual(['assets/index-a1.js', 'assets/react-b2.js', 'assets/jsx-c3.js']);
  });
});

describe('homeInitialJs', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function fakeBuild(files: Record<string, string>, manifest: object) {
    dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    return dir;
  }

  it('adds up the html scripts, the entry and the home route with their static imports, each chunk once', () => {
    const dist = fakeBuild(
      {
        'assets/index.js': 'x'.repeat(4096),
        'assets/react.js': 'r'.repeat(2048),
        'assets/home.js': 'h'.repeat(1024),
        'assets/price.js': 'p'.repeat(512),
        'assets/admin.js': 'a'.repeat(8192),
        'assets/analytics.js': 'n'.repeat(300),
      },
      {
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_react.js'],
          dynamicImports: ['src/admin.tsx'],
        },
        '_react.js': { file: 'assets/react.js', name: 'react' },
        'src/features/home/pages/home-page.tsx': {
          file: 'assets/home.js',
          src: 'src/features/home/pages/home-page.tsx',
          imports: ['_react.js', '_price.js'],
        },
        '_price.js': { file: 'assets/price.js', name: 'price' },
        'src/admin.tsx': { file: 'assets/admin.js', src: 'src/admin.tsx' },
      },
    );
    const html =
      '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/analytics.js">';
    const js = homeInitialJs(dist, html);
    expect(js.homeRouteFound).toBe(true);
    expect(js.chunks.map((c) => [c.file, c.via])).toEqual([
      ['assets/index.js', 'page html'],
      ['assets/react.js', 'page html'],
      ['assets/home.js', 'home route'],
      ['assets/price.js', 'home route'],
      ['assets/analytics.js', 'page html'],
    ]);
    expect(js.rawKiB).toBeCloseTo((4096 + 2048 + 1024 + 512 + 300) / 1024);
    expect(js.gzipKiB).toBeCloseTo(js.chunks.reduce((n, c) => n + c.gzipKiB, 0));
    expect(js.gzipKiB).toBeLessThan(js.rawKiB);
  });

  it('counts the entry even when the html names none, and says when the home route is missing', () => {
    const dist = fakeBuild(
      { 'assets/index.js': 'x'.repeat(100) },
      { 'index.html': { file: 'assets/index.js', isEntry: true } },
    );
    const js = homeInitialJs(dist, '<html></html>');
    expect(js.homeRouteFound).toBe(false);
    expect(js.chunks.map((c) => [c.file, c.via])).toEqual([['assets/index.js', 'entry']]);
  });

  it('finds the client build beside a server build', () => {
    const dist = fakeBuild({}, {});
    expect(clientDist(dist)).toBe(dist);
    mkdirSync(join(dist, 'client/.vite'), { recursive: true });
    writeFileSync(join(dist, 'client/.vite/manifest.json'), '{}');
    expect(clientDist(dist)).toBe(join(dist, 'client'));
    expect(clientDist(join(dist, 'nothing'))).toBeNull();
  });
});
