// Which seats of a finished game are rated (ratedSeatsOf), and how ratings move (rateGame: openskill's
// own rate on the same ranks, ties kept).
import { rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { INITIAL_RATING, ordinalOf, rateGame, ratedSeatsOf } from '../../server/accounts/ratings.js';

const standings = (ranks: (number | null)[]) => ranks.map((rank, seat) => ({ seat, score: 10 - seat, rank }));
const person = (accountId: string) => ({ accountId });

describe('ratedSeatsOf', () => {
  it('rates the signed-in people of a public game, ranked as its standings rank them', () => {
    const seats = [person('1'), { name: 'guest' }, { accountId: '3', bot: 'strong' }, person('4')];
    expect(ratedSeatsOf({ private: false, seats, standings: standings([2, 1, 3, 1]) })).toEqual([
      { accountId: '1', rank: 2 },
      { accountId: '4', rank: 1 },
    ]);
  });

  it('counts a seat whose player abandoned the game as last, whatever its score; several abandoned seats tie for last', () => {
    const left = (accountId: string) => ({ accountId, abandoned: true });
    expect(ratedSeatsOf({ private: false, seats: [left('1'), person('2'), person('3')], standings: standings([1, 3, 2]) })).toEqual([
      { accountId: '1', rank: 4 },
      { accountId: '2', rank: 3 },
      { accountId: '3', rank: 2 },
    ]);
    expect(ratedSeatsOf({ private: false, seats: [person('1'), left('2'), left('3')], standings: standings([3, 1, 2]) })).toEqual([
      { accountId: '1', rank: 3 },
      { accountId: '2', rank: 4 },
      { accountId: '3', rank: 4 },
    ]);
  });

  it('rates nobody in a private game, with fewer than two signed-in people, an unranked seat or one account twice', () => {
    expect(ratedSeatsOf({ private: true, seats: [person('1'), person('2')], standings: standings([1, 2]) })).toEqual([]);
    expect(ratedSeatsOf({ private: false, seats: [person('1'), null, {}], standings: standings([1, 2, 3]) })).toEqual([]);
    expect(ratedSeatsOf({ private: false, seats: [person('1')], standings: standings([1]) })).toEqual([]);
    expect(ratedSeatsOf({ private: false, seats: [person('1'), person('2')], standings: standings([1, null]) })).toEqual([]);
    expect(ratedSeatsOf({ private: false, seats: [person('1'), person('2')], standings: null })).toEqual([]);
    expect(ratedSeatsOf({ private: false, seats: [person('1'), person('1')], standings: standings([1, 2]) })).toEqual([]);
  });
});

describe('rateGame', () => {
  it('is openskill’s rate on the same ranks, ties included, from any current ratings', () => {
    const current = [
      { accountId: 'a', rank: 1, mu: 30, sigma: 5 },
      { accountId: 'b', rank: 2, mu: 25, sigma: 25 / 3 },
      { accountId: 'c', rank: 2, mu: 20, sigma: 7 },
    ];
    const want = rate(
      current.map((s) => [rating({ mu: s.mu, sigma: s.sigma })]),
      { rank: [1, 2, 2] },
    ).map(([r]) => r);
    expect(rateGame(current)).toEqual(want.map((r) => ({ mu: r!.mu, sigma: r!.sigma })));
  });

  it('starts from mu 25, sigma 25/3; the ordinal is mu − 3σ', () => {
    expect(INITIAL_RATING.mu).toBe(25);
    expect(INITIAL_RATING.sigma).toBeCloseTo(25 / 3, 12);
    expect(ordinalOf({ mu: 30, sigma: 2 })).toBeCloseTo(24, 12);
  });
});
