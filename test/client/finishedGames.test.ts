// "Your games" on the home page: the finished games this device played, newest first, each once,
// at most FINISHED_KEPT, and never confused by what else the storage holds.
import { beforeEach, describe, expect, it } from 'vitest';
import { FINISHED_KEPT, finishedGames, rememberFinishedGame } from '../../client/src/net/storage.js';
import { MemoryStorage } from './memoryStorage.js';

const game = (n: number) => ({ matchId: `room-${n}`, finishedAt: new Date(2026, 0, 1, 0, n).toISOString(), players: ['Ada', 'Bo'], you: 'Ada' });

describe('finished games remembered on the device', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  });

  it('lists them newest first, each game once', () => {
    rememberFinishedGame(game(1));
    rememberFinishedGame(game(2));
    rememberFinishedGame(game(1));
    expect(finishedGames().map((g) => g.matchId)).toEqual(['room-1', 'room-2']);
  });

  it(`keeps the newest ${FINISHED_KEPT}`, () => {
    for (let n = 0; n < FINISHED_KEPT + 7; n++) rememberFinishedGame(game(n));
    const kept = finishedGames();
    expect(kept).toHaveLength(FINISHED_KEPT);
    expect(kept[0]!.matchId).toBe(`room-${FINISHED_KEPT + 6}`);
    expect(kept.at(-1)!.matchId).toBe('room-7');
  });

  it('keeps which game each one was, and reads entries saved before that was kept', () => {
    rememberFinishedGame({ ...game(1), game: 'dice_hospital_er' });
    localStorage.setItem('dh.finished', JSON.stringify([...JSON.parse(localStorage.getItem('dh.finished')!), game(2), { ...game(3), game: 7 }]));
    expect(finishedGames().map((g) => [g.matchId, g.game])).toEqual([
      ['room-1', 'dice_hospital_er'],
      ['room-2', undefined],
    ]);
  });

  it('ignores a damaged entry instead of failing the home page', () => {
    localStorage.setItem('dh.finished', '{not json');
    expect(finishedGames()).toEqual([]);
    localStorage.setItem('dh.finished', JSON.stringify([{ matchId: 3 }, game(4)]));
    expect(finishedGames().map((g) => g.matchId)).toEqual(['room-4']);
  });
});
