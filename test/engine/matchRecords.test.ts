// Issue 23 §9: everything a match record shows is covered by its verification. The commitment binds
// the record's identity (match id, game, players in seat order, options, player count) as well as
// the key; the result must be the replayed one; the log must reach the end of the game; `game` must
// be present and a registered game, whose own rules replay the log (Dice Hospital ER included).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, playRandomGame, type GameConfig } from '../../shared/games/dice-hospital/index.js';
import * as ER from '../../shared/games/dice-hospital-er/index.js';
import { matchRecordOf, verifyMatch, type MatchRecordJson } from '../../shared/fairness.js';
import { testKey } from '../../shared/random.js';

const KEY = testKey(11);
const config: GameConfig = { players: ['Ana', 'Ben', 'Chloé'], key: KEY, options: {} };
const played = playRandomGame(createGame(config), 23);
const FINISHED_AT = '2026-11-23T23:00:00.000Z';

/** The honest record of the finished Dice Hospital game, as the server serves it. */
const honest = (): MatchRecordJson =>
  JSON.parse(
    JSON.stringify(matchRecordOf({ matchId: 'm1', game: 'dice_hospital', config, actions: played.log, finishedAt: FINISHED_AT, result: played.state.result })),
  );

const erConfig: ER.GameConfig = { players: ['Dana', 'Eli'], key: testKey(12), options: {} };
const erPlayed = ER.playRandomGame(ER.createGame(erConfig), 5);
const honestEr = (): MatchRecordJson =>
  JSON.parse(
    JSON.stringify(
      matchRecordOf({
        matchId: 'er1',
        game: 'dice_hospital_er',
        config: erConfig,
        actions: erPlayed.log,
        finishedAt: FINISHED_AT,
        result: erPlayed.state.result,
      }),
    ),
  );

/** Every way of changing what a record shows, each with the reason verification must give. */
const tamperings: { name: string; change(r: MatchRecordJson): unknown; reason: RegExp }[] = [
  { name: 'a renamed player', change: (r) => ({ ...r, config: { ...r.config, players: ['Ana', 'Bob', 'Chloé'] } }), reason: /commitment/ },
  {
    name: 'players 0 and 1 swapped',
    change: (r) => ({ ...r, config: { ...r.config, players: [r.config.players[1], r.config.players[0], ...r.config.players.slice(2)] } }),
    reason: /commitment/,
  },
  { name: 'another match id', change: (r) => ({ ...r, matchId: 'm2' }), reason: /commitment/ },
  { name: 'no match id', change: ({ matchId: _, ...r }) => r, reason: /match id/ },
  { name: 'changed options', change: (r) => ({ ...r, config: { ...r.config, options: { administrators: true } } }), reason: /commitment/ },
  { name: 'no game', change: ({ game: _, ...r }) => r, reason: /which game/ },
  { name: 'an unregistered game', change: (r) => ({ ...r, game: 'chess' }), reason: /unknown game "chess"/ },
  {
    name: 'the result removed and 20 actions cut',
    change: ({ result: _, ...r }) => ({ ...r, log: r.log.slice(0, -20) }),
    reason: /not finished|no result/,
  },
  { name: 'the result removed', change: ({ result: _, ...r }) => r, reason: /no result/ },
  { name: '20 actions cut', change: (r) => ({ ...r, log: r.log.slice(0, -20) }), reason: /not finished/ },
  { name: 'a null result', change: (r) => ({ ...r, result: null }), reason: /no result/ },
];

describe('verifyMatch covers everything a record shows', () => {
  it('verifies an honest Dice Hospital record', () => {
    const verdict = verifyMatch(honest());
    if (!verdict.ok) throw new Error(verdict.reason);
    expect(verdict.scores.map((s) => s.name).sort()).toEqual([...config.players].sort());
  });

  it('verifies an honest Dice Hospital ER record with the ER rules', () => {
    expect(erPlayed.state.phase).toBe('gameOver');
    const record = honestEr();
    expect(record.game).toBe('dice_hospital_er');
    const verdict = verifyMatch(record);
    if (!verdict.ok) throw new Error(verdict.reason);
    expect(verdict.state).toEqual(erPlayed.state);
    expect(verdict.scores.map((s) => [s.name, s.score])).toEqual(erPlayed.state.result!.standings.map((s) => [erConfig.players[s.seat], s.score]));
  });

  for (const { name, change, reason } of tamperings) {
    it(`refuses a record with ${name}`, () => {
      expect(verifyMatch(change(honest()))).toEqual({ ok: false, reason: expect.stringMatching(reason) });
    });
  }

  it('refuses an ER record told as a Dice Hospital one, and the other way round', () => {
    expect(verifyMatch({ ...honestEr(), game: 'dice_hospital' }).ok).toBe(false);
    expect(verifyMatch({ ...honest(), game: 'dice_hospital_er' }).ok).toBe(false);
  });

  it('refuses a record from before identities were committed to (format 1)', () => {
    expect(verifyMatch({ ...honest(), format: 'dice-hospital-match/1' })).toEqual({ ok: false, reason: expect.stringMatching(/format 1/) });
  });

  it('the swapped record would have shown another winner', () => {
    const winner = played.state.result!.standings.find((s) => s.rank === 1)!.seat;
    const swapped = tamperings[1]!.change(honest()) as MatchRecordJson;
    if (winner <= 1) expect(swapped.config.players[winner]).not.toBe(config.players[winner]);
  });
});

describe('npm run verify exits non-zero for every tampered record', () => {
  const dir = mkdtempSync(join(tmpdir(), 'verify-records-'));
  const run = (record: unknown) => {
    const file = join(dir, 'match.json');
    writeFileSync(file, JSON.stringify(record));
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify.ts', file], { encoding: 'utf8' });
  };

  it('exits 0 for honest records of both games, 1 with the reason for each tampering', () => {
    for (const record of [honest(), honestEr()]) {
      const good = run(record);
      expect(good.status, good.stdout + good.stderr).toBe(0);
      expect(good.stdout).toMatch(/^verified/);
      expect(good.stdout).toContain(record.matchId!);
    }
    for (const { name, change, reason } of tamperings.filter((t) => /renamed|swapped|another match|no game|20 actions cut/.test(t.name))) {
      const bad = run(change(honest()));
      expect(bad.status, name).toBe(1);
      expect(bad.stdout, name).toMatch(/^NOT verified: /);
      expect(bad.stdout, name).toMatch(reason);
    }
  }, 60_000);

  it('with --commitment, also refuses a record whose commitment is not the one announced', () => {
    const file = join(dir, 'match.json');
    writeFileSync(file, JSON.stringify(honest()));
    const verify = (commitment: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify.ts', file, '--commitment', commitment], { encoding: 'utf8' });
    expect(verify(honest().commitment).status).toBe(0);
    const other = verify('0'.repeat(64));
    expect(other.status).toBe(1);
    expect(other.stdout).toMatch(/^NOT verified: the record's commitment .* is not the one given/);
    expect(verify('xyz').status).toBe(2);
  }, 30_000);
});
