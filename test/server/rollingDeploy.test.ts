// The rolling update of docs/operations.md, run for real: two processes on PostgreSQL and Redis,
// each drained, stopped and started again while two games are played; every game goes on, its
// players come back to their seats, and no acknowledged action is lost.
import { describe, expect, it } from 'vitest';
import { rollingDeploy } from '../../scripts/rollingDeploy.js';
import { postgresAvailable } from '../support/postgres.js';
import { redisAvailable } from '../support/redis.js';

const available = (await postgresAvailable()) && (await redisAvailable());

describe.skipIf(!available)('a rolling update (npm run deploy:rolling)', () => {
  it('loses no acknowledged action and brings every player back to the game', async () => {
    const report = await rollingDeploy({ processes: 2, games: 2, log: () => undefined });
    expect(report.rolls).toHaveLength(2);
    expect(report.lost).toBe(0);
    expect(report.actions).toBeGreaterThan(0);
    // Each process held a game when it was stopped, so players had to come back.
    expect(report.returns).toBeGreaterThanOrEqual(2);
  }, 180_000);
});
