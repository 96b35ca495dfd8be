// GET /api/matches (recent finished public games), GET /api/matches/:id (one game: its summary, and
// once it is over its full record, key and log included) and POST /api/matches/mine (the games a
// device holds seat tokens or invite codes of). A game still being played never shows its key or its
// log: records come only through matchRecordOf, which leaves the key out until the end. A private
// game is shown only with a proof (matchAccess.ts); without one it is answered as unknown (404).
import express from 'express';
import { matchRecordOf } from '../../shared/fairness.js';
import { MATCH_ID_PATTERN, type MatchDetail, type MatchPage, type MyMatches } from '../../shared/matches.js';
import type { GameStore } from '../store/gameStore.js';
import { maySee, parseMyMatches, proofFromHeaders } from './matchAccess.js';
import { rateLimit, type Limiter } from './rateLimit.js';

export interface MatchesApiOptions {
  store: GameStore;
  pageSize: number;
  /** Requests per address and minute (a game's record is the largest answer we give). */
  limiter: Limiter;
}

const MAX_PAGE = 10_000;
/** Fifty proofs take under 10 KB. */
const MAX_MINE_BODY = '16kb';

const notFound = (res: express.Response) => res.status(404).json({ code: 'not_found', message: 'no game has this id' });

export function matchesApi(options: MatchesApiOptions): express.Router {
  const router = express.Router();
  router.use(rateLimit(options.limiter));
  router.post('/mine', express.json({ limit: MAX_MINE_BODY, type: 'application/json' }));

  router.get('/', async (req, res, next) => {
    try {
      const page = Math.min(MAX_PAGE, Math.max(0, Number.parseInt(String(req.query.page ?? '0'), 10) || 0));
      const { matches, hasMore } = await options.store.recent(page, options.pageSize);
      res.json({ matches, page, pageSize: options.pageSize, hasMore } satisfies MatchPage);
    } catch (e) {
      next(e);
    }
  });

  router.post('/mine', async (req, res, next) => {
    try {
      if (!req.is('application/json')) {
        res.status(400).json({ code: 'bad_request', message: 'send the body as application/json' });
        return;
      }
      const parsed = parseMyMatches(req.body);
      if (!parsed.ok) {
        res.status(400).json({ code: 'bad_request', message: parsed.message });
        return;
      }
      const ids = [...new Set(parsed.games.map((g) => g.matchId))];
      const found = new Map((await options.store.findMatches(ids)).map((f) => [f.summary.matchId, f]));
      const shown = new Set<string>();
      const matches = parsed.games.flatMap((proof) => {
        const match = found.get(proof.matchId);
        if (!match || match.summary.status === 'lobby' || shown.has(proof.matchId) || !maySee(match.access, proof)) return [];
        shown.add(proof.matchId);
        return [match.summary];
      });
      res.json({ matches } satisfies MyMatches);
    } catch (e) {
      next(e);
    }
  });

  router.get('/:id', async (req, res, next) => {
    try {
      const proof = proofFromHeaders(req);
      if (!proof.ok) {
        res.status(400).json({ code: 'bad_proof', message: proof.message });
        return;
      }
      const id = String(req.params.id ?? '');
      const [found] = MATCH_ID_PATTERN.test(id) ? await options.store.findMatches([id]) : [];
      // A private game without its proof is answered exactly as a game that does not exist.
      if (!found || found.summary.status === 'lobby' || !maySee(found.access, proof.proof)) return void notFound(res);
      const { summary } = found;
      if (summary.status !== 'finished') {
        res.json({ summary, record: null } satisfies MatchDetail);
        return;
      }
      const stored = await options.store.load(id);
      if (!stored?.config) return void notFound(res);
      const record = matchRecordOf({ ...stored, config: stored.config as { players: string[]; key: string; options?: unknown } });
      // A finished public game never changes again; a private one stays out of every cache.
      if (!found.access.private) res.setHeader('Cache-Control', 'public, max-age=86400, immutable');
      res.json({ summary, record } satisfies MatchDetail);
    } catch (e) {
      next(e);
    }
  });

  // A body that is not JSON, or too large, is refused with what is wrong (not the app's generic 400).
  router.use(((err, _req, res, next) => {
    if (res.headersSent || typeof err?.status !== 'number' || err.status >= 500) return next(err);
    const tooLarge = err.type === 'entity.too.large';
    res
      .status(tooLarge ? 413 : 400)
      .json(
        tooLarge
          ? { code: 'body_too_large', message: `the body is larger than ${MAX_MINE_BODY}` }
          : { code: 'bad_request', message: 'the body is not valid JSON: send { games: [{ matchId, seatToken?, code? }] }' },
      );
  }) as express.ErrorRequestHandler);
  return router;
}
