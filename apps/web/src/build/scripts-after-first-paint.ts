import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/**
 * The inline loader that takes the place of the entry's <script type="module"> and its modulepreload links
 * in the built index.html. A server-rendered page shows its content from HTML and CSS alone, so its scripts
 * start once that content is painted: once its largest image (the `<img fetchpriority="high">` the page
 * renders, when it has one) has loaded, at the next frame. Until then the stylesheet and that image have a
 * slow connection to themselves; a tap on a button meanwhile is held and replayed once the app has
 * hydrated (the held-taps script, lib/held-taps.ts). A page with nothing to paint without its scripts (an
 * empty #root: the pages rendered in the browser), or a page in a background tab, starts them as soon as the
 * document is parsed; when it is one of the `routes` (the checkout, say), that page's own chunks start
 * with the entry instead of after it. The source is the same for every build (the files are read from the
 * script's data attributes), so the API's hash of it in the content security policy does not change. See
 * docs/decisions/0019.
 */
export const LOADER_SOURCE = `
      (() => {
        const loader = document.currentScript;
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          const here = location.pathname;
          const path = here.length > 1 && here.endsWith('/') ? here.slice(0, -1) : here;
          const own = JSON.parse(loader.dataset.routes || '{}')[path] || [];
          for (const href of [...loader.dataset.preload.split(' ').filter(Boolean), ...own]) {
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
        const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root');
          if (!root?.firstElementChild || document.visibilityState !== 'visible') return start();
          const image = root.querySelector('img[fetchpriority="high"]');
          if (!image || image.complete) return afterPaint();
          image.addEventListener('load', afterPaint, { once: true });
          image.addEventListener('error', afterPaint, { once: true });
        });
      })();
    `;

const ENTRY = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * index.html with its entry script and modulepreload links replaced by the loader; `routes` maps a page's
 * path to the chunks of its own (beyond the entry's) that start with the entry there.
 */
export function loadScriptsAfterFirstPaint(html: string, routes: Record<string, string[]> = {}): string {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('index.html has no entry <script type="module" crossorigin src>');
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const own = Object.keys(routes).length > 0 ? ` data-routes='${JSON.stringify(routes)}'` : '';
  const loader = `    <script id="app-loader" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"${own}>${LOADER_SOURCE}</script>\n`;
  return html.replace(ENTRY, () => loader).replace(PRELOAD, '');
}

/** A chunk's files and the files of every chunk it imports statically, each once. */
function chunkFiles(bundle: OutputBundle, file: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  for (const imported of chunk.imports) chunkFiles(bundle, imported, seen);
  return seen;
}

/**
 * Vite plugin: applies loadScriptsAfterFirstPaint to the built index.html. `routes` maps the path of a page
 * rendered in the browser (nothing to paint without its scripts) to its lazy page module (from the web
 * package's root): that module's chunks, less the entry's, start with the entry on that path.
 */
export function scriptsAfterFirstPaint(routes: Record<string, string> = {}): Plugin {
  return {
    name: 'svarna:scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return loadScriptsAfterFirstPaint(html);
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const initial = entry ? chunkFiles(bundle, entry.fileName) : new Set<string>();
        const own: Record<string, string[]> = {};
        for (const [path, module] of Object.entries(routes)) {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
          if (!page) throw new Error(`no chunk of its own for ${module} (the page of ${path})`);
          own[path] = [...chunkFiles(bundle, page.fileName)]
            .filter((file) => !initial.has(file))
            .map((file) => `/${file}`);
        }
        return loadScriptsAfterFirstPaint(html, own);
      },
    },
  };
}
