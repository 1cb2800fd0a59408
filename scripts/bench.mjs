// `npm run bench`: installs what is missing (as `npm start` and `npm test` do), then runs bench/run.ts,
// which builds what it measures when the build is missing.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './install-chromium.mjs';
import { installIfNeeded } from './install-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;

installIfNeeded();
const only = process.env.BENCH_ONLY;
if (!only || only.split(',').includes('lighthouse'))
  ensureChromium({
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    debianPackage: 'chromium',
    chosenBy: 'CHROMIUM_PATH',
    purpose: "the bench's Lighthouse runs",
  });
const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
