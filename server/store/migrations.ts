// The store's schema, as numbered migrations applied in order, each once, in its own transaction.
// A new version is a new entry at the end; an applied entry is never edited (a database that ran it
// would not run the new text). Two processes starting at once serialise on an advisory lock.
//
// SQLite (sqlite.ts) runs each version's `sqlite` text where PostgreSQL's cannot be its own: the
// same tables, columns in the same order (backups name them, backup.ts), declared with
// PostgreSQL's type names, which that driver reads rows by (jsonb is JSON text, boolean 1/0,
// timestamptz ISO-8601 UTC text); ids are INTEGER PRIMARY KEY AUTOINCREMENT (never reused, as an
// identity column's).
import type { SqlDatabase } from './sql.js';
import { SQLITE_NOW } from './sqlite.js';

export const MIGRATIONS: { version: number; name: string; sql: string; sqlite?: string }[] = [
  {
    version: 1,
    name: 'games and their action logs',
    sql: `
      CREATE TABLE games (
        room_id      text PRIMARY KEY,
        game         text NOT NULL,
        status       text NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
        private      boolean NOT NULL,
        invite_code  text,
        player_count integer NOT NULL,
        options      jsonb NOT NULL,
        -- Seats in order: {name, tokenHash} or null for a free lobby seat. Seat tokens are bearer
        -- secrets, so only their SHA-256 is kept.
        seats        jsonb NOT NULL,
        host_seat    integer NOT NULL DEFAULT -1,
        -- The engine config without its generator key, which lives apart in secret_key so that no
        -- query for public data can pick it up by accident.
        config       jsonb,
        secret_key   text,
        result       jsonb,
        -- Per seat {seat, score, rank}: the platform's view of the result, for lists.
        standings    jsonb,
        created_at   timestamptz NOT NULL DEFAULT now(),
        started_at   timestamptz,
        finished_at  timestamptz
      );
      -- A live room's invite code is unique; finished and abandoned rooms give theirs back.
      CREATE UNIQUE INDEX games_live_invite_code ON games (invite_code)
        WHERE invite_code IS NOT NULL AND status IN ('lobby', 'playing');
      CREATE INDEX games_live ON games (status) WHERE status IN ('lobby', 'playing');
      CREATE INDEX games_recent_finished ON games (finished_at DESC, room_id) WHERE status = 'finished';
      CREATE TABLE actions (
        room_id text NOT NULL REFERENCES games (room_id) ON DELETE CASCADE,
        idx     integer NOT NULL CHECK (idx >= 1),
        seat    integer NOT NULL,
        action  jsonb NOT NULL,
        auto    boolean NOT NULL,
        at      timestamptz NOT NULL,
        PRIMARY KEY (room_id, idx)
      );
    `,
    sqlite: `
      CREATE TABLE games (
        room_id      text NOT NULL PRIMARY KEY,
        game         text NOT NULL,
        status       text NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
        private      boolean NOT NULL,
        invite_code  text,
        player_count integer NOT NULL,
        options      jsonb NOT NULL,
        seats        jsonb NOT NULL,
        host_seat    integer NOT NULL DEFAULT -1,
        config       jsonb,
        secret_key   text,
        result       jsonb,
        standings    jsonb,
        created_at   timestamptz NOT NULL DEFAULT ${SQLITE_NOW},
        started_at   timestamptz,
        finished_at  timestamptz
      );
      CREATE UNIQUE INDEX games_live_invite_code ON games (invite_code)
        WHERE invite_code IS NOT NULL AND status IN ('lobby', 'playing');
      CREATE INDEX games_live ON games (status) WHERE status IN ('lobby', 'playing');
      CREATE INDEX games_recent_finished ON games (finished_at DESC, room_id) WHERE status = 'finished';
      -- Kept in key order (no rowid): a game's log is read back from neighbouring pages.
      CREATE TABLE actions (
        room_id text NOT NULL REFERENCES games (room_id) ON DELETE CASCADE,
        idx     integer NOT NULL CHECK (idx >= 1),
        seat    integer NOT NULL,
        action  jsonb NOT NULL,
        auto    boolean NOT NULL,
        at      timestamptz NOT NULL,
        PRIMARY KEY (room_id, idx)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 2,
    name: 'room pace',
    // Time per decision (shared/protocol.ts PACES); rooms from before it played untimed, as 'normal'.
    sql: `ALTER TABLE games ADD COLUMN pace text NOT NULL DEFAULT 'normal';`,
  },
  {
    version: 3,
    name: 'acknowledged action counts and damaged games',
    // action_count: actions acknowledged, written by the statement that appends one, so that a log
    // read back shorter (a damaged actions file) is seen (gameDamage.ts). damage: why a game cannot
    // be resumed, {acknowledged, found, reason}; such a game is no longer live. Counts of games
    // stored before this version are what their logs hold now.
    sql: `
      ALTER TABLE games ADD COLUMN action_count integer NOT NULL DEFAULT 0;
      ALTER TABLE games ADD COLUMN damage jsonb;
      ALTER TABLE games ADD COLUMN damaged_at timestamptz;
      UPDATE games g SET action_count = (SELECT count(*) FROM actions a WHERE a.room_id = g.room_id);
    `,
    sqlite: `
      ALTER TABLE games ADD COLUMN action_count integer NOT NULL DEFAULT 0;
      ALTER TABLE games ADD COLUMN damage jsonb;
      ALTER TABLE games ADD COLUMN damaged_at timestamptz;
      UPDATE games SET action_count = (SELECT count(*) FROM actions a WHERE a.room_id = games.room_id);
    `,
  },
  {
    version: 4,
    name: 'recent chat',
    // The room's last chat lines (CHAT_HISTORY), [{seat, name, text, at}] oldest first, so that a
    // restarted server gives newcomers what was said; rooms from before it start with none.
    sql: `ALTER TABLE games ADD COLUMN chat jsonb NOT NULL DEFAULT '[]'::jsonb;`,
    sqlite: `ALTER TABLE games ADD COLUMN chat jsonb NOT NULL DEFAULT '[]';`,
  },
  {
    version: 5,
    name: 'address bans and chat reports',
    // bans: one row per banned client address, until when (a lapsed row is ignored, then replaced
    // by the next ban of that address). chat_reports: a reported chat line with the room's lines
    // around it as they were then, who reported it and from where, for the operators.
    sql: `
      CREATE TABLE bans (
        address    text PRIMARY KEY,
        until      timestamptz NOT NULL,
        reason     text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE chat_reports (
        id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        room_id    text NOT NULL,
        game       text NOT NULL,
        line       jsonb NOT NULL,
        context    jsonb NOT NULL,
        reporter   jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX chat_reports_recent ON chat_reports (created_at DESC);
    `,
    sqlite: `
      CREATE TABLE bans (
        address    text NOT NULL PRIMARY KEY,
        until      timestamptz NOT NULL,
        reason     text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT ${SQLITE_NOW}
      );
      CREATE TABLE chat_reports (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        room_id    text NOT NULL,
        game       text NOT NULL,
        line       jsonb NOT NULL,
        context    jsonb NOT NULL,
        reporter   jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT ${SQLITE_NOW}
      );
      CREATE INDEX chat_reports_recent ON chat_reports (created_at DESC);
    `,
  },
  {
    version: 6,
    name: 'accounts, sessions and ratings',
    // accounts: a username (username_key: its folded look, nameSkeleton, unique) and a scrypt hash
    // (server/accounts/passwords.ts). sessions: only the SHA-256 of each session id. ratings: one
    // OpenSkill rating per account and game; rating_history: what each rated game changed, one row
    // per account and game room, so that a game is never rated twice. Seats of signed-in players
    // carry {accountId} in games.seats: the index finds an account's games.
    sql: `
      CREATE TABLE accounts (
        id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        username      text NOT NULL,
        username_key  text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE sessions (
        id_hash      text PRIMARY KEY,
        account_id   bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        created_at   timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at   timestamptz NOT NULL
      );
      CREATE INDEX sessions_account ON sessions (account_id);
      CREATE TABLE ratings (
        account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        game       text NOT NULL,
        mu         double precision NOT NULL,
        sigma      double precision NOT NULL,
        games      integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, game)
      );
      CREATE INDEX ratings_leaderboard ON ratings (game, (mu - 3 * sigma) DESC);
      CREATE TABLE rating_history (
        account_id   bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        room_id      text NOT NULL,
        game         text NOT NULL,
        rank         integer NOT NULL,
        mu_before    double precision NOT NULL,
        sigma_before double precision NOT NULL,
        mu           double precision NOT NULL,
        sigma        double precision NOT NULL,
        at           timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (room_id, account_id)
      );
      CREATE INDEX rating_history_account ON rating_history (account_id, at DESC);
      CREATE INDEX games_seats ON games USING gin (seats jsonb_path_ops);
    `,
    // password_hash may be NULL from here on: version 7's change, which SQLite cannot make to an
    // existing column, made at once (no SQLite store ran version 6 alone). No index of seats: an
    // account's games are found by reading each game's seats.
    sqlite: `
      CREATE TABLE accounts (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        username      text NOT NULL,
        username_key  text NOT NULL UNIQUE,
        password_hash text,
        created_at    timestamptz NOT NULL DEFAULT ${SQLITE_NOW}
      );
      CREATE TABLE sessions (
        id_hash      text NOT NULL PRIMARY KEY,
        account_id   bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        created_at   timestamptz NOT NULL DEFAULT ${SQLITE_NOW},
        last_seen_at timestamptz NOT NULL DEFAULT ${SQLITE_NOW},
        expires_at   timestamptz NOT NULL
      );
      CREATE INDEX sessions_account ON sessions (account_id);
      CREATE TABLE ratings (
        account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        game       text NOT NULL,
        mu         double precision NOT NULL,
        sigma      double precision NOT NULL,
        games      integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT ${SQLITE_NOW},
        PRIMARY KEY (account_id, game)
      );
      CREATE INDEX ratings_leaderboard ON ratings (game, (mu - 3 * sigma) DESC);
      CREATE TABLE rating_history (
        account_id   bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        room_id      text NOT NULL,
        game         text NOT NULL,
        rank         integer NOT NULL,
        mu_before    double precision NOT NULL,
        sigma_before double precision NOT NULL,
        mu           double precision NOT NULL,
        sigma        double precision NOT NULL,
        at           timestamptz NOT NULL DEFAULT ${SQLITE_NOW},
        PRIMARY KEY (room_id, account_id)
      );
      CREATE INDEX rating_history_account ON rating_history (account_id, at DESC);
    `,
  },
  {
    version: 7,
    name: 'passkeys',
    // passkeys: WebAuthn credentials (server/http/passkeysApi.ts): the credential id and COSE public
    // key (base64url text), the signature counter last seen, the transports the browser named (a
    // JSON array of strings). An account made with a passkey has no password: password_hash NULL.
    sql: `
      ALTER TABLE accounts ALTER COLUMN password_hash DROP NOT NULL;
      CREATE TABLE passkeys (
        credential_id text PRIMARY KEY,
        account_id    bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        public_key    text NOT NULL,
        counter       bigint NOT NULL DEFAULT 0,
        transports    jsonb NOT NULL DEFAULT '[]',
        created_at    timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX passkeys_account ON passkeys (account_id);
    `,
    sqlite: `
      CREATE TABLE passkeys (
        credential_id text NOT NULL PRIMARY KEY,
        account_id    bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        public_key    text NOT NULL,
        counter       bigint NOT NULL DEFAULT 0,
        transports    jsonb NOT NULL DEFAULT '[]',
        created_at    timestamptz NOT NULL DEFAULT ${SQLITE_NOW}
      );
      CREATE INDEX passkeys_account ON passkeys (account_id);
    `,
  },
  {
    version: 8,
    name: 'username changes',
    // When the account's username last changed (PUT /api/me/username), which bounds how often it may.
    sql: `ALTER TABLE accounts ADD COLUMN username_changed_at timestamptz;`,
  },
];

/** An arbitrary constant: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK = 4_716_330_219;

/** Applies the migrations this database lacks, up to `upTo` (a restore first brings a new store to
 * its backup's version); returns the versions applied now. Idempotent. */
export async function migrate(db: SqlDatabase, upTo = Infinity): Promise<number[]> {
  const sqlite = db.dialect === 'sqlite';
  return db.transaction(async (tx) => {
    // SQLite: one process holds the data directory (dataDirLock.ts), and a transaction the whole file.
    if (!sqlite) await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT ${sqlite ? SQLITE_NOW : 'now()'})`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version) || migration.version > upTo) continue;
      await tx.exec(sqlite ? (migration.sqlite ?? migration.sql) : migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
