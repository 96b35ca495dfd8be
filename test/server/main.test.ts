// The entry point as it runs in production: the server bundle (`npm run build:server`, as the
// Docker image builds it) started by node alone; environment config, static client with SPA
// fallback, JSON logs, and a graceful stop on SIGTERM.
import { spawn } from 'node:child_process';
import { builtinModules } from 'node:module';
import { mkdtempSync, writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { waitFor } from './harness.js';
import { ensureServerBuilt } from '../support/serverProcess.js';

describe('configuration', () => {
  it('has defaults and reads the environment', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ port: 2567, logLevel: 'info', reconnectSeconds: 120, production: false, corsOrigins: '*' });
    const custom = loadConfig({
      PORT: '3000',
      LOG_LEVEL: 'warn',
      RECONNECT_SECONDS: '30',
      NODE_ENV: 'production',
      CORS_ORIGINS: 'https://a.test, https://b.test',
      MAX_SPECTATORS: '',
    });
    expect(custom).toMatchObject({ port: 3000, logLevel: 'warn', reconnectSeconds: 30, production: true, maxSpectators: 20 });
    expect(custom.corsOrigins).toEqual(['https://a.test', 'https://b.test']);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the server bundle, run by node alone', () => {
  // The package.json script itself (test/support/serverProcess.ts builds with it, the bundle inside
  // the repository under the ignored dist/, so that node finds node_modules from there, as it does
  // in the image).
  let bundle = '';
  beforeAll(() => {
    bundle = ensureServerBuilt();
  }, 60_000);

  it('imports only packages the image installs (dependencies, not devDependencies)', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const allowed = new Set([...Object.keys(pkg.dependencies), ...builtinModules]);
    const imported = new Set<string>();
    for (const [, spec] of readFileSync(bundle, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\(\s*)['"]([^'"./][^'"]*)['"]/g)) {
      const name = spec!.startsWith('node:') ? spec!.slice(5) : spec!.startsWith('@') ? spec!.split('/').slice(0, 2).join('/') : spec!.split('/')[0]!;
      imported.add(name);
    }
    // The scan sees static and dynamic imports of packages.
    expect(imported.has('@colyseus/redis-driver') && imported.has('@electric-sql/pglite')).toBe(true);
    expect([...imported].filter((name) => !allowed.has(name))).toEqual([]);
  });

  it('serves the built client, logs JSON in production and stops cleanly on SIGTERM', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dh-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Dice Hospital</title>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'big.js'), `console.log(${JSON.stringify('dice '.repeat(2000))})`);
    writeFileSync(path.join(dist, 'assets', 'big.js.map'), '{"version":3,"sources":["secret.ts"]}');
    const { NODE_OPTIONS: _, ...env } = process.env; // no loader of any kind
    const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
      cwd: ROOT,
      env: { ...env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'info', STATIC_DIR: dist, DATA_DIR: path.join(dist, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitFor(() => out.includes('"event":"listening"'), 'listening', 60_000);
      const listening = out
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .find((l) => l.event === 'listening');
      const base = `http://127.0.0.1:${listening.port}`;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const index = await fetch(`${base}/`);
      expect(await index.text()).toContain('Dice Hospital');
      expect(index.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await (await fetch(`${base}/join/ABC234`)).text()).toContain('Dice Hospital');
      expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('console.log(1)');
      expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
      // Delivery: hashed assets cached for good and compressed, the page revalidated, no public source maps.
      const big = await fetch(`${base}/assets/big.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(big.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
      expect(big.headers.get('content-encoding')).toBe('gzip');
      expect(index.headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${base}/assets/big.js.map`)).status).toBe(404);
      expect((await fetch(`${base}/api/rooms`)).headers.get('content-type')).toContain('application/json');
      // Every log line is JSON in production.
      const lines = out.trim().split('\n').filter(Boolean);
      expect(lines.every((l) => JSON.parse(l).level !== undefined)).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(out).toContain('"event":"stopped"');
  }, 90_000);
});
