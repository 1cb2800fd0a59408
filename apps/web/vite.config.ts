import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { scriptsAfterFirstPaint } from './src/build/scripts-after-first-paint';

const apiTarget = 'http://localhost:3000';

// Pages rendered in the browser that a shopper opens directly: on these paths the page's own chunks start
// with the entry instead of after it (src/build/scripts-after-first-paint.ts).
const PAGES_RENDERED_IN_THE_BROWSER = {
  '/checkout': 'src/features/checkout/pages/checkout-page.tsx',
  '/cart': 'src/features/cart/pages/cart-page.tsx',
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [scriptsAfterFirstPaint(PAGES_RENDERED_IN_THE_BROWSER)]),
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
      ...(isSsrBuild ? { output: { codeSplitting: false } } : {}),
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
