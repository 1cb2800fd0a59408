import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * JavaScript the home page needs before it can show: the entry chunk, the home route's chunk and
 * everything they import statically (what the browser fetches up front), gzip-compressed.
 */
export function homeInitialJs(distDir: string) {
  const manifestFile = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`no Vite manifest at ${manifestFile}; build the web app first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  const home = Object.entries(manifest).find(([key]) => key.includes('features/home/pages/home-page'));
  if (!entry || !home) throw new Error('entry or home page chunk not found in the manifest');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entry[0]);
  visit(home[0]);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.size, rawKiB: raw / 1024, gzipKiB: gzip / 1024 };
}
