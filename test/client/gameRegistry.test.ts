// The client's games registry: what the platform's lists and waiting room say of a room's options,
// in each game's own words.
import { describe, expect, it } from 'vitest';
import { CLIENT_GAMES, roomOptionsText } from '../../client/src/games/registry.js';
import { offeredOptions } from '../../client/src/views/lobby/gameOptions.js';
import { describeOptions, DICE_HOSPITAL_ER, type GameInfo } from '../../shared/games/registry.js';

describe('a room’s options as the lobby, the waiting room and the history name them', () => {
  it('names the URSULE difficulty options of a Dice Hospital ER room, in both languages', () => {
    const options = { preparation: true, equipment: false, isolation: true, capacity: false };
    expect(roomOptionsText('dice_hospital_er', 'en', options)).toEqual(['Preparation', 'Isolation']);
    expect(roomOptionsText('dice_hospital_er', 'fr', options)).toHaveLength(2);
    expect(roomOptionsText('dice_hospital_er', 'en', { preparation: false })).toEqual([]);
  });
  it('names a Dice Hospital room’s options that differ from the defaults', () => {
    expect(roomOptionsText('dice_hospital', 'en', { events: true, administrators: true })).toEqual(['Events']);
  });
  it('says nothing of a game this client does not know', () => {
    expect(roomOptionsText('no_such_game', 'en', { events: true })).toEqual([]);
  });
});

describe('a game’s options as a home card offers them', () => {
  it('offers ER’s URSULE difficulty options in solo only', () => {
    expect(offeredOptions(DICE_HOSPITAL_ER, 1)).toEqual(['preparation', 'equipment', 'isolation', 'capacity']);
    expect(offeredOptions(DICE_HOSPITAL_ER, 3)).toEqual([]);
  });
  it('offers an option of a few values when the rules accept another of its values at that count', () => {
    // A game of one on/off option and one of three speeds, whose rules refuse the fastest at a crowded table.
    const info: GameInfo = {
      ...DICE_HOSPITAL_ER,
      id: 'test_speeds',
      options: describeOptions({ speed: 'calm', hard: false }, { speed: ['calm', 'brisk', 'hectic'] }),
    };
    expect(info.options.speed).toEqual({ kind: 'choice', values: ['calm', 'brisk', 'hectic'], default: 'calm' });
    const games = CLIENT_GAMES as Record<string, unknown>;
    games[info.id] = {
      info,
      options: {
        texts: () => ({}),
        error: (o: Record<string, unknown>, players: number) => (o.speed !== undefined && o.speed !== 'calm' && players > 2 ? 'too fast for a crowd' : null),
      },
    };
    try {
      expect(offeredOptions(info, 2)).toEqual(['speed', 'hard']);
      expect(offeredOptions(info, 3)).toEqual(['hard']);
    } finally {
      delete games[info.id];
    }
  });
  it('refuses a default whose kind it cannot tell', () => {
    expect(() => describeOptions({ level: 'hard' })).toThrow(/level/);
    expect(() => describeOptions({ level: 3 })).toThrow(/level/);
  });
});
