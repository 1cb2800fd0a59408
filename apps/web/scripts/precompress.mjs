// Writes .br and .gz beside every built text asset, once at build time, so the server sends them
// compressed without spending CPU per request (@fastify/static's preCompressed option).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist', import.meta.url).pathname;
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    // dist/server is the server renderer's bundle: the server reads it, no browser downloads it
    if (e.isDirectory()) return path === join(dist, 'server') ? [] : walk(path);
    return [path];
  });
}

let count = 0;
for (const file of walk(dist)) {
  if (!compressible.test(file) || statSync(file).size < 1024) continue;
  const bytes = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.info(`precompressed ${count} files`);
