// The client's games registry: what the platform's lists and waiting room say of a room's options,
// in each game's own words.
import { describe, expect, it } from 'vitest';
import { roomOptionsText } from '../../client/src/games/registry.js';

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
