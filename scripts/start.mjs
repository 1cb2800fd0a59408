// `npm start`: installs what is missing, builds what is stale, then serves the store.
// The server itself migrates and seeds an empty database at start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { installIfNeeded } from './install-if-needed.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

installIfNeeded();

/** Newest modification time of any file under the given folders. */
function newest(dirs) {
  let latest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else latest = Math.max(latest, statSync(path).mtimeMs);
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return latest;
}

const builtAt = (file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0);
const sources = newest(['apps/web', 'apps/api', 'packages/contracts']);
if (builtAt('apps/web/dist/index.html') < sources || builtAt('apps/api/dist/server.js') < sources) {
  console.info('Building the storefront and the API…');
  run('npm', ['run', 'build']);
}

const server = spawn('node', ['--enable-source-maps', ...SERVER_NODE_FLAGS, 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  // glibc gives each thread that allocates its own arena and rarely hands their pages back: after six
  // 12-megapixel photos were encoded (sharp on libuv's threads) the server held 650 MiB; with two
  // arenas it stays near 340 MiB. sharp's own advice on glibc; an operator's setting wins.
  env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
