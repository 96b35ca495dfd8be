import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const clientDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Where the game server listens in development (`vite client` proxies the HTTP API to it). */
const serverUrl = process.env.GAME_SERVER_URL ?? 'http://localhost:2567';

export default defineConfig({
  root: clientDir,
  base: '/',
  // Preact through esbuild's automatic JSX runtime: no extra plugin needed.
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  resolve: {
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  },
  server: {
    // The shared rules engine lives outside the client root.
    fs: { allow: [repoRoot] },
    // The lobby's HTTP API goes through the dev server; Colyseus itself is reached directly
    // (see client/src/net/endpoint.ts), its matchmaker answers cross-origin requests.
    proxy: { '/api': serverUrl },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written for debugging but not referenced from the bundles; the server never serves
    // them in production (server/http/app.ts).
    sourcemap: 'hidden',
  },
});
