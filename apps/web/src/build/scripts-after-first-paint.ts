import type { Plugin } from 'vite';

/**
 * The inline loader that replaces the entry's <script type="module"> and its modulepreload links in the
 * built index.html. A server-rendered page shows its content from HTML and CSS alone, so its scripts
 * (about 110 KiB) start downloading once that content is painted: on a slow connection the stylesheet
 * and the first image get the bandwidth first, and hydration follows. A page with nothing to paint
 * without its scripts (an empty #root: the pages rendered in the browser) starts them as soon as the
 * document is parsed. Browsers without paint timing start them at once. See docs/decisions/0013.
 */
export const LOADER_SOURCE = `
      (() => {
        const loader = document.currentScript;
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          for (const href of loader.dataset.preload.split(' ').filter(Boolean)) {
            const link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.append(link);
          }
          const script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = loader.dataset.entry;
          document.head.append(script);
        };
        if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return start();
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          start();
        }).observe({ type: 'paint', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          if (!document.getElementById('root')?.firstElementChild) start();
        });
      })();
    `;

const ENTRY = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/** index.html with its entry script and modulepreload links replaced by the loader. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('index.html has no entry <script type="module" crossorigin src>');
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const loader = `    <script id="app-loader" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">${LOADER_SOURCE}</script>\n`;
  return html.replace(ENTRY, loader).replace(PRELOAD, '');
}

/** Vite plugin: applies loadScriptsAfterFirstPaint to the built index.html. */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'svarna:scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: loadScriptsAfterFirstPaint },
  };
}
