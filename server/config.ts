// Every setting the server reads from the environment, parsed and defaulted in one place.
import { z } from 'zod';

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: int(2567, 0, 65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a disconnected player keeps the seat before the server takes their defaults. */
  RECONNECT_SECONDS: z.coerce.number().min(0).max(24 * 3600).default(120),
  /** Pause before each default the server takes for an away seat (lets clients show it). */
  DEFAULT_ACTION_DELAY_MS: int(500, 0, 60_000),
  MAX_SPECTATORS: int(20, 0, 1000),
  /** Events kept in the synced room log. */
  RECENT_LOG_SIZE: int(30, 0, 500),
  /** Comma-separated origins allowed to call /api, or `*`. */
  CORS_ORIGINS: z.string().default('*'),
  /** Built client to serve, with SPA fallback; skipped when missing. */
  STATIC_DIR: z.string().default('client/dist'),
  /** Invite-code lookups allowed per client address per minute (slows guessing). */
  CODE_LOOKUPS_PER_MINUTE: int(30, 1, 100_000),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 0, 600_000),
  /** Multiplies decision time limits (timed activation); for tests and demos. */
  TIME_LIMIT_SCALE: z.coerce.number().min(0.001).max(100).default(1),
});

export interface ServerConfig {
  production: boolean;
  host: string;
  port: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  reconnectSeconds: number;
  defaultActionDelayMs: number;
  maxSpectators: number;
  recentLogSize: number;
  /** `'*'` or a list of exact origins. */
  corsOrigins: '*' | string[];
  staticDir: string;
  codeLookupsPerMinute: number;
  shutdownTimeoutMs: number;
  timeLimitScale: number;
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
    defaultActionDelayMs: e.DEFAULT_ACTION_DELAY_MS,
    maxSpectators: e.MAX_SPECTATORS,
    recentLogSize: e.RECENT_LOG_SIZE,
    corsOrigins: origins === '*' ? '*' : origins.split(',').map((o) => o.trim()).filter(Boolean),
    staticDir: e.STATIC_DIR,
    codeLookupsPerMinute: e.CODE_LOOKUPS_PER_MINUTE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    timeLimitScale: e.TIME_LIMIT_SCALE,
  };
}
