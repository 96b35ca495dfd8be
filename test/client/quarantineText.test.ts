// The Quarantine views' words: every event of random 2-, 3- and 4-player games reads as a sentence
// in English and French (no type name, nothing undefined), the special rooms all have a name, a
// tag and an effect, and the final scores' rows all have a name.
import { describe, expect, it } from 'vitest';
import { seedRng, testKey } from '../../shared/random.js';
import { applyAction, createGame, pendingSeats, randomAction, viewFor, SPECIAL_IDS, type GameState, type QEvent } from '../../shared/games/quarantine/index.js';
import { en } from '../../client/src/games/quarantine/i18n/en.js';
import { fr } from '../../client/src/games/quarantine/i18n/fr.js';
import { logSentence } from '../../client/src/games/quarantine/logText.js';

/** A random game's events, with the view they were read against (the table's log reads them so). */
function randomGame(players: number, seed: number): { state: GameState; events: QEvent[] } {
  let state = createGame({ players: ['Ana', 'Ben', 'Chloé', 'Dev'].slice(0, players), key: testKey(seed) });
  const rng = { rng: seedRng(seed) };
  const events: QEvent[] = [];
  for (let i = 0; i < 5_000 && state.phase !== 'gameOver'; i++) {
    const seat = pendingSeats(state)[0]!;
    const result = applyAction(state, seat, randomAction(state, seat, rng)!);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
    events.push(...(result.events as QEvent[]));
  }
  return { state, events };
}

describe('Quarantine texts', () => {
  it('word every event of random games in both languages', () => {
    const seen = new Set<string>();
    for (const [players, seed] of [
      [2, 1],
      [3, 2],
      [4, 3],
    ] as const) {
      const { state, events } = randomGame(players, seed);
      expect(state.phase).toBe('gameOver');
      const view = viewFor(state, 0);
      for (const e of events) {
        seen.add(e.type);
        for (const t of [en, fr]) {
          const text = logSentence(t, view, e);
          expect(text, e.type).not.toBe(e.type);
          expect(text, e.type).not.toMatch(/undefined|NaN|\[object|null/);
        }
      }
    }
    // The common events at least: drawing, placing cubes, the main actions, the end.
    for (const type of ['startingTilePlaced', 'gameStarted', 'turnStarted', 'cubeDrawn', 'patientQueued', 'virusPlaced', 'turnEnded', 'gameOver']) {
      expect(seen, type).toContain(type);
    }
  });

  it('name every special room, with a tag and an effect', () => {
    for (const t of [en, fr]) {
      for (const id of SPECIAL_IDS) {
        expect(t.specials[id].name, id).toBeTruthy();
        expect(t.specials[id].short.length, id).toBeLessThanOrEqual(2);
        expect(t.specials[id].effect.length, id).toBeGreaterThan(20);
      }
    }
  });
});
