// The install step `npm start`, `npm test` and `npm run bench` share: dependencies are installed when
// node_modules is missing or older than the lockfile.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

// npm ci trips over lockfiles without other platforms' optional binaries (Biome's), so install.
function needsInstall() {
  const installed = join(root, 'node_modules/.package-lock.json');
  return (
    !existsSync(installed) || statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs
  );
}

/** Installs the dependencies when they are missing or stale; exits the process when npm fails. */
export function installIfNeeded() {
  if (!needsInstall()) return;
  console.info('Installing dependencies…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
