// Bundles the API (with the shared contracts) into dist/server.js; npm dependencies stay external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { compileSandboxCheckout } from './src/providers/payments/sandbox-checkout/compile.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@svarna/'));

// The sandbox's checkout.js is browser TypeScript (src/providers/payments/sandbox-checkout/checkout.ts):
// the module that serves it gets the compiled text instead of compiling it when the server starts.
const sandboxCheckout = {
  name: 'sandbox-checkout',
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]sandbox-checkout-script\.ts$/ }, () => ({
      contents: `export const SANDBOX_CHECKOUT_SCRIPT = ${JSON.stringify(compileSandboxCheckout())};\n`,
      loader: 'js',
    }));
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts', 'src/seed/cli.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  plugins: [sandboxCheckout],
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.info('api built to apps/api/dist');
