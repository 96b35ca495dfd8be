// Accounts in the game store's database (migration 6): the same statements on SQLite, PGlite and a
// PostgreSQL server, but for the few forms that differ (dialect.ts). Ratings are written by the
// game store's finish (sqlStore.ts), read here.
import type { Standing } from '../../shared/matches.js';
import type { ChatLinePayload } from '../../shared/protocol.js';
import type { StoredSeat } from '../store/gameStore.js';
import { seatsHold } from '../store/dialect.js';
import type { Queryable, SqlDatabase } from '../store/sql.js';
import { MAX_LIVE_ACCOUNT_GAMES, RECENT_ACCOUNT_GAMES } from '../../shared/accounts.js';
import {
  MAX_PASSKEYS_PER_ACCOUNT,
  accountGameOf,
  anonymised,
  withSeatBound,
  type AccountGame,
  profileOf,
  ratingSummary,
  type Account,
  type AccountStore,
  type LeaderboardEntry,
  type NewPasskey,
  type PlayerProfile,
  type RatingSummary,
  type RenameOutcome,
  type StoredPasskey,
} from './accountStore.js';
import type { SkillRating } from './ratings.js';

interface AccountRow {
  id: string;
  username: string;
  created_at: Date | string;
  password_hash?: string | null;
}

interface PasskeyRow {
  credential_id: string;
  account_id: string;
  public_key: string;
  counter: string | number;
  transports: string[] | string;
  created_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const accountOf = (r: AccountRow): Account => ({ id: String(r.id), username: r.username, createdAt: iso(r.created_at) });
const ACCOUNT_COLUMNS = `CAST(id AS text) AS id, username, created_at`;
const PASSKEY_COLUMNS = `credential_id, CAST(account_id AS text) AS account_id, public_key, counter, transports, created_at`;
const passkeyOf = (r: PasskeyRow): StoredPasskey => ({
  credentialId: r.credential_id,
  accountId: String(r.account_id),
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: typeof r.transports === 'string' ? (JSON.parse(r.transports) as string[]) : r.transports,
  createdAt: iso(r.created_at),
});

/** PostgreSQL's error code for a duplicate key. */
const UNIQUE_VIOLATION = '23505';

/** Thrown inside a transaction to roll it back when the passkey is already stored. */
class PasskeyTaken extends Error {}

export class SqlAccountStore implements AccountStore {
  constructor(private readonly db: SqlDatabase) {}

  async create(account: { username: string; usernameKey: string; passwordHash: string }): Promise<Account | null> {
    const { rows } = await this.db.query<AccountRow>(
      `INSERT INTO accounts (username, username_key, password_hash) VALUES ($1, $2, $3)
       ON CONFLICT (username_key) DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
      [account.username, account.usernameKey, account.passwordHash],
    );
    return rows[0] ? accountOf(rows[0]) : null;
  }

  async rename(accountId: string, name: { username: string; usernameKey: string }, changedBefore: Date): Promise<RenameOutcome> {
    // Taken by a rename or sign-up between the check and the update: the unique key refuses it.
    return this.renameChecked(accountId, name, changedBefore).catch((e: unknown) => {
      if ((e as { code?: string }).code === UNIQUE_VIOLATION) return { taken: true } as const;
      throw e;
    });
  }

  private renameChecked(accountId: string, name: { username: string; usernameKey: string }, changedBefore: Date): Promise<RenameOutcome> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ username_changed_at: Date | string | null }>(`SELECT username_changed_at FROM accounts WHERE id = $1 FOR UPDATE`, [
        accountId,
      ]);
      if (!rows[0]) return { gone: true };
      const last = rows[0].username_changed_at;
      if (last !== null && new Date(last) > changedBefore) return { lastChange: iso(last) };
      const taken = await tx.query(`SELECT 1 FROM accounts WHERE username_key = $1 AND id <> $2`, [name.usernameKey, accountId]);
      if (taken.rows.length > 0) return { taken: true };
      const renamed = await tx.query<AccountRow>(
        `UPDATE accounts SET username = $2, username_key = $3, username_changed_at = now() WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
        [accountId, name.username, name.usernameKey],
      );
      return { renamed: accountOf(renamed.rows[0]!) };
    });
  }

  async createWithPasskey(
    account: { username: string; usernameKey: string },
    passkey: NewPasskey,
  ): Promise<{ account: Account } | { taken: 'username' | 'passkey' }> {
    try {
      return await this.db.transaction(async (tx) => {
        const { rows } = await tx.query<AccountRow>(
          `INSERT INTO accounts (username, username_key, password_hash) VALUES ($1, $2, NULL)
           ON CONFLICT (username_key) DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
          [account.username, account.usernameKey],
        );
        if (!rows[0]) return { taken: 'username' as const };
        const created = accountOf(rows[0]);
        if (!(await insertPasskey(tx, created.id, passkey))) throw new PasskeyTaken();
        return { account: created };
      });
    } catch (err) {
      if (err instanceof PasskeyTaken) return { taken: 'passkey' };
      throw err;
    }
  }

  async addPasskey(accountId: string, passkey: NewPasskey): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // The account locked: two additions at once cannot both pass the count.
      const locked = await tx.query(`SELECT id FROM accounts WHERE id = $1 FOR UPDATE`, [accountId]);
      if (locked.rows.length === 0) return false;
      const { rows } = await tx.query<{ n: number }>(`SELECT CAST(count(*) AS integer) AS n FROM passkeys WHERE account_id = $1`, [accountId]);
      if (Number(rows[0]?.n ?? 0) >= MAX_PASSKEYS_PER_ACCOUNT) return false;
      return insertPasskey(tx, accountId, passkey);
    });
  }

  async passkey(credentialId: string): Promise<{ passkey: StoredPasskey; account: Account } | null> {
    const { rows } = await this.db.query<PasskeyRow & { username: string; account_created_at: Date | string }>(
      `SELECT p.credential_id, CAST(p.account_id AS text) AS account_id, p.public_key, p.counter, p.transports, p.created_at,
              a.username, a.created_at AS account_created_at
       FROM passkeys p JOIN accounts a ON a.id = p.account_id WHERE p.credential_id = $1`,
      [credentialId],
    );
    const row = rows[0];
    if (!row) return null;
    return { passkey: passkeyOf(row), account: { id: String(row.account_id), username: row.username, createdAt: iso(row.account_created_at) } };
  }

  async passkeysOf(accountId: string): Promise<StoredPasskey[]> {
    const { rows } = await this.db.query<PasskeyRow>(`SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE account_id = $1 ORDER BY created_at, credential_id`, [
      accountId,
    ]);
    return rows.map(passkeyOf);
  }

  async setPasskeyCounter(credentialId: string, counter: number): Promise<void> {
    await this.db.query(`UPDATE passkeys SET counter = $2 WHERE credential_id = $1`, [credentialId, counter]);
  }

  async byUsernameKey(usernameKey: string): Promise<(Account & { passwordHash: string | null }) | null> {
    const { rows } = await this.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS}, password_hash FROM accounts WHERE username_key = $1`, [usernameKey]);
    return rows[0] ? { ...accountOf(rows[0]), passwordHash: rows[0].password_hash ?? null } : null;
  }

  async createSession(session: { idHash: string; accountId: string; expiresAt: Date }): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The account's expired sessions go at its next sign-in: they would never be used again.
      await tx.query(`DELETE FROM sessions WHERE account_id = $1 AND expires_at <= now()`, [session.accountId]);
      await tx.query(`INSERT INTO sessions (id_hash, account_id, expires_at) VALUES ($1, $2, $3)`, [
        session.idHash,
        session.accountId,
        session.expiresAt.toISOString(),
      ]);
    });
  }

  async sessionAccount(idHash: string, now: Date): Promise<Account | null> {
    // Marked seen at most once a minute: a page load asks several times.
    if (this.db.dialect === 'sqlite') return sessionAccountSqlite(this.db, idHash, now);
    const { rows } = await this.db.query<AccountRow>(
      `WITH seen AS (
         UPDATE sessions SET last_seen_at = CASE WHEN last_seen_at < $2::timestamptz - interval '1 minute' THEN $2::timestamptz ELSE last_seen_at END
         WHERE id_hash = $1 AND expires_at > $2::timestamptz RETURNING account_id)
       SELECT a.id::text AS id, a.username, a.created_at FROM accounts a JOIN seen ON seen.account_id = a.id`,
      [idHash, now.toISOString()],
    );
    return rows[0] ? accountOf(rows[0]) : null;
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.db.query(`DELETE FROM sessions WHERE id_hash = $1`, [idHash]);
  }

  async deleteSessions(accountId: string): Promise<void> {
    await this.db.query(`DELETE FROM sessions WHERE account_id = $1`, [accountId]);
  }

  async deleteAccount(accountId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Locked first: a game being rated now finishes before, or rates without this account after.
      const locked = await tx.query(`SELECT id FROM accounts WHERE id = $1 FOR UPDATE`, [accountId]);
      if (locked.rows.length === 0) return;
      const { rows } = await tx.query<{ room_id: string; seats: (StoredSeat | null)[]; config: unknown; chat: ChatLinePayload[] }>(
        `SELECT room_id, seats, config, chat FROM games WHERE ${seatsHold(tx, '$1')} FOR UPDATE`,
        [JSON.stringify([{ accountId }])],
      );
      for (const row of rows) {
        const changed = anonymised(row, accountId);
        if (!changed) continue;
        await tx.query(`UPDATE games SET seats = $2::jsonb, config = $3::jsonb, chat = $4::jsonb WHERE room_id = $1`, [
          row.room_id,
          JSON.stringify(changed.seats),
          JSON.stringify(changed.config),
          JSON.stringify(changed.chat),
        ]);
      }
      // Sessions, passkeys, ratings and rating history go with the account (ON DELETE CASCADE).
      await tx.query(`DELETE FROM accounts WHERE id = $1`, [accountId]);
    });
  }

  async ratingOf(accountId: string, game: string): Promise<SkillRating | null> {
    const { rows } = await this.db.query<{ mu: number; sigma: number }>(`SELECT mu, sigma FROM ratings WHERE account_id = $1 AND game = $2`, [accountId, game]);
    return rows[0] ? { mu: Number(rows[0].mu), sigma: Number(rows[0].sigma) } : null;
  }

  async leaderboard(game: string, page: number, pageSize: number): Promise<{ entries: LeaderboardEntry[]; hasMore: boolean }> {
    const { rows } = await this.db.query<{ username: string; mu: number; sigma: number; games: number }>(
      `SELECT a.username, r.mu, r.sigma, r.games FROM ratings r JOIN accounts a ON a.id = r.account_id
       WHERE r.game = $1 ORDER BY r.mu - 3 * r.sigma DESC, r.account_id LIMIT $2 OFFSET $3`,
      [game, pageSize + 1, page * pageSize],
    );
    return {
      entries: rows.slice(0, pageSize).map((r, i) => ({
        place: page * pageSize + i + 1,
        username: r.username,
        ...ratingSummary({ mu: Number(r.mu), sigma: Number(r.sigma), rated: Number(r.games) }),
      })),
      hasMore: rows.length > pageSize,
    };
  }

  async profile(usernameKey: string): Promise<PlayerProfile | null> {
    const { rows } = await this.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE username_key = $1`, [usernameKey]);
    if (!rows[0]) return null;
    const account = accountOf(rows[0]);
    const ratingRows = await this.db.query<{ game: string; mu: number; sigma: number; games: number }>(
      `SELECT game, mu, sigma, games FROM ratings WHERE account_id = $1`,
      [account.id],
    );
    const ratings = new Map<string, RatingSummary>(
      ratingRows.rows.map((r) => [r.game, ratingSummary({ mu: Number(r.mu), sigma: Number(r.sigma), rated: Number(r.games) })]),
    );
    const games = await this.db.query<{
      room_id: string;
      game: string;
      finished_at: Date | string;
      seats: (StoredSeat | null)[];
      standings: Standing[] | null;
    }>(
      `SELECT room_id, game, finished_at, seats, standings FROM games
       WHERE ${seatsHold(this.db, '$1')} AND status = 'finished' AND NOT private ORDER BY finished_at DESC, room_id`,
      [JSON.stringify([{ accountId: account.id }])],
    );
    const played = games.rows.map((g) => ({
      matchId: g.room_id,
      game: g.game,
      finishedAt: iso(g.finished_at),
      seat: g.seats.findIndex((s) => s?.accountId === account.id),
      players: g.seats.length,
      standings: g.standings,
    }));
    const history = await this.db.query<{ game: string; at: Date | string; mu: number; sigma: number }>(
      `SELECT game, at, mu, sigma FROM rating_history WHERE account_id = $1 ORDER BY at, room_id`,
      [account.id],
    );
    const rated = history.rows.map((r) => ({ game: r.game, at: iso(r.at), mu: Number(r.mu), sigma: Number(r.sigma) }));
    return profileOf(account, ratings, played, rated);
  }

  async bindSeat(accountId: string, roomId: string, tokenHash: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ seats: (StoredSeat | null)[] }>(`SELECT seats FROM games WHERE room_id = $1 FOR UPDATE`, [roomId]);
      const seats = rows[0] ? withSeatBound(rows[0].seats, accountId, tokenHash) : null;
      if (!seats) return false;
      // The account may have been deleted meanwhile: nothing is bound to an account that is gone.
      const { rowCount } = await tx.query(`UPDATE games SET seats = $2::jsonb WHERE room_id = $1 AND EXISTS (SELECT 1 FROM accounts WHERE id = $3)`, [
        roomId,
        JSON.stringify(seats),
        accountId,
      ]);
      return rowCount === 1;
    });
  }

  async gamesOf(accountId: string): Promise<AccountGame[]> {
    type Row = { room_id: string; game: string; status: string; seats: (StoredSeat | null)[]; created_at: Date | string; finished_at: Date | string | null };
    const held = JSON.stringify([{ accountId }]);
    // Through the games_seats index; live games first (newest first), then public finished ones.
    const live = await this.db.query<Row>(
      `SELECT room_id, game, status, seats, created_at, finished_at FROM games
       WHERE ${seatsHold(this.db, '$1')} AND status IN ('lobby', 'playing') AND damage IS NULL ORDER BY created_at DESC, room_id LIMIT $2`,
      [held, MAX_LIVE_ACCOUNT_GAMES],
    );
    const finished = await this.db.query<Row>(
      `SELECT room_id, game, status, seats, created_at, finished_at FROM games
       WHERE ${seatsHold(this.db, '$1')} AND status = 'finished' AND NOT private ORDER BY finished_at DESC, room_id LIMIT $2`,
      [held, RECENT_ACCOUNT_GAMES],
    );
    return [...live.rows, ...finished.rows].map((r) =>
      accountGameOf(
        {
          roomId: r.room_id,
          game: r.game,
          status: r.status,
          seats: r.seats,
          createdAt: iso(r.created_at),
          finishedAt: r.finished_at ? iso(r.finished_at) : null,
        },
        accountId,
      ),
    );
  }

  async close(): Promise<void> {}
}

/** sessionAccount on SQLite, which has no UPDATE inside WITH: the same two steps in one transaction. */
async function sessionAccountSqlite(db: SqlDatabase, idHash: string, now: Date): Promise<Account | null> {
  const at = now.toISOString();
  const minuteBefore = new Date(now.getTime() - 60_000).toISOString();
  return db.transaction(async (tx) => {
    const seen = await tx.query<{ account_id: number }>(
      `UPDATE sessions SET last_seen_at = CASE WHEN last_seen_at < $3 THEN $2 ELSE last_seen_at END
       WHERE id_hash = $1 AND expires_at > $2 RETURNING account_id`,
      [idHash, at, minuteBefore],
    );
    if (!seen.rows[0]) return null;
    const { rows } = await tx.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = $1`, [seen.rows[0].account_id]);
    return rows[0] ? accountOf(rows[0]) : null;
  });
}

/** Inserts a passkey; false when its credential id is already stored. */
async function insertPasskey(tx: Queryable, accountId: string, passkey: NewPasskey): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO passkeys (credential_id, account_id, public_key, counter, transports) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (credential_id) DO NOTHING RETURNING credential_id`,
    [passkey.credentialId, accountId, passkey.publicKey, passkey.counter, JSON.stringify(passkey.transports)],
  );
  return rows.length === 1;
}
