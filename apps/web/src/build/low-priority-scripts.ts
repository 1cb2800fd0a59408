import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="/g;

/**
 * index.html with the entry script and its module preloads fetched at low priority. A server-rendered
 * page shows its content from HTML and CSS alone, so on a slow connection the stylesheet and the first
 * image, which the first paint needs, should not share the bandwidth with about 110 KiB of scripts it
 * does not need. The scripts still run before DOMContentLoaded, as before. See docs/decisions/0013.
 */
export function lowPriorityScripts(html: string): string {
  if (!html.match(ENTRY)) throw new Error('index.html has no entry <script type="module" crossorigin src>');
  return html
    .replace(ENTRY, '<script type="module" crossorigin fetchpriority="low" src="')
    .replace(PRELOAD, '<link rel="modulepreload" crossorigin fetchpriority="low" href="');
}

/** Vite plugin: applies lowPriorityScripts to the built index.html. */
export function lowPriorityScriptsPlugin(): Plugin {
  return {
    name: 'svarna:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowPriorityScripts },
  };
}
