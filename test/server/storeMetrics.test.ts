// The store's metrics through a real outage: the server reaches PostgreSQL through a TCP relay that
// this test cuts and restores. While it is cut, /metrics says the store is down and counts the
// failed calls; once it is back, the outage's seconds stay counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../support/postgres.js';
import type { TcpRelay } from '../support/tcpRelay.js';
import { fetchJson, waitFor, type TestServer } from './harness.js';
import { serverOverRelay } from './relayedStore.js';

const hasPostgres = await postgresAvailable();
const TOKEN = 'store-metrics-token-0123456789';

/** The value of a series without labels other than `process`. */
const valueOf = (text: string, name: string) => Number(new RegExp(`^${name}\\{process="[^"]*"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
const sumOf = (text: string, name: string) => [...text.matchAll(new RegExp(`^${name}\\{[^}]*\\} (\\S+)$`, 'gm'))].reduce((sum, m) => sum + Number(m[1]), 0);

describe.skipIf(!hasPostgres)('store metrics', () => {
  let relay: TcpRelay;
  let ts: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ relay, ts, close } = await serverOverRelay({ adminToken: TOKEN, storeTimeoutMs: 500 }));
  });
  afterAll(async () => close?.());

  const scrape = async () => (await fetchJson(`${ts.httpUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).body as string;

  it('dh_store_up, dh_store_errors_total and dh_store_outage_seconds_total follow an outage', async () => {
    let text = await scrape();
    expect(valueOf(text, 'dh_store_up')).toBe(1);
    expect(valueOf(text, 'dh_store_outage_seconds_total')).toBe(0);

    relay.mode = 'down';
    relay.reset();
    await waitFor(() => !ts.server.services.storeHealth.ready, 'the store to be seen down', 10_000);
    text = await scrape();
    expect(valueOf(text, 'dh_store_up')).toBe(0);
    expect(sumOf(text, 'dh_store_errors_total')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^dh_store_errors_total\{call="ping",process="[^"]*"\} [1-9]/m);
    await new Promise((r) => setTimeout(r, 300));
    expect(valueOf(await scrape(), 'dh_store_outage_seconds_total')).toBeGreaterThan(0.25);

    relay.mode = 'pass';
    await waitFor(() => ts.server.services.storeHealth.ready, 'the store to be back', 10_000);
    text = await scrape();
    expect(valueOf(text, 'dh_store_up')).toBe(1);
    const outage = valueOf(text, 'dh_store_outage_seconds_total');
    expect(outage).toBeGreaterThan(0.25);
    await new Promise((r) => setTimeout(r, 200));
    expect(valueOf(await scrape(), 'dh_store_outage_seconds_total')).toBe(outage); // no longer growing
  }, 60_000);
});
