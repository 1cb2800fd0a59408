import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface ChunkSize {
  file: string;
  /** the module or chunk name the manifest gives it */
  source: string;
  /** why the home page needs it up front */
  via: 'page html' | 'entry' | 'home route';
  rawKiB: number;
  gzipKiB: number;
}

/** The client build's directory: the one holding the Vite manifest (dist/ or, with an SSR build, dist/client/). */
export function clientDist(webDist: string): string | null {
  for (const dir of [join(webDist, 'client'), webDist])
    if (existsSync(join(dir, '.vite/manifest.json'))) return dir;
  return null;
}

/**
 * Script files a page's HTML asks for: module scripts and module preloads under /assets/, and the ones its
 * loader starts after the first paint (data-entry and data-preload on <script id="app-loader">).
 */
export function scriptsInHtml(html: string): string[] {
  const files = new Set<string>();
  const add = (url: string | undefined) => {
    if (url?.endsWith('.js')) files.add(url.replace(/^\//, ''));
  };
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    for (const attr of ['data-entry', 'data-preload'])
      for (const url of new RegExp(`\\b${attr}="([^"]*)"`).exec(tag)?.[1]?.split(' ') ?? []) add(url);
    if (!isScript && !/\brel=["']?modulepreload/.test(tag)) continue;
    add(/\b(?:src|href)=["']?([^"' >]+)/.exec(tag)?.[1]);
  }
  return [...files];
}

/**
 * JavaScript the home page needs before it can run: what its HTML loads or preloads, the entry chunk,
 * the home route's chunk, and everything those import statically (what the browser fetches up front),
 * listed by chunk, largest first, gzip-compressed at level 9.
 */
export function homeInitialJs(distDir: string, homeHtml: string) {
  const manifestFile = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`no Vite manifest at ${manifestFile}; build the web app first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const keyByFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, key]));
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  const home = Object.entries(manifest).find(([key]) => /features\/home\/pages\/home-page/.test(key));
  if (!entry) throw new Error(`no entry chunk in ${manifestFile}`);

  const chunks = new Map<string, ChunkSize>();
  const add = (file: string, source: string, via: ChunkSize['via']) => {
    if (chunks.has(file)) return false;
    const bytes = readFileSync(join(distDir, file));
    chunks.set(file, {
      file,
      source,
      via,
      rawKiB: bytes.length / 1024,
      gzipKiB: gzipSync(bytes, { level: 9 }).length / 1024,
    });
    return true;
  };
  const visit = (key: string, via: ChunkSize['via']) => {
    const chunk = manifest[key];
    if (!chunk || !add(chunk.file, chunk.src ?? chunk.name ?? key, via)) return;
    for (const dep of chunk.imports ?? []) visit(dep, via);
  };
  for (const file of scriptsInHtml(homeHtml)) {
    const key = keyByFile.get(file);
    if (key) visit(key, 'page html');
    else if (existsSync(join(distDir, file))) add(file, file, 'page html');
  }
  visit(entry[0], 'entry');
  if (home) visit(home[0], 'home route');

  const list = [...chunks.values()].sort((a, b) => b.gzipKiB - a.gzipKiB);
  return {
    /** false when the manifest names no home page module (its chunks are then not counted) */
    homeRouteFound: Boolean(home),
    chunks: list,
    files: list.length,
    rawKiB: list.reduce((n, c) => n + c.rawKiB, 0),
    gzipKiB: list.reduce((n, c) => n + c.gzipKiB, 0),
  };
}
