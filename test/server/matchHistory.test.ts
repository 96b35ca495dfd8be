// The match history of every hosted game, solo included: each is played to its end by real
// colyseus.js clients, then found through GET /api/matches and GET /api/matches/:id. The summary
// says which game it is and names the real winner (a solo game's own opponent, URSULE, when she
// won; nobody in Dice Hospital's solo, a score against the medical reports), and the record passes
// the check `npm run verify` makes (verifyMatch), which names the same winner. One ER record is
// downloaded to a file and checked by scripts/verify.ts as a process, as a player would.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMatch, type MatchRecordJson } from '../../shared/fairness.js';
import { gameInfo } from '../../shared/games/registry.js';
import type { MatchDetail, MatchPage, MatchSummary } from '../../shared/matches.js';
import { playPublicMatch } from '../support/playMatch.js';
import { GAMES_UNDER_TEST } from './gamesUnderTest.js';
import { bootServer, type TestServer } from './harness.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

let ts: TestServer;
let dir: string;
beforeAll(async () => {
  ts = await bootServer();
  dir = mkdtempSync(path.join(tmpdir(), 'dh-match-history-'));
});
afterAll(async () => {
  await ts.cleanup();
  await ts.shutdown();
  rmSync(dir, { recursive: true, force: true });
});

/** The match's answer once its result is stored (the room stores it just after its last action). */
async function finishedMatch(roomId: string): Promise<MatchDetail> {
  for (let i = 0; i < 250; i++) {
    const res = await ts.get(`/api/matches/${roomId}`);
    if (res.status === 200 && (res.body as MatchDetail).summary.status === 'finished') return res.body as MatchDetail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the result of ${roomId} was never stored`);
}

/** The winners a list shows from a summary alone: rank 1 sides, the game's own opponent by its registry name. */
function winnersShown(summary: MatchSummary): string[] {
  const seats = summary.players.filter((p) => p.rank === 1).map((p) => p.name);
  const opponent = summary.opponent?.rank === 1 ? [gameInfo(summary.game)!.soloOpponent!.en] : [];
  return [...opponent, ...seats].sort();
}

// Solo for the games that have it (the registry's player counts say).
const TABLES = GAMES_UNDER_TEST.flatMap((game) => [
  { game, names: ['Ada', 'Bo', 'Cy', 'Di', 'Ed'].slice(0, game.players), solo: false },
  ...(gameInfo(game.id)!.minPlayers === 1 ? [{ game, names: ['Jo'], solo: true }] : []),
]);
/** ER's solo record, kept for the verify command. */
let erSoloRecord: MatchRecordJson | null = null;

describe('finished games of every hosted game, listed, opened and verified', () => {
  for (const { game, names, solo } of TABLES) {
    it(`${game.id}${solo ? ' solo' : ` with ${names.length} players`}: the summary names the game and the real winner; the record verifies`, async () => {
      const { roomId, state } = await playPublicMatch(ts.sdk, game, names);
      const detail = await finishedMatch(roomId);
      const info = gameInfo(detail.summary.game);
      expect(detail.summary.game).toBe(game.id);
      expect(info?.names).toMatchObject({ en: expect.any(String), fr: expect.any(String) });

      // Listed among the recent games, exactly as its own page shows it.
      const listed = ((await ts.get('/api/matches')).body as MatchPage).matches.find((m) => m.matchId === roomId);
      expect(listed).toEqual(detail.summary);

      const opponent = info?.soloOpponent?.en ?? '';
      const winners = game.winners(state, opponent).sort();
      expect(winnersShown(detail.summary)).toEqual(winners);
      expect(detail.summary.players.map((p) => p.name)).toEqual(names);
      expect(detail.summary.players.every((p) => typeof p.score === 'number')).toBe(true);
      // A solo game says whom it was played against; a table of players has no such side.
      expect(detail.summary.opponent !== undefined).toBe(solo);
      if (solo) expect(opponent).not.toBe('');

      const verdict = verifyMatch(detail.record);
      if (!verdict.ok) throw new Error(verdict.reason);
      expect(verdict.state).toEqual(state);
      expect(
        verdict.scores
          .filter((s) => s.rank === 1)
          .map((s) => s.name)
          .sort(),
      ).toEqual(winners);
      const seatScores = verdict.scores.filter((s) => s.seat !== null).map((s) => [s.seat, s.score]);
      expect(seatScores.sort((a, b) => a[0]! - b[0]!)).toEqual(detail.summary.players.map((p) => [p.seat, p.score]));
      if (solo && game.id === 'dice_hospital_er') erSoloRecord = detail.record;
    }, 120_000);
  }

  it('`npm run verify` (scripts/verify.ts) verifies a downloaded ER solo record and names its winner', () => {
    expect(erSoloRecord).not.toBeNull();
    const file = path.join(dir, 'er-solo.json');
    writeFileSync(file, JSON.stringify(erSoloRecord));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify.ts', file, '--commitment', erSoloRecord!.commitment], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^verified/);
    expect(run.stdout).toContain(`${erSoloRecord!.matchId} (dice_hospital_er), 1 players: Jo`);
    // Both sides of the solo game, ranked: URSULE's line is there whoever won.
    expect(run.stdout).toMatch(/#[12] URSULE: \d+/);
    expect(run.stdout).toMatch(/#[12] Jo: \d+/);
  }, 60_000);
});
