// The database goes away mid-game and comes back: the health check says not ready, actions are
// refused with a clear error and change nothing, and everything recovers by itself. The outage is
// real: the server reaches PostgreSQL through a TCP relay that this test cuts and restores.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/protocol.js';
import { openGameStore } from '../../server/store/openStore.js';
import type { SqlGameStore } from '../../server/store/sqlStore.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { actionCount, bootServer, create, joinById, playUntil, waitFor, type TestClient, type TestServer } from './harness.js';
import { legalActions, pendingSeats } from '../../shared/games/dice-hospital/index.js';

const hasPostgres = await postgresAvailable();

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(5432, '127.0.0.1');
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => this.sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

describe.skipIf(!hasPostgres)('when the database is unreachable', () => {
  const relay = new Relay();
  let ts: TestServer;
  let store: SqlGameStore;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await freshDatabase();
    drop = db.drop;
    await relay.open();
    const url = new URL(db.url);
    url.port = String(relay.port);
    store = await openGameStore({ databaseUrl: url.toString(), dataDir: null });
    ts = await bootServer({}, undefined, store);
  });
  afterAll(async () => {
    await ts?.shutdown();
    await store?.close();
    await relay.cut();
    await drop?.();
  });

  it('says so in its health check, refuses actions with a clear error, and recovers by itself', async () => {
    const host = await create(ts, { name: 'Ada', playerCount: 2 });
    const guest = await joinById(ts, host.room.roomId, { name: 'Bo' });
    const players: TestClient[] = [host, guest];
    await waitFor(() => actionCount(host) >= 0, 'the game to start');
    await playUntil(players, (view) => view.actionCount >= 4);
    expect((await ts.get('/healthz')).body).toEqual({ status: 'ok' });

    await relay.cut();
    const seat = pendingSeats(host.view())[0]!;
    const actor = players.find((p) => p.seat === seat)!;
    const before = actionCount(actor);
    const errors = actor.errors.length;
    actor.send(legalActions(actor.view(), seat)[0]);
    await waitFor(() => actor.errors.length > errors, 'the refusal', 20_000);
    expect(actor.errors.at(-1)!.code).toBe(ErrorCode.storeFailed);
    expect(actor.errors.at(-1)!.message).toMatch(/not played/);
    await waitFor(() => false, '', 200).catch(() => undefined);
    expect(players.map(actionCount)).toEqual([before, before]); // nothing changed
    const health = await ts.get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'store_unreachable' });
    // While it is down, a second try is refused at once (no wait on connection timeouts).
    const t0 = Date.now();
    actor.send(legalActions(actor.view(), seat)[0]);
    await waitFor(() => actor.errors.length > errors + 1, 'the second refusal');
    expect(Date.now() - t0).toBeLessThan(1000);

    await relay.open(); // same port: the database is back
    await waitFor(() => false, '', 100).catch(() => undefined);
    const start = Date.now();
    for (;;) {
      if ((await ts.get('/healthz')).status === 200) break;
      if (Date.now() - start > 15_000) throw new Error('health did not recover');
      await new Promise((r) => setTimeout(r, 200));
    }
    await playUntil(players, () => false);
    expect(host.view().phase).toBe('gameOver');
    // The result is stored just after the last state goes out (clients may see the end first).
    const stored = async () => (await store.load(host.room.roomId))!.status;
    for (const deadline = Date.now() + 5_000; (await stored()) !== 'finished' && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
    expect(await stored()).toBe('finished');
  }, 60_000);
});
