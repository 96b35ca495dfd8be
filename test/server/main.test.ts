// The entry point as it runs in production: environment config, static client with SPA fallback,
// JSON logs, and a graceful stop on SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { waitFor } from './harness.js';

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

describe('server/main.ts', () => {
  it('serves the built client, logs JSON in production and stops cleanly on SIGTERM', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dh-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Dice Hospital</title>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'info', STATIC_DIR: dist, DATA_DIR: path.join(dist, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitFor(() => out.includes('"event":"listening"'), 'listening', 20_000);
      const listening = out.split('\n').filter(Boolean).map((l) => JSON.parse(l)).find((l) => l.event === 'listening');
      const base = `http://127.0.0.1:${listening.port}`;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const index = await fetch(`${base}/`);
      expect(await index.text()).toContain('Dice Hospital');
      expect(index.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await (await fetch(`${base}/join/ABC234`)).text()).toContain('Dice Hospital');
      expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('console.log(1)');
      expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
      expect((await fetch(`${base}/api/rooms`)).headers.get('content-type')).toContain('application/json');
      // Every log line is JSON in production.
      const lines = out.trim().split('\n').filter(Boolean);
      expect(lines.every((l) => JSON.parse(l).level !== undefined)).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(out).toContain('"event":"stopped"');
  }, 30_000);
});
