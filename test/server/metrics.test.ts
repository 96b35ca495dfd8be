// GET /metrics: after a game played to its end by real clients, the scrape shows its actions and
// the three parts of their latency (engine, store, patch) with non-zero counts, its room and the
// process's own figures (event-loop lag, heap, RSS), every series labelled with the process. The
// operator's token guards it: 401 without it, with a wrong one, and when none is configured; and
// the operators' endpoints are rate-limited per address.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { hostname } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { requireOperator } from '../../server/http/operatorAuth.js';
import { memoryLimiters, rateLimit } from '../../server/http/rateLimit.js';
import { playPublicMatch } from '../support/playMatch.js';
import { GAMES_UNDER_TEST } from './gamesUnderTest.js';
import { bootServer, fetchJson, type TestServer } from './harness.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TOKEN = 'metrics-test-token-0123456789';
/** Without PUBLIC_ADDRESS (which clients are sent to), the process is named by host and pid. */
const PROCESS = `${hostname()}:${process.pid}`;
const game = GAMES_UNDER_TEST[0]!;

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer({ adminToken: TOKEN, codeLookupsPerMinute: 2 });
});
afterAll(async () => {
  await ts.cleanup();
  await ts.shutdown();
});

const scrape = (token: string | null = TOKEN) => fetchJson(`${ts.httpUrl}/metrics`, token === null ? {} : { headers: { Authorization: `Bearer ${token}` } });

/** The value of one series, found by its name and labels (in any order). */
function value(text: string, name: string, labels: Record<string, string>): number | null {
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)\{(.*)\} (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries([...m[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return null;
}

describe('GET /metrics', () => {
  it('shows a played game: its actions, the engine, store and patch latency histograms, rooms, and the process', async () => {
    const { state } = await playPublicMatch(ts.sdk, game, ['Ada', 'Bo']);
    const played = (state as { actionCount: number }).actionCount;
    expect(played).toBeGreaterThan(0);
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body as string;
    const labels = { game: game.id, process: PROCESS };
    expect(value(text, 'dh_actions_total', labels)).toBeGreaterThanOrEqual(played);
    for (const part of ['engine', 'store', 'patch']) {
      expect(value(text, 'dh_action_duration_seconds_count', { ...labels, part }), part).toBeGreaterThanOrEqual(played);
      expect(value(text, 'dh_action_duration_seconds_sum', { ...labels, part }), part).toBeGreaterThan(0);
    }
    expect(value(text, 'dh_store_up', { process: PROCESS })).toBe(1);
    expect(value(text, 'dh_store_outage_seconds_total', { process: PROCESS })).toBe(0);
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes']) {
      expect(text).toMatch(new RegExp(`^${name}\\{process="${PROCESS}"\\} \\d`, 'm'));
    }
  }, 120_000);

  it('counts refusals by code and rooms by phase while they are open', async () => {
    const host = await ts.sdk.create(game.id, { name: 'Cy', playerCount: 2 });
    await new Promise<void>((resolve) => {
      host.onMessage('error', () => resolve());
      host.onMessage('*', () => undefined);
      host.send('action', { action: { type: 'nothing' } }); // before the start: not_started
    });
    const text = (await scrape()).body as string;
    expect(value(text, 'dh_refusals_total', { code: 'not_started' })).toBeGreaterThanOrEqual(1);
    expect(value(text, 'dh_rooms', { game: game.id, phase: 'lobby' })).toBe(1);
    expect(value(text, 'dh_connections', { game: game.id, role: 'player' })).toBe(1);
    await host.leave();
  });

  it('counts requests refused by a rate limit, by limit', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await ts.get('/api/rooms/by-code/ABCDEF')).status);
    expect(answers).toEqual([404, 404, 429]);
    const text = (await scrape()).body as string;
    expect(value(text, 'dh_rate_limited_total', { limit: 'code-lookups' })).toBe(1);
  });

  it('answers 401 without the token and with a wrong one, and counts them', async () => {
    const none = await scrape(null);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 'unauthorized', message: expect.stringContaining('operator token') });
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await scrape('metrics-test-token-0123456780');
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('unauthorized');
    expect((await scrape(TOKEN.slice(0, 10))).status).toBe(401);
    const text = (await scrape()).body as string;
    expect(value(text, 'dh_operator_refusals_total', { reason: 'missing' })).toBeGreaterThanOrEqual(1);
    expect(value(text, 'dh_operator_refusals_total', { reason: 'wrong' })).toBeGreaterThanOrEqual(2);
    // The backup endpoint has the same door; this server keeps games in memory: nothing to back up.
    expect((await fetchJson(`${ts.httpUrl}/api/admin/backup`)).status).toBe(401);
    expect((await fetchJson(`${ts.httpUrl}/api/admin/backup`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(501);
  });
});

describe('what operators read about the metrics', () => {
  it('every metric the docs and the Grafana dashboard name is one the server exports; every dh_ metric is documented', async () => {
    const exported = new Set([...((await scrape()).body as string).matchAll(/^# HELP (\S+)/gm)].map((m) => m[1]!));
    const docs = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
    const documented = new Set([...docs.matchAll(/`((?:dh|nodejs|process)_[a-z0-9_]+)`/g)].map((m) => m[1]!));
    const dashboard = JSON.parse(readFileSync(path.join(ROOT, 'deploy/grafana-dashboard.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    const charted = dashboard.panels.flatMap((p) => p.targets.flatMap((t) => [...t.expr.matchAll(/\b((?:dh|nodejs|process)_[a-z0-9_]+)/g)].map((m) => m[1]!)));
    for (const name of [...documented, ...charted]) expect(exported, name).toContain(name.replace(/_(bucket|count|sum)$/, ''));
    for (const name of exported) if (name.startsWith('dh_')) expect(documented, name).toContain(name);
    // Prometheus scrapes every server process of the compose file.
    const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    const servers = [...compose.matchAll(/^ {2}(server\d+):$/gm)].map((m) => `${m[1]}:2567`);
    const prometheus = readFileSync(path.join(ROOT, 'deploy/prometheus.yml'), 'utf8');
    expect(servers.length).toBeGreaterThan(0);
    for (const target of servers) expect(prometheus).toContain(`'${target}'`);
  });
});

describe('the operators’ door (requireOperator)', () => {
  /** A real HTTP server with the operators' middleware in front of one answer. */
  async function door(token: string | undefined, perMinute = 100): Promise<{ url: string; close(): void }> {
    const app = express();
    app.get('/x', rateLimit(memoryLimiters()('operator', perMinute)), requireOperator(token), (_req, res) => res.json({ ok: true }));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`, close: () => server.close() };
  }

  it('refuses everyone with 401 when ADMIN_TOKEN is not configured, saying so', async () => {
    const d = await door(undefined);
    const res = await fetchJson(d.url, { headers: { Authorization: 'Bearer anything-at-all-0123456' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'operator_token_unset', message: expect.stringContaining('ADMIN_TOKEN') });
    d.close();
  });

  it('lets the right token through and rate-limits every attempt per address', async () => {
    const d = await door(TOKEN, 3);
    expect((await fetchJson(d.url, { headers: { Authorization: `Bearer ${TOKEN}` } })).body).toEqual({ ok: true });
    expect((await fetchJson(d.url, { headers: { Authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(401);
    expect((await fetchJson(d.url, { headers: { Authorization: 'Basic abc' } })).status).toBe(401);
    const limited = await fetchJson(d.url, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(limited.status).toBe(429);
    d.close();
  });

  it('ADMIN_TOKEN is at least 16 characters', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN: must be at least 16 characters/);
    expect(loadConfig({ ADMIN_TOKEN: TOKEN }).adminToken).toBe(TOKEN);
    expect(loadConfig({}).adminToken).toBeNull();
  });
});
