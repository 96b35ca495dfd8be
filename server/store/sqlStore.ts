// The game store on SQL (SQLite, PGlite or a PostgreSQL server: the same statements but for the
// few SQLite writes otherwise, see sql.ts and dialect.ts). Every
// write is one statement or one transaction, so a crash leaves a game as it was before or after a
// write, never between.
import { DEFAULT_PACE, type ChatLinePayload } from '../../shared/protocol.js';
import type { MatchSummary } from '../../shared/matches.js';
import {
  accessOf,
  checkFindCount,
  summaryOf,
  type GameStore,
  type MatchAccess,
  type LobbyRecord,
  type Standing,
  type StoredAction,
  type StoredGame,
  type StoredSeat,
} from './gameStore.js';
import { GameDamagedError, damageOf, isDataDamage, unreadable, type DamagedGame } from './gameDamage.js';
import { writeBackup, type BackupSummary } from './backup.js';
import { GroupCommit } from './groupCommit.js';
import { isAnyOf, recordset } from './dialect.js';
import type { Queryable, SqlDatabase } from './sql.js';
import { INITIAL_RATING, rateGame, type RatedSeat } from '../accounts/ratings.js';

interface GameRow {
  room_id: string;
  game: string;
  status: StoredGame['status'];
  private: boolean;
  invite_code: string | null;
  player_count: number;
  options: unknown;
  pace: StoredGame['pace'];
  seats: (StoredSeat | null)[];
  host_seat: number;
  config: Record<string, unknown> | null;
  secret_key: string | null;
  result: unknown;
  standings: Standing[] | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  /** Actions acknowledged (written with each append; gameDamage.ts). */
  action_count: number;
  damage?: Omit<DamagedGame, 'roomId'> | null;
  /** Absent from the public columns. */
  chat?: ChatLinePayload[];
}

const PUBLIC_COLUMNS = `room_id, game, status, private, invite_code, player_count, options, pace, seats, host_seat,
  standings, created_at, started_at, finished_at, action_count`;

const json = (value: unknown) => JSON.stringify(value ?? null);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function gameOf(row: GameRow, actions: StoredAction[]): StoredGame {
  return {
    roomId: row.room_id,
    matchId: row.room_id,
    game: row.game,
    status: row.status,
    private: row.private,
    inviteCode: row.invite_code,
    playerCount: row.player_count,
    options: row.options,
    pace: row.pace,
    seats: row.seats,
    hostSeat: row.host_seat,
    config: row.config ? { ...row.config, key: row.secret_key } : null,
    actions,
    result: row.result,
    standings: row.standings,
    chat: row.chat ?? [],
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}

function publicSummary(row: GameRow): MatchSummary {
  return summaryOf(gameOf({ ...row, config: null, secret_key: null, result: null }, []), row.action_count ?? 0);
}

type Append = { roomId: string; entry: StoredAction };

/**
 * One statement checks and writes a batch of actions (one per room: a room waits for each append):
 * for each, the game is being played and this is the next index after the acknowledged count, which
 * it moves on with the action. A second writer (an old process still running) waits on the game
 * row's lock, then finds the count moved and writes nothing; so does a gap or a repeat. The count is
 * what tells a damaged log from a whole one. Returns, item by item, whether it was written.
 */
async function appendActions(db: SqlDatabase, batch: Append[]): Promise<boolean[]> {
  if (db.dialect === 'sqlite') return appendActionsSqlite(db, batch);
  // Alone (the usual case at a human pace), the plainer statement: it costs the store half as much.
  if (batch.length === 1) {
    const [{ roomId, entry }] = batch as [Append];
    const { rowCount } = await db.query(
      `WITH counted AS (
         UPDATE games SET action_count = $2
         WHERE room_id = $1 AND status = 'playing' AND damage IS NULL AND action_count = $2 - 1
         RETURNING room_id)
       INSERT INTO actions (room_id, idx, seat, action, auto, at)
       SELECT room_id, $2, $3, $4::jsonb, $5, $6 FROM counted`,
      [roomId, entry.index, entry.seat, json(entry.action), entry.auto, entry.at],
    );
    return [rowCount === 1];
  }
  const input = batch.map(({ roomId, entry }) => ({
    room_id: roomId,
    idx: entry.index,
    seat: entry.seat,
    action: entry.action,
    auto: entry.auto,
    at: entry.at,
  }));
  const { rows } = await db.query<{ room_id: string; idx: number }>(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(room_id text, idx integer, seat integer, action jsonb, auto boolean, at timestamptz)),
     counted AS (
       UPDATE games SET action_count = input.idx FROM input
       WHERE games.room_id = input.room_id AND games.status = 'playing' AND games.damage IS NULL AND games.action_count = input.idx - 1
       RETURNING games.room_id, input.idx)
     INSERT INTO actions (room_id, idx, seat, action, auto, at)
     SELECT input.room_id, input.idx, input.seat, input.action, input.auto, input.at FROM input JOIN counted USING (room_id, idx)
     RETURNING room_id, idx`,
    [json(input)],
  );
  const written = new Set(rows.map((r) => `${r.room_id} ${r.idx}`));
  return batch.map(({ roomId, entry }) => written.has(`${roomId} ${entry.index}`));
}

/** The same on SQLite, which has no UPDATE inside WITH: the check-and-count and the insert as two
 * statements, the whole batch in one transaction (which holds the database: nothing comes between). */
async function appendActionsSqlite(db: SqlDatabase, batch: Append[]): Promise<boolean[]> {
  return db.transaction(async (tx) => {
    const written: boolean[] = [];
    for (const { roomId, entry } of batch) {
      const { rowCount } = await tx.query(
        `UPDATE games SET action_count = $2 WHERE room_id = $1 AND status = 'playing' AND damage IS NULL AND action_count = $2 - 1`,
        [roomId, entry.index],
      );
      if (rowCount === 1) {
        await tx.query(`INSERT INTO actions (room_id, idx, seat, action, auto, at) VALUES ($1, $2, $3, $4, $5, $6)`, [
          roomId,
          entry.index,
          entry.seat,
          json(entry.action),
          entry.auto,
          entry.at,
        ]);
      }
      written.push(rowCount === 1);
    }
    return written;
  });
}

export class SqlGameStore implements GameStore {
  /** Appends of every room, written a batch per turn of the event loop (groupCommit.ts). */
  private readonly appends: GroupCommit<Append>;

  /** The database, for the other stores kept in it (moderationStore.ts). */
  constructor(readonly db: SqlDatabase) {
    this.appends = new GroupCommit((batch) => appendActions(db, batch));
  }

  get driver(): SqlDatabase['driver'] {
    return this.db.driver;
  }

  async saveLobby(lobby: LobbyRecord): Promise<void> {
    const { rowCount } = await this.db.query(
      `INSERT INTO games (room_id, game, status, private, invite_code, player_count, options, seats, host_seat, pace)
       VALUES ($1, $2, 'lobby', $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9)
       ON CONFLICT (room_id) DO UPDATE SET seats = EXCLUDED.seats, host_seat = EXCLUDED.host_seat,
         player_count = EXCLUDED.player_count
       WHERE games.status = 'lobby'`,
      [
        lobby.roomId,
        lobby.game,
        lobby.private,
        lobby.inviteCode,
        lobby.playerCount,
        json(lobby.options),
        json(lobby.seats),
        lobby.hostSeat,
        lobby.pace ?? DEFAULT_PACE,
      ],
    );
    if (rowCount !== 1) throw new Error(`room ${lobby.roomId} is no longer in the lobby`);
  }

  async begin(roomId: string, start: { config: { key: string }; seats: StoredSeat[]; startedAt: string }): Promise<void> {
    const { key, ...config } = start.config;
    const { rowCount } = await this.db.query(
      `UPDATE games SET status = 'playing', config = $2::jsonb, secret_key = $3, seats = $4::jsonb,
         player_count = $5, started_at = $6
       WHERE room_id = $1 AND status = 'lobby'`,
      [roomId, json(config), key, json(start.seats), start.seats.length, start.startedAt],
    );
    if (rowCount !== 1) throw new Error(`room ${roomId} is not a saved lobby`);
  }

  async append(roomId: string, entry: StoredAction): Promise<void> {
    if (!(await this.appends.add({ roomId, entry }))) {
      throw new Error(`room ${roomId}: action ${entry.index} is not the next action of a game being played`);
    }
  }

  async finish(roomId: string, result: unknown, standings: Standing[] | null, rated: RatedSeat[] = []): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ game: string }>(
        `UPDATE games SET status = 'finished', result = $2::jsonb, standings = $3::jsonb, finished_at = now()
         WHERE room_id = $1 AND status = 'playing' RETURNING game`,
        [roomId, json(result), json(standings)],
      );
      if (rows.length !== 1) throw new Error(`room ${roomId} is not a game being played`);
      if (rated.length >= 2) await rateInTransaction(tx, roomId, rows[0]!.game, rated);
    });
  }

  async saveChat(roomId: string, lines: ChatLinePayload[]): Promise<void> {
    const { rowCount } = await this.db.query(`UPDATE games SET chat = $2::jsonb WHERE room_id = $1`, [roomId, json(lines)]);
    if (rowCount !== 1) throw new Error(`room ${roomId} is not stored`);
  }

  async abandon(roomId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM games WHERE room_id = $1 AND status = 'lobby'`, [roomId]);
      await tx.query(`UPDATE games SET status = 'abandoned' WHERE room_id = $1 AND status = 'playing'`, [roomId]);
    });
  }

  async load(roomId: string): Promise<StoredGame | null> {
    return loadGame(this.db, roomId);
  }

  async liveIds(): Promise<string[]> {
    const { rows } = await this.db.query<{ room_id: string }>(
      `SELECT room_id FROM games WHERE status IN ('lobby', 'playing') AND damage IS NULL ORDER BY created_at`,
    );
    return rows.map((r) => r.room_id);
  }

  async markDamaged(damage: DamagedGame): Promise<void> {
    const { roomId, ...what } = damage;
    await this.db.query(`UPDATE games SET damage = $2::jsonb, damaged_at = now() WHERE room_id = $1 AND damage IS NULL`, [roomId, json(what)]);
  }

  async damaged(): Promise<DamagedGame[]> {
    const { rows } = await this.db.query<{ room_id: string; damage: Omit<DamagedGame, 'roomId'> }>(
      `SELECT room_id, damage FROM games WHERE damage IS NOT NULL AND status IN ('lobby', 'playing') ORDER BY damaged_at, room_id`,
    );
    return rows.map((r) => ({ roomId: r.room_id, ...r.damage }));
  }

  async live(): Promise<StoredGame[]> {
    const games: StoredGame[] = [];
    for (const roomId of await this.liveIds()) {
      const game = await loadGame(this.db, roomId);
      if (game) games.push(game);
    }
    return games;
  }

  async recent(page: number, pageSize: number): Promise<{ matches: MatchSummary[]; hasMore: boolean }> {
    const { rows } = await this.db.query<GameRow>(
      `SELECT ${PUBLIC_COLUMNS} FROM games g WHERE status = 'finished' AND NOT private
       ORDER BY finished_at DESC, room_id LIMIT $1 OFFSET $2`,
      [pageSize + 1, page * pageSize],
    );
    return { matches: rows.slice(0, pageSize).map(publicSummary), hasMore: rows.length > pageSize };
  }

  async findMatches(roomIds: string[]): Promise<{ summary: MatchSummary; access: MatchAccess }[]> {
    checkFindCount(roomIds);
    if (roomIds.length === 0) return [];
    const { rows } = await this.db.query<GameRow>(`SELECT ${PUBLIC_COLUMNS} FROM games g WHERE ${isAnyOf(this.db, 'room_id', '$1', 'text')}`, [roomIds]);
    const byId = new Map(rows.map((row) => [row.room_id, row]));
    return roomIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ summary: publicSummary(row), access: accessOf({ private: row.private, inviteCode: row.invite_code, seats: row.seats }) }] : [];
    });
  }

  async summary(roomId: string): Promise<MatchSummary | null> {
    const { rows } = await this.db.query<GameRow>(`SELECT ${PUBLIC_COLUMNS} FROM games g WHERE room_id = $1`, [roomId]);
    return rows[0] ? publicSummary(rows[0]) : null;
  }

  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }

  /** Writes a consistent backup of every table while the store serves (backup.ts). */
  backup(write: (chunk: string) => Promise<void> | void, pageSize?: number): Promise<BackupSummary> {
    return writeBackup(this.db, write, pageSize);
  }

  close(): Promise<void> {
    return this.db.close();
  }
}

/** A stored game with its whole log; throws GameDamagedError when the log is not whole. The game
 * row is read first: an action appended meanwhile can only make the log longer than its count. */
async function loadGame(db: Queryable, roomId: string): Promise<StoredGame | null> {
  const { rows } = await db.query<GameRow>(`SELECT * FROM games WHERE room_id = $1`, [roomId]);
  const row = rows[0];
  if (!row) return null;
  let actions: { rows: { idx: number; seat: number; action: unknown; auto: boolean; at: Date }[] };
  try {
    actions = await db.query(`SELECT idx, seat, action, auto, at FROM actions WHERE room_id = $1 ORDER BY idx`, [roomId]);
  } catch (e) {
    if (isDataDamage(e)) throw new GameDamagedError(unreadable(roomId, row.action_count, e));
    throw e;
  }
  const damage = damageOf(
    roomId,
    row.action_count,
    actions.rows.map((a) => a.idx),
  );
  if (damage) throw new GameDamagedError(damage);
  return gameOf(
    row,
    actions.rows.map((a) => ({ index: a.idx, seat: a.seat, action: a.action, auto: a.auto, at: iso(a.at)! })),
  );
}

/**
 * Moves the rated seats' ratings, inside the transaction that finishes the game: the current ones
 * are read under lock (two games finishing at once rate one after the other), the new ones written
 * with one history row each, whose key (room, account) makes a second rating of the game fail the
 * whole transaction. A seat whose account was deleted meanwhile is left out.
 */
async function rateInTransaction(tx: Queryable, roomId: string, game: string, rated: RatedSeat[]): Promise<void> {
  const ids = rated.map((s) => s.accountId);
  const { rows: accounts } = await tx.query<{ id: string }>(
    `SELECT CAST(id AS text) AS id FROM accounts WHERE ${isAnyOf(tx, 'id', '$1', 'bigint')} ORDER BY id FOR UPDATE`,
    [ids],
  );
  const present = new Set(accounts.map((a) => a.id));
  const seats = rated.filter((s) => present.has(s.accountId));
  if (seats.length < 2) return;
  const { rows } = await tx.query<{ account_id: string; mu: number; sigma: number }>(
    `SELECT CAST(account_id AS text) AS account_id, mu, sigma FROM ratings WHERE game = $1 AND ${isAnyOf(tx, 'account_id', '$2', 'bigint')}`,
    [game, seats.map((s) => s.accountId)],
  );
  const current = new Map(rows.map((r) => [r.account_id, { mu: Number(r.mu), sigma: Number(r.sigma) }]));
  const before = seats.map((s) => ({ ...s, ...(current.get(s.accountId) ?? INITIAL_RATING) }));
  const after = rateGame(before);
  const input = before.map((s, i) => ({
    account_id: s.accountId,
    rank: s.rank,
    mu_before: s.mu,
    sigma_before: s.sigma,
    mu: after[i]!.mu,
    sigma: after[i]!.sigma,
  }));
  const float = 'double precision';
  await tx.query(
    `INSERT INTO rating_history (account_id, room_id, game, rank, mu_before, sigma_before, mu, sigma)
     SELECT i.account_id, $2, $3, i.rank, i.mu_before, i.sigma_before, i.mu, i.sigma
     FROM ${recordset(tx, '$1', 'i', [
       ['account_id', 'bigint'],
       ['rank', 'integer'],
       ['mu_before', float],
       ['sigma_before', float],
       ['mu', float],
       ['sigma', float],
     ])}`,
    [json(input), roomId, game],
  );
  // WHERE true: SQLite would read the ON of ON CONFLICT as a join's after a FROM without WHERE.
  await tx.query(
    `INSERT INTO ratings (account_id, game, mu, sigma, games, updated_at)
     SELECT i.account_id, $2, i.mu, i.sigma, 1, now()
     FROM ${recordset(tx, '$1', 'i', [
       ['account_id', 'bigint'],
       ['mu', float],
       ['sigma', float],
     ])} WHERE true
     ON CONFLICT (account_id, game) DO UPDATE SET mu = EXCLUDED.mu, sigma = EXCLUDED.sigma, games = ratings.games + 1, updated_at = now()`,
    [json(input), game],
  );
}
