// The room projects the engine's state into its synced schema incrementally (assignPlain skips what
// is the same as the last source it assigned). That must never drift from the state: action after
// action, through undos, options and the end of the game, the tree equals a fresh projection of the
// same state, and a client decoding the patches sees that same tree.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, diceHospital, legalActions, type GameState, type Options } from '../../shared/games/dice-hospital/index.js';
import { playRandom } from '../../shared/play.js';
import { testKey } from '../../shared/random.js';
import { checkIncrementalProjection } from '../support/projection.js';

function states(players: number, seed: number, options: Options): GameState[] {
  const names = ['Ana', 'Ben', 'Chloé', 'Dev'].slice(0, players);
  const initial = diceHospital.createGame({ players: names, key: testKey(seed), options });
  const all = [initial];
  for (const { seat, action } of playRandom({ ...diceHospital, legalActions }, initial, seed).log) {
    const result = diceHospital.applyAction(all[all.length - 1]!, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    all.push(result.state);
  }
  return all;
}

const EVERY_OPTION: Options = {
  ...DEFAULT_OPTIONS,
  events: true,
  openingCrisis: true,
  nationwideEpidemic: true,
  resistantSuperbug: true,
  finalRoundCollections: true,
  experimentalMedicine: true,
  promoSpecialists: true,
};

describe('incremental projection', () => {
  for (const [label, players, options] of [
    ['4 players, default options', 4, DEFAULT_OPTIONS],
    ['3 players, every option', 3, EVERY_OPTION],
    ['solo', 1, { ...DEFAULT_OPTIONS, administrators: false }],
  ] as const) {
    it(`equals a fresh projection after every action of a random game (${label})`, () => {
      const game = states(players, players * 7 + 1, options);
      expect(game.at(-1)!.phase).toBe('gameOver');
      expect(() => checkIncrementalProjection(game, options)).not.toThrow();
    });
  }
});
