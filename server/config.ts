// Every setting the server reads from the environment, parsed and defaulted in one place.
import { z } from 'zod';
import { EMBEDDED_STORES, type EmbeddedStore } from './store/embedded.js';

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: int(2567, 0, 65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a disconnected player keeps the seat before the server takes their defaults. */
  RECONNECT_SECONDS: z.coerce
    .number()
    .min(0)
    .max(24 * 3600)
    .default(120),
  /** Pause before each default the server takes for an away seat (lets clients show it). */
  BOT_DELAY_MS: int(900, 0, 60_000),
  MAX_SPECTATORS: int(20, 0, 1000),
  /** Spectator places one client address may hold in one room. */
  SPECTATORS_PER_ADDRESS: int(3, 1, 1000),
  /** Comma-separated origins allowed to call /api, or `*`. */
  CORS_ORIGINS: z.string().default('*'),
  /** Built client to serve, with SPA fallback; skipped when missing. */
  STATIC_DIR: z.string().default('client/dist'),
  /** Invite-code lookups allowed per client address per minute (slows guessing). */
  CODE_LOOKUPS_PER_MINUTE: int(30, 1, 100_000),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 0, 600_000),
  /** Multiplies decision time limits (timed activation); for tests and demos. */
  TIME_LIMIT_SCALE: z.coerce.number().min(0.001).max(100).default(1),
  /** Which proxies may set X-Forwarded-For: unset/`false` (none), a hop count, or addresses/subnets. */
  TRUST_PROXY: z.string().default('false'),
  /** Largest HTTP request body, /matchmake included (bytes). */
  MAX_BODY_BYTES: int(16 * 1024, 256, 1024 * 1024),
  /** Whole-request and header time limits (ms); slower clients get 408. */
  REQUEST_TIMEOUT_MS: int(15_000, 1000, 600_000),
  HEADERS_TIMEOUT_MS: int(10_000, 1000, 600_000),
  /** Rooms one address may create (create or quick match) per minute. */
  ROOMS_PER_MINUTE: int(10, 1, 100_000),
  /** Seat reservations (joins) one address may ask for per minute. */
  JOINS_PER_MINUTE: int(60, 1, 100_000),
  /** Unclaimed seat reservations one address may hold in one room. */
  PENDING_JOINS_PER_ADDRESS: int(3, 1, 10_000),
  /** Rooms one process holds before it refuses new ones with server_busy. */
  MAX_ROOMS: int(1000, 1, 1_000_000),
  /** Seconds a seat reservation waits for its WebSocket before it lapses. */
  SEAT_RESERVATION_SECONDS: int(5, 1, 60),
  /** Largest WebSocket message a client may send (bytes); larger ones get message_too_large. */
  MAX_MESSAGE_BYTES: int(4096, 256, 64 * 1024),
  /** Messages per second one connection may send (sustained), and the burst above it. */
  MESSAGES_PER_SECOND: int(10, 1, 10_000),
  MESSAGE_BURST: int(30, 1, 100_000),
  /** Rate-limited messages in a row after which the connection is closed. */
  ABUSE_DISCONNECT_AFTER: int(200, 1, 1_000_000),
  /** Public rooms per page of GET /api/rooms. */
  ROOMS_PAGE_SIZE: int(50, 1, 500),
  /** A PostgreSQL server (postgres://user@host:port/db); unset keeps games in the embedded database under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Where the embedded database keeps its files. */
  DATA_DIR: z.string().default('data'),
  /** Which embedded database: sqlite or pglite; unset: the one DATA_DIR holds, SQLite when new. */
  EMBEDDED_STORE: z.enum(EMBEDDED_STORES).optional(),
  /** Finished games per page of GET /api/matches. */
  MATCHES_PAGE_SIZE: int(20, 1, 200),
  /** Requests to /api/matches one address may make per minute. */
  MATCH_LOOKUPS_PER_MINUTE: int(120, 1, 100_000),
  /** A Redis server (redis://host:6379) shared by several processes: presence, room listings,
   * invite codes and rate limits go there. Unset: one process, everything in its memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Where clients reach this process (host:port or host/path), given to them with each seat
   * reservation so that a join answered by another process opens its WebSocket here. */
  PUBLIC_ADDRESS: z.string().max(200).optional(),
  /** With REDIS_URL: how often a process looks for stored games no process holds (its process died). */
  RESTORE_SWEEP_SECONDS: int(10, 1, 3600),
  /** Connections one address may hold open at once (TCP, and WebSockets through trusted proxies). */
  CONNECTIONS_PER_ADDRESS: int(100, 1, 1_000_000),
  /** A connection that has sent nothing after this long is closed. */
  IDLE_CONNECTION_SECONDS: int(10, 1, 3600),
  /** The process ends itself (for its supervisor to restart it) when its event loop is stuck this long; 0: never. */
  EVENT_LOOP_STALL_SECONDS: int(30, 0, 3600),
  /** Longest wait for any one store call; an append that takes longer is settled by asking the store. */
  STORE_TIMEOUT_MS: int(2000, 100, 60_000),
  /** The operators' bearer token (GET /metrics, /api/admin/...); unset: those answer 401. */
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').max(512).optional(),
  /** Requests one address may make per minute to the operator endpoints (wrong tokens included). */
  OPERATOR_REQUESTS_PER_MINUTE: int(120, 1, 100_000),
  /** Accounts one address may create per minute. */
  SIGN_UPS_PER_MINUTE: int(5, 1, 100_000),
  /** Sign-in attempts per minute: from one address, and for one username (wherever they come from). */
  SIGN_INS_PER_MINUTE: int(10, 1, 100_000),
  SIGN_INS_PER_ACCOUNT_PER_MINUTE: int(5, 1, 100_000),
  /** Other account requests one address may make per minute (who is signed in, sign-out, deletion, leaderboards, profiles). */
  ACCOUNT_LOOKUPS_PER_MINUTE: int(120, 1, 100_000),
  /** Players per page of GET /api/leaderboard/:game. */
  LEADERBOARD_PAGE_SIZE: int(50, 1, 500),
  /** The site's origin as browsers see it (https://dice.example): passkeys are bound to its host name.
   * Unset: each request's own host (behind TRUST_PROXY, X-Forwarded-Host and -Proto). */
  PUBLIC_ORIGIN: z
    .string()
    .max(200)
    .refine((raw) => {
      try {
        const url = new URL(raw);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === raw.replace(/\/$/, '');
      } catch {
        return false;
      }
    }, 'must be an origin: http(s)://host[:port], no path')
    .optional(),
});

export interface ServerConfig {
  production: boolean;
  host: string;
  port: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  reconnectSeconds: number;
  botDelayMs: number;
  maxSpectators: number;
  spectatorsPerAddress: number;
  /** `'*'` or a list of exact origins. */
  corsOrigins: '*' | string[];
  staticDir: string;
  codeLookupsPerMinute: number;
  shutdownTimeoutMs: number;
  timeLimitScale: number;
  /** proxy-addr trust: false (none), a hop count, or a list of addresses/subnets. */
  trustProxy: false | number | string[];
  maxBodyBytes: number;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  roomsPerMinute: number;
  joinsPerMinute: number;
  maxRooms: number;
  pendingJoinsPerAddress: number;
  seatReservationSeconds: number;
  maxMessageBytes: number;
  messagesPerSecond: number;
  messageBurst: number;
  abuseDisconnectAfter: number;
  roomsPageSize: number;
  databaseUrl: string | null;
  dataDir: string;
  embeddedStore: EmbeddedStore | null;
  matchesPageSize: number;
  matchLookupsPerMinute: number;
  redisUrl: string | null;
  publicAddress: string | null;
  restoreSweepSeconds: number;
  connectionsPerAddress: number;
  idleConnectionSeconds: number;
  eventLoopStallSeconds: number;
  storeTimeoutMs: number;
  adminToken: string | null;
  operatorRequestsPerMinute: number;
  signUpsPerMinute: number;
  signInsPerMinute: number;
  signInsPerAccountPerMinute: number;
  accountLookupsPerMinute: number;
  leaderboardPageSize: number;
  /** Normalised (`URL.origin`); null: passkeys use each request's host. */
  publicOrigin: string | null;
}

/** Throws a readable error naming the bad variables. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  // Empty strings mean "unset", as in many .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const origins = e.CORS_ORIGINS.trim();
  return {
    production: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    reconnectSeconds: e.RECONNECT_SECONDS,
    botDelayMs: e.BOT_DELAY_MS,
    maxSpectators: e.MAX_SPECTATORS,
    spectatorsPerAddress: e.SPECTATORS_PER_ADDRESS,
    corsOrigins:
      origins === '*'
        ? '*'
        : origins
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
    staticDir: e.STATIC_DIR,
    codeLookupsPerMinute: e.CODE_LOOKUPS_PER_MINUTE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    timeLimitScale: e.TIME_LIMIT_SCALE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    maxBodyBytes: e.MAX_BODY_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    roomsPerMinute: e.ROOMS_PER_MINUTE,
    joinsPerMinute: e.JOINS_PER_MINUTE,
    maxRooms: e.MAX_ROOMS,
    pendingJoinsPerAddress: e.PENDING_JOINS_PER_ADDRESS,
    seatReservationSeconds: e.SEAT_RESERVATION_SECONDS,
    maxMessageBytes: e.MAX_MESSAGE_BYTES,
    messagesPerSecond: e.MESSAGES_PER_SECOND,
    messageBurst: e.MESSAGE_BURST,
    abuseDisconnectAfter: e.ABUSE_DISCONNECT_AFTER,
    roomsPageSize: e.ROOMS_PAGE_SIZE,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    embeddedStore: e.EMBEDDED_STORE ?? null,
    matchesPageSize: e.MATCHES_PAGE_SIZE,
    matchLookupsPerMinute: e.MATCH_LOOKUPS_PER_MINUTE,
    redisUrl: e.REDIS_URL ?? null,
    publicAddress: e.PUBLIC_ADDRESS ?? null,
    restoreSweepSeconds: e.RESTORE_SWEEP_SECONDS,
    connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    idleConnectionSeconds: e.IDLE_CONNECTION_SECONDS,
    eventLoopStallSeconds: e.EVENT_LOOP_STALL_SECONDS,
    storeTimeoutMs: e.STORE_TIMEOUT_MS,
    adminToken: e.ADMIN_TOKEN ?? null,
    operatorRequestsPerMinute: e.OPERATOR_REQUESTS_PER_MINUTE,
    signUpsPerMinute: e.SIGN_UPS_PER_MINUTE,
    signInsPerMinute: e.SIGN_INS_PER_MINUTE,
    signInsPerAccountPerMinute: e.SIGN_INS_PER_ACCOUNT_PER_MINUTE,
    accountLookupsPerMinute: e.ACCOUNT_LOOKUPS_PER_MINUTE,
    leaderboardPageSize: e.LEADERBOARD_PAGE_SIZE,
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : null,
  };
}

/** `false`/empty: trust no proxy; a number: that many hops; otherwise comma-separated addresses. */
function parseTrustProxy(raw: string): false | number | string[] {
  const text = raw.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** Per-address and per-connection limits high enough for tests whose clients share one address. */
export const GENEROUS_LIMITS = {
  roomsPerMinute: 100_000,
  joinsPerMinute: 100_000,
  pendingJoinsPerAddress: 10_000,
  spectatorsPerAddress: 10_000,
  messagesPerSecond: 10_000,
  messageBurst: 10_000,
  connectionsPerAddress: 100_000,
} satisfies Partial<ServerConfig>;
