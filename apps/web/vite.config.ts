import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { copiesWithoutState } from './src/build/copies-without-state';
import { scriptsAfterFirstPaint } from './src/build/scripts-after-first-paint';

const apiTarget = 'http://localhost:3000';

// Pages rendered in the browser that a shopper opens directly: on these paths the page's own chunks start
// with the entry instead of after it (src/build/scripts-after-first-paint.ts).
const PAGES_RENDERED_IN_THE_BROWSER = {
  '/checkout': 'src/features/checkout/pages/checkout-page.tsx',
  '/cart': 'src/features/cart/pages/cart-page.tsx',
};

// Shared modules copied into the lazy chunks that use them (decision 23) whose top-level state is harmless
// when copied; src/build/copies-without-state.ts refuses any other.
const COPIES_ALLOWED = {
  'src/features/cart/use-cart-actions.ts':
    'caches an import() the browser caches anyway, and a flag that only avoids warming that import twice',
};

/** Shared chunks under 4 KiB of source are copied into the chunks that use them instead (decision 23). */
const INLINE_SHARED_BELOW_BYTES = 4096;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [scriptsAfterFirstPaint(PAGES_RENDERED_IN_THE_BROWSER), copiesWithoutState(COPIES_ALLOWED)]),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  // The server renderer (src/entry-server.tsx, built with --ssr into dist/server) is one self-contained file:
  // the API imports it without resolving the web app's packages, in production React's build.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // bench/bundle-size.ts reads the manifest to add up what the home page loads first
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The server renderer is one file: the API loads a fresh instance of it per app, and a lazy page's chunk
      // importing the entry by its plain path would reach another instance (another router context).
      // In the browser's build, a lazy page's small shared modules come inside its chunk, not as chunks of
      // their own (the checkout: 6 files instead of 32; `preserveEntrySignatures` is this option's price).
      ...(isSsrBuild
        ? { output: { codeSplitting: false } }
        : {
            preserveEntrySignatures: false,
            output: {
              codeSplitting: { experimentalInlineCommonChunks: { maxSize: INLINE_SHARED_BELOW_BYTES } },
            },
          }),
      // The shared contracts are pure declarations (zod schemas, route lists): saying so lets the entry take
      // the route list without zod. Feature barrels (features/*/index.ts) only re-export: saying so keeps
      // what a lazy page uses (the sign-in steps) out of the entry when the entry imports the same barrel.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
    },
  },
}));
