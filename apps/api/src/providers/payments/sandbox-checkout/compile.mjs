// The sandbox's checkout.js from its TypeScript source (checkout.ts): one self-contained script for the
// browser, built by esbuild as the API is. The API's build (build.mjs) writes it into the server bundle;
// running from source (the dev server, the tests) compiles it when sandbox-checkout-script.ts is first
// imported. esbuild's command is run rather than its JavaScript API, which refuses to load in a test's
// browser-like environment (jsdom's TextEncoder).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const esbuild = createRequire(import.meta.url).resolve('esbuild/bin/esbuild');
// (a string, not a URL: the tests' browser-like environment has URL objects node's fileURLToPath refuses)
const source = join(dirname(fileURLToPath(import.meta.url)), 'checkout.ts');

/** @returns {string} the script's text */
export function compileSandboxCheckout() {
  return execFileSync(
    esbuild,
    [
      source,
      '--bundle',
      '--format=iife',
      '--platform=browser',
      '--target=es2020',
      '--charset=utf8',
      '--legal-comments=none',
      '--log-level=warning',
    ],
    { encoding: 'utf8' },
  );
}
