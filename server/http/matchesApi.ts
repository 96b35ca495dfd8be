// GET /api/matches (recent finished games) and GET /api/matches/:id (one game: its summary, and once
// it is over its full record, key and log included). A game still being played never shows its key
// or its log: records come only through matchRecordOf, which leaves the key out until the end.
import express from 'express';
import { matchRecordOf } from '../../shared/fairness.js';
import { MATCH_ID_PATTERN, type MatchDetail, type MatchPage } from '../../shared/matches.js';
import type { GameConfig } from '../../shared/games/dice-hospital/types.js';
import type { GameStore } from '../store/gameStore.js';
import { rateLimit, type Limiter } from './rateLimit.js';

export interface MatchesApiOptions {
  store: GameStore;
  pageSize: number;
  /** Requests per address and minute (a game's record is the largest answer we give). */
  limiter: Limiter;
}

const MAX_PAGE = 10_000;

export function matchesApi(options: MatchesApiOptions): express.Router {
  const router = express.Router();
  router.use(rateLimit(options.limiter));

  router.get('/', async (req, res, next) => {
    try {
      const page = Math.min(MAX_PAGE, Math.max(0, Number.parseInt(String(req.query.page ?? '0'), 10) || 0));
      const { matches, hasMore } = await options.store.recent(page, options.pageSize);
      res.json({ matches, page, pageSize: options.pageSize, hasMore } satisfies MatchPage);
    } catch (e) {
      next(e);
    }
  });

  router.get('/:id', async (req, res, next) => {
    try {
      const id = String(req.params.id ?? '');
      const summary = MATCH_ID_PATTERN.test(id) ? await options.store.summary(id) : null;
      if (!summary || summary.status === 'lobby') {
        res.status(404).json({ code: 'not_found', message: 'no game has this id' });
        return;
      }
      if (summary.status !== 'finished') {
        res.json({ summary, record: null } satisfies MatchDetail);
        return;
      }
      const stored = await options.store.load(id);
      const record = matchRecordOf({ ...stored!, config: stored!.config as GameConfig });
      // A finished game never changes again.
      res.setHeader('Cache-Control', 'public, max-age=86400, immutable');
      res.json({ summary, record } satisfies MatchDetail);
    } catch (e) {
      next(e);
    }
  });
  return router;
}
