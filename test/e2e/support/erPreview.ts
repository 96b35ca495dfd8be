// The ER preview page (client/er-preview.html) built on its own with Vite into a temporary
// directory and served by a tiny static server: the ER views run in Chromium without a game server.
import { mkdtempSync, readFileSync, rmSync, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { ROOT } from './server.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

export async function servePreview(): Promise<PreviewServer> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'er-preview-'));
  await build({
    configFile: path.join(ROOT, 'client/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rollupOptions: { input: path.join(ROOT, 'client/er-preview.html') } },
  });
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(outDir, path.normalize(url.pathname === '/' ? '/er-preview.html' : url.pathname));
    if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/er-preview.html`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(outDir, { recursive: true, force: true });
      }),
  };
}
