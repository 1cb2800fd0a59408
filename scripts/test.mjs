// `npm test`: installs what is missing (dependencies, Debian's Chromium), then runs type checks, lint,
// unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set) and the
// browser journeys. Ends with one line: `N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './install-chromium.mjs';
import { installIfNeeded } from './install-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;

const reports = join(root, '.cache/test-reports');
// the journeys' browser: Debian's headless shell of Chromium (decision 27), unless told another
const chromium = process.env.JOURNEY_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

function ensureInstalled() {
  installIfNeeded();
  ensureChromium({
    path: chromium,
    debianPackage: 'chromium-headless-shell',
    chosenBy: 'JOURNEY_CHROMIUM_PATH',
    purpose: 'the browser tests',
  });
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

ensureInstalled();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const step = (name, ok) => {
  console.info(`\n${ok ? '✔' : '✘'} ${name}`);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
};

step('typecheck', run('npm', ['run', '--silent', 'typecheck']));
step('lint', run('npm', ['run', '--silent', 'lint']));

const vitestReport = join(reports, 'vitest.json');
const vitestOk = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitestOk || vitest.numFailedTests ? 0 : 1);
} else failed += 1;

if (step('build', run('npm', ['run', '--silent', 'build']))) {
  const e2eReport = join(reports, 'playwright.json');
  const e2eOk = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  const e2e = readJson(e2eReport);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected ? 0 : 1);
  } else failed += 1;
}

console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
