// Provable fairness (issue 8 §1): the commitment is SHA-256 of the key, and verifyMatch accepts
// exactly the records whose key matches the commitment and whose log replays into the announced game.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, playRandomGame, type GameConfig } from '../../shared/games/dice-hospital/index.js';
import { MATCH_RECORD_FORMAT, commitmentOf, matchCommitmentOf, matchRecordOf, verifyMatch, type MatchRecordJson } from '../../shared/fairness.js';
import { testKey } from '../../shared/random.js';

const KEY = '3b1f0c9e8d7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c';
const config: GameConfig = { players: ['Ana', 'Ben', 'Chloé'], key: KEY, options: {} };
const played = playRandomGame(createGame(config), 17);

/** The record of the finished game, as the server would serve it. */
function record(): MatchRecordJson {
  return matchRecordOf({
    matchId: 'm1',
    game: 'dice_hospital',
    config,
    actions: played.log,
    finishedAt: '2026-11-23T23:00:00.000Z',
    result: played.state.result,
  });
}

describe('commitmentOf', () => {
  it('is SHA-256 of the key bytes, as node:crypto computes it', () => {
    // SHA-256 of 32 zero bytes (a known value).
    expect(commitmentOf(testKey(0))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
    expect(commitmentOf(KEY)).toBe(createHash('sha256').update(Buffer.from(KEY, 'hex')).digest('hex'));
  });
});

describe('matchRecordOf', () => {
  it('leaves the key out until the match has finished', () => {
    const running = matchRecordOf({ matchId: 'm1', game: 'dice_hospital', config, actions: played.log.slice(0, 5), finishedAt: null, result: null });
    expect(running.key).toBeNull();
    expect(running.commitment).toBe(matchCommitmentOf(KEY, { matchId: 'm1', game: 'dice_hospital', players: config.players, options: {} }));
    expect(JSON.stringify(running)).not.toContain(KEY);
    expect(verifyMatch(running)).toEqual({ ok: false, reason: expect.stringMatching(/not revealed/) });
    expect(record().key).toBe(KEY);
    expect(record().format).toBe(MATCH_RECORD_FORMAT);
  });
});

describe('verifyMatch', () => {
  it('verifies an honest finished game and gives its final scores', () => {
    expect(played.state.phase).toBe('gameOver');
    const verdict = verifyMatch(JSON.parse(JSON.stringify(record())));
    if (!verdict.ok) throw new Error(verdict.reason);
    expect(verdict.finished).toBe(true);
    expect(verdict.state).toEqual(played.state);
    expect(verdict.scores.map((s) => s.score)).toEqual(played.state.result!.standings.map((s) => s.score));
  });

  it('refuses a key that does not match the commitment', () => {
    const r = { ...record(), key: testKey(5) };
    expect(verifyMatch(r)).toEqual({ ok: false, reason: expect.stringMatching(/does not match the commitment/) });
  });

  it('refuses another key with its own commitment: the log does not replay into the announced game', () => {
    const r = { ...record(), key: testKey(5), commitment: commitmentOf(testKey(5)) };
    const verdict = verifyMatch(r);
    expect(verdict.ok).toBe(false);
  });

  it('refuses a tampered log', () => {
    const log = structuredClone(played.log);
    // Swap the seat of an action: some seat acts out of turn or on someone else's hospital.
    const i = log.findIndex((e, j) => j > 10 && e.action.type === 'placeWorker');
    log[i] = { ...log[i]!, seat: (log[i]!.seat + 1) % 3 };
    expect(verifyMatch({ ...record(), log })).toEqual({ ok: false, reason: expect.stringMatching(/does not replay|differs/) });
    // A truncated log replays but does not reach the end of the game.
    expect(verifyMatch({ ...record(), log: played.log.slice(0, -3) })).toEqual({ ok: false, reason: expect.stringMatching(/not finished/) });
  });

  it('refuses a tampered result', () => {
    const result = structuredClone(played.state.result)!;
    result.standings[0]!.score += 1;
    expect(verifyMatch({ ...record(), result })).toEqual({ ok: false, reason: expect.stringMatching(/differs from the announced result/) });
  });

  it('gives a clear reason for malformed records', () => {
    expect(verifyMatch(null)).toMatchObject({ ok: false, reason: expect.stringMatching(/not a JSON object/) });
    expect(verifyMatch({ ...record(), key: 'xyz' })).toMatchObject({ ok: false, reason: expect.stringMatching(/64 lowercase hex/) });
    expect(verifyMatch({ ...record(), log: undefined })).toMatchObject({ ok: false, reason: expect.stringMatching(/log is missing/) });
    expect(verifyMatch({ ...record(), format: 'other/9' })).toMatchObject({ ok: false, reason: expect.stringMatching(/unknown record format/) });
  });
});

describe('npm run verify', () => {
  const dir = mkdtempSync(join(tmpdir(), 'verify-'));
  const run = (rec: unknown) => {
    const file = join(dir, 'match.json');
    writeFileSync(file, JSON.stringify(rec));
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify.ts', file], { encoding: 'utf8' });
  };

  it('prints verified with the scores for an honest record, and NOT verified with the reason otherwise', () => {
    const good = run(record());
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/^verified/);
    expect(good.stdout).toContain(record().commitment);
    for (const name of config.players) expect(good.stdout).toContain(name);
    const bad = run({ ...record(), key: testKey(5) });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/^NOT verified: the key does not match the commitment/);
    const missing = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify.ts', join(dir, 'nope.json')], { encoding: 'utf8' });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot read/);
  });
});
