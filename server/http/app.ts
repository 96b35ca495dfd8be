// The express app: the JSON API, a health check, and the built client with SPA fallback.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type ErrorRequestHandler } from 'express';
import type { Logger } from '../logger.js';
import type { RoomDirectory } from '../lobby/roomDirectory.js';
import { cors, securityHeaders } from './headers.js';
import { rateLimit } from './rateLimit.js';

export interface AppOptions {
  directory: RoomDirectory;
  logger: Logger;
  corsOrigins: '*' | string[];
  codeLookupsPerMinute: number;
  /** Directory of the built client; ignored when it has no index.html. */
  staticDir: string | null;
  /** False while shutting down, so load balancers stop sending players here. */
  healthy: () => boolean;
}

export function createApp(options: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(securityHeaders());

  const api = express.Router();
  api.use(cors(options.corsOrigins));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.get('/rooms', async (_req, res, next) => {
    try {
      res.json(await options.directory.publicRooms());
    } catch (e) {
      next(e);
    }
  });
  api.get('/rooms/by-code/:code', rateLimit(options.codeLookupsPerMinute), async (req, res, next) => {
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
  api.use((_req, res) => {
    res.status(404).json({ code: 'not_found', message: 'no such endpoint' });
  });
  app.use('/api', api);

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (options.healthy()) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'shutting_down' });
  });

  const staticDir = options.staticDir ? path.resolve(options.staticDir) : null;
  if (staticDir && existsSync(path.join(staticDir, 'index.html'))) {
    app.use(express.static(staticDir, { index: 'index.html', maxAge: '1h' }));
    // Client-side routes (e.g. /join/ABC234) get the app; unknown files under /assets stay 404.
    app.get(/^\/(?!api\/|matchmake\/|assets\/).*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(staticDir, 'index.html'));
    });
  }

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    options.logger.error({ err, path: req.path }, 'http request failed');
    if (!res.headersSent) res.status(500).json({ code: 'internal_error', message: 'something went wrong' });
  };
  app.use(onError);
  return app;
}
