// npm run deploy:rolling [-- --processes 3 --games 6]
// A rolling update of a deployment of several processes (PostgreSQL and Redis, as the compose stack
// runs), replayed against local processes while people play: each process in turn is drained (no
// new rooms), stopped with SIGTERM (its rooms are written back and their players told to come back),
// and started again (the new version); its games are restored by a process that is up and their
// players come back with their seat tokens through the front door (a load balancer's stand-in that
// sends each new connection to a process that is up). Prints what the players saw: the longest pause
// in a game, and the actions acknowledged to a player that the store lost (expected 0).
// Needs PostgreSQL and Redis (the machine's own; see docs/operations.md).
import net from 'node:net';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Client } from 'colyseus.js';
import pg from 'pg';
import { legalActions, pendingSeats } from '../shared/games/dice-hospital/index.js';
import { GAME_ID as ROOM_NAME } from '../shared/games/dice-hospital/info.js';
import { freshDatabase } from '../test/support/postgres.js';
import { freshRedis } from '../test/support/redis.js';
import { ServerProcess, freePort } from '../test/support/serverProcess.js';
import { actionCount, quickChooser, track, type TestClient } from '../test/server/harness.js';

const ADMIN_TOKEN = 'rolling-deploy-demo-token-0123456789';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RollingReport {
  processes: number;
  games: number;
  /** Per process rolled: from the drain to the new process answering /healthz. */
  rolls: { port: number; drainedToHealthyMs: number; gamesMoved: number }[];
  /** Actions acknowledged to players over the whole run. */
  actions: number;
  /** Acknowledged to a player but missing from the store, over every game (expected 0). */
  lost: number;
  /** The longest time a game made no progress while the rolls went on (a player's longest wait). */
  longestPauseMs: number;
  /** Times a player's connection was closed and came back to its seat. */
  returns: number;
}

/** Sends each new connection to the next process that is up, as a load balancer does. */
class FrontDoor {
  readonly up = new Set<number>();
  private next = 0;
  private readonly server = net.createServer((socket) => {
    const ports = [...this.up];
    if (ports.length === 0) return void socket.destroy();
    const upstream = net.connect(ports[this.next++ % ports.length]!, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    const close = () => (socket.destroy(), upstream.destroy());
    socket.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  close(): void {
    this.server.close();
  }
}

/** One player: plays the quick chooser at a human-ish pace and comes back after every closed connection. */
class Player {
  client!: TestClient;
  seat = -1;
  token = '';
  /** The highest action count this player saw acknowledged. */
  seen = 0;
  returns = 0;
  private stopped = false;

  constructor(
    private readonly sdk: Client,
    readonly roomId: string,
  ) {}

  adopt(client: TestClient): void {
    this.client = client;
    client.room.onStateChange(() => (this.seen = Math.max(this.seen, actionCount(client))));
    client.room.onLeave(() => void this.comeBack());
  }

  private async comeBack(): Promise<void> {
    while (!this.stopped) {
      try {
        const room = await this.sdk.joinById(this.roomId, { seatToken: this.token });
        this.returns++;
        this.adopt(track(room));
        return;
      } catch {
        await sleep(250); // the room is being restored by another process: a moment later
      }
    }
  }

  /** Sends one legal action when the game waits for this seat. */
  act(): void {
    const { client } = this;
    // After coming back, the state may arrive before the message that says the seat is held again.
    if (this.stopped || !client.room.connection.isOpen || client.seat === null || client.json().game === undefined) return;
    const view = client.view();
    if (view.phase === 'gameOver' || !pendingSeats(view).includes(this.seat)) return;
    client.send(quickChooser(legalActions(view, this.seat), view, this.seat));
  }

  get over(): boolean {
    return this.client.seat !== null && this.client.json().game !== undefined && this.client.view().phase === 'gameOver';
  }

  stop(): void {
    this.stopped = true;
    void this.client.room.leave(false).catch(() => undefined);
  }
}

export async function rollingDeploy({ processes = 3, games = 6, log = console.log } = {}): Promise<RollingReport> {
  const [db, redis] = await Promise.all([freshDatabase(), freshRedis()]);
  const door = new FrontDoor();
  const doorPort = await door.listen();
  const servers: ServerProcess[] = [];
  const start = async (port: number) =>
    ServerProcess.start(port, {
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      RESTORE_SWEEP_SECONDS: '1',
      RECONNECT_SECONDS: '120',
      ADMIN_TOKEN,
    });
  const players: Player[] = [];
  let ticker: ReturnType<typeof setInterval> | null = null;
  try {
    for (let i = 0; i < processes; i++) {
      const server = await start(await freePort());
      servers.push(server);
      door.up.add(server.port);
    }
    const sdk = new Client(`ws://127.0.0.1:${doorPort}`);
    for (let g = 0; g < games; g++) {
      const host = track(await sdk.create(ROOM_NAME, { name: `Host ${g}`, playerCount: 2, private: true }));
      await until(() => host.seat !== null && host.json().code !== undefined, 'a room');
      const guest = track(await sdk.joinById(host.room.roomId, { name: `Guest ${g}`, code: host.json().code! }));
      await until(() => guest.seat !== null, 'a seat');
      host.start();
      for (const client of [host, guest]) {
        const player = new Player(sdk, host.room.roomId);
        player.seat = client.seat!;
        player.token = client.token!;
        player.adopt(client);
        players.push(player);
      }
    }
    // Every 300 ms each player whose turn it is moves; progress per game is watched for pauses.
    const lastProgress = new Map<string, { count: number; at: number }>();
    let longestPauseMs = 0;
    ticker = setInterval(() => {
      for (const p of players) p.act();
      const now = Date.now();
      for (const p of players) {
        if (p.over) continue;
        const last = lastProgress.get(p.roomId);
        if (!last || p.seen > last.count) lastProgress.set(p.roomId, { count: Math.max(p.seen, last?.count ?? 0), at: now });
        else longestPauseMs = Math.max(longestPauseMs, now - last.at);
      }
    }, 300);
    const progressed = async (what: string) => {
      const from = new Map(players.map((p) => [p.roomId, p.seen]));
      await until(() => players.every((p) => p.over || p.seen >= from.get(p.roomId)! + 3), what, 60_000);
    };
    await progressed('every game under way');

    const rolls: RollingReport['rolls'] = [];
    for (let i = 0; i < servers.length; i++) {
      const old = servers[i]!;
      const began = Date.now();
      const drain = await fetch(`${old.url}/api/admin/drain`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ draining: true }),
      });
      if (!drain.ok) throw new Error(`draining ${old.url} failed: ${drain.status} ${await drain.text()}`);
      door.up.delete(old.port);
      const held = old.lines.filter((l) => l.event === 'room_created' || l.event === 'room_restored').length;
      await old.kill('SIGTERM');
      const fresh = await start(old.port);
      servers[i] = fresh;
      await until(async () => (await fetch(`${fresh.url}/healthz`).catch(() => null))?.ok === true, 'the new process healthy');
      door.up.add(fresh.port);
      rolls.push({ port: old.port, drainedToHealthyMs: Date.now() - began, gamesMoved: held });
      log(`process :${old.port} rolled in ${Date.now() - began} ms (it had held ${held} room(s))`);
      await progressed(`every game going on after rolling :${old.port}`);
    }
    clearInterval(ticker);
    ticker = null;
    await sleep(500); // the last answers land
    const stored = await storedCounts(db.url);
    let lost = 0;
    const seen = new Map<string, number>();
    for (const p of players) seen.set(p.roomId, Math.max(seen.get(p.roomId) ?? 0, p.seen));
    for (const [roomId, count] of seen) lost += Math.max(0, count - (stored.get(roomId) ?? 0));
    return {
      processes,
      games,
      rolls,
      actions: [...seen.values()].reduce((a, b) => a + b, 0),
      lost,
      longestPauseMs,
      returns: players.reduce((n, p) => n + p.returns, 0),
    };
  } finally {
    if (ticker) clearInterval(ticker);
    for (const p of players) p.stop();
    await Promise.all(servers.map((s) => s.kill('SIGKILL')));
    door.close();
    await db.drop();
    await redis.flush();
  }
}

async function until(predicate: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  while (!(await predicate())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Each game's acknowledged action count, as the store holds it. */
async function storedCounts(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ room_id: string; action_count: number }>('SELECT room_id, action_count FROM games');
    return new Map(rows.map((r) => [r.room_id, r.action_count]));
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { processes: { type: 'string', default: '3' }, games: { type: 'string', default: '6' } } });
  const report = await rollingDeploy({ processes: Number(values.processes), games: Number(values.games) });
  console.log(
    `rolled ${report.processes} processes under ${report.games} games: ${report.actions} actions acknowledged, ${report.lost} lost; ` +
      `players came back ${report.returns} times; longest pause in a game ${(report.longestPauseMs / 1000).toFixed(1)} s`,
  );
  process.exit(report.lost === 0 ? 0 : 1);
}
