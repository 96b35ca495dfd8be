// The express app: the JSON API, a health check, and the built client with SPA fallback.
import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import type { Logger } from '../logger.js';
import type { RoomDirectory } from '../lobby/roomDirectory.js';
import type { GameStore } from '../store/gameStore.js';
import type { StoreReport } from '../store/storeHealth.js';
import type { RoomConditionReport } from '../rooms/roomConditions.js';
import type { TrustFn } from './clientAddress.js';
import { SERVER_GAMES } from '../games.js';
import type { RoomAvailability } from '../../shared/protocol.js';
import { MATCH_ID_PATTERN } from '../../shared/matches.js';
import { matchesApi } from './matchesApi.js';
import { cors } from './headers.js';
import { rateLimit, type Limiters } from './rateLimit.js';
import { requireOperator } from './operatorAuth.js';
import type { BackupSummary } from '../store/backup.js';
import * as metrics from '../metrics.js';

export interface Health {
  /** `draining`: an operator drained this process (no new rooms; its games go on). */
  status: 'ok' | 'degraded' | 'shutting_down' | 'store_unreachable' | 'draining';
  store: StoreReport;
  rooms: RoomConditionReport[];
}

export interface AppOptions {
  directory: RoomDirectory;
  logger: Logger;
  corsOrigins: '*' | string[];
  codeLookupsPerMinute: number;
  /** Directory of the built client; ignored when it has no index.html. */
  staticDir: string | null;
  /** Readiness: `shutting_down` and `store_unreachable` send players elsewhere (503); `degraded`
   * (some rooms cannot act, listed) still serves. */
  health: () => Health;
  /** Whether a room is held, being restored, damaged or over (a client deciding to keep its seat). */
  roomAvailability: (roomId: string) => Promise<RoomAvailability>;
  store: GameStore;
  matchesPageSize: number;
  matchLookupsPerMinute: number;
  /** Per-address request counters (in memory, or shared by every process). */
  limiters: Limiters;
  /** Which proxies' X-Forwarded-For to believe (req.ip). */
  trust: TrustFn;
  roomsPageSize: number;
  /** Production: no source maps served. */
  production: boolean;
  /** The operators' API (operatorApi.ts), mounted at /api/admin. */
  operatorApi?: express.Router;
  /** Accounts, sessions, leaderboards and profiles (accountsApi.ts), mounted on /api. */
  accountsApi?: express.Router;
  /** The operators' maintenance notice, for the lobby (GET /api/notice). */
  notice?: { readonly text: string | null; readonly since: string | null };
  /** The operators' bearer token (GET /metrics, /api/admin/...); null refuses them all. */
  adminToken: string | null;
  operatorRequestsPerMinute: number;
  /** Writes a consistent backup of the store (backup.ts); null for a store in memory. */
  backup: ((write: (chunk: string) => Promise<void>) => Promise<BackupSummary>) | null;
}

export function createApp(options: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trust);
  app.use(compression());

  // Operators' endpoints: per-address limit first (wrong tokens count), then the token.
  const operator = [rateLimit(options.limiters('operator', options.operatorRequestsPerMinute)), requireOperator(options.adminToken)];
  app.get('/metrics', ...operator, (_req, res, next) => {
    metrics.scrape().then(({ contentType, body }) => res.setHeader('Content-Type', contentType).end(body), next);
  });

  const api = express.Router();
  api.use(cors(options.corsOrigins));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // The hosted games: what a client needs to offer each one (names, player counts, options and defaults).
  api.get('/games', (_req, res) => {
    res.json(SERVER_GAMES.map(({ info }) => info));
  });
  // The maintenance notice the lobby shows, if the operators set one.
  api.get('/notice', (_req, res) => {
    res.json({ notice: options.notice?.text ?? null, since: options.notice?.since ?? null });
  });
  // Before the operators' API, whose router answers 404 for what it does not know.
  api.get('/admin/backup', ...operator, backupHandler(options));
  if (options.operatorApi) api.use('/admin', options.operatorApi);
  if (options.accountsApi) api.use(options.accountsApi);
  api.get('/rooms', async (req, res, next) => {
    try {
      const page = Math.min(1000, Math.max(0, Number.parseInt(String(req.query.page ?? '0'), 10) || 0));
      res.json(await options.directory.publicRooms(page, options.roomsPageSize));
    } catch (e) {
      next(e);
    }
  });
  api.get('/rooms/by-code/:code', rateLimit(options.limiters('code-lookups', options.codeLookupsPerMinute)), async (req, res, next) => {
    try {
      const room = await options.directory.byCode(String(req.params.code ?? ''));
      if (!room) {
        res.status(404).json({ code: 'not_found', message: 'no open room has this invite code' });
        return;
      }
      res.json(room);
    } catch (e) {
      next(e);
    }
  });
  api.get('/rooms/:roomId/state', rateLimit(options.limiters('room-states', options.matchLookupsPerMinute)), async (req, res, next) => {
    try {
      const roomId = String(req.params.roomId ?? '');
      res.json({ roomId, state: MATCH_ID_PATTERN.test(roomId) ? await options.roomAvailability(roomId) : 'gone' });
    } catch (e) {
      next(e);
    }
  });
  api.use(
    '/matches',
    matchesApi({ store: options.store, pageSize: options.matchesPageSize, limiter: options.limiters('match-lookups', options.matchLookupsPerMinute) }),
  );
  api.use((_req, res) => {
    res.status(404).json({ code: 'not_found', message: 'no such endpoint' });
  });
  app.use('/api', api);

  // Readiness (/healthz, /readyz): can this process take players now, with the store's state and
  // the rooms that cannot act. Liveness (/livez): the process answers at all; a supervisor restarts
  // it when this fails, never because the database is away.
  const ready: express.RequestHandler = (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const health = options.health();
    res.status(health.status === 'ok' || health.status === 'degraded' ? 200 : 503).json(health);
  };
  app.get('/healthz', ready);
  app.get('/readyz', ready);
  app.get('/livez', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'alive' });
  });

  const staticDir = options.staticDir ? path.resolve(options.staticDir) : null;
  if (staticDir && existsSync(path.join(staticDir, 'index.html'))) {
    // Source maps stay on the server in production: they would publish the sources.
    if (options.production) app.use((req, res, next) => (req.path.endsWith('.map') ? res.status(404).end() : next()));
    // Vite's assets carry a content hash in their names: cache them for good. The page itself is revalidated.
    app.use('/assets', express.static(path.join(staticDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
    app.use(express.static(staticDir, { index: 'index.html', maxAge: 0, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
    // Client-side routes (e.g. /join/ABC234) get the app; unknown files under /assets stay 404.
    app.get(/^\/(?!api\/|matchmake\/|assets\/).*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(staticDir, 'index.html'));
    });
  }

  // Clients get a code and a plain message, never a stack trace or an internal detail.
  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) options.logger.error({ err, path: req.path }, 'http request failed');
    if (res.headersSent) return;
    if (status === 404) res.status(404).json({ code: 'not_found', message: 'no such file' });
    else if (status === 500) res.status(500).json({ code: 'internal_error', message: 'something went wrong' });
    else res.status(status).json({ code: 'bad_request', message: 'the request was refused' });
  };
  app.use(onError);
  return app;
}

/** GET /api/admin/backup: the store's backup, streamed as it is read (one at a time per process). */
function backupHandler(options: AppOptions): express.RequestHandler {
  let running = false;
  return async (_req, res) => {
    if (!options.backup) {
      res.status(501).json({ code: 'backup_unsupported', message: 'this server keeps its games in memory: there is nothing to back up' });
      return;
    }
    if (running) {
      res.status(409).json({ code: 'backup_running', message: 'a backup is being made; try again once it is done' });
      return;
    }
    running = true;
    const started = Date.now();
    try {
      res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="dice-hospital-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl"`);
      const summary = await options.backup((chunk) => writeOrWait(res, chunk));
      res.end();
      options.logger.info({ event: 'backup', ...summary, ms: Date.now() - started }, 'backup served');
    } catch (err) {
      // Cut off: the file has no end line, which restore refuses.
      options.logger.error({ event: 'backup_failed', err }, 'backup failed');
      res.destroy();
    } finally {
      running = false;
    }
  };
}

/** Resolves once the response took the chunk (or rejects when the client went away). */
function writeOrWait(res: express.Response, chunk: string): Promise<void> {
  if (res.destroyed) return Promise.reject(new Error('the client went away'));
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      if (res.destroyed && !res.writableFinished) reject(new Error('the client went away'));
      else resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
