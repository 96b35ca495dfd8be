// The room projects the engine's state into its synced schema incrementally (assignPlain skips what
// is the same as the last source it assigned). That must never drift from the state: action after
// action, through undos, options and the end of the game, the tree equals a fresh projection of the
// same state, and a client decoding the patches sees that same tree.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type Options } from '../../shared/games/dice-hospital/index.js';
import { EVERY_TABLE_OPTION } from '../support/options.js';
import { checkIncrementalProjection, randomGameStates } from '../support/projection.js';

const EVERY_OPTION: Options = { ...DEFAULT_OPTIONS, ...EVERY_TABLE_OPTION };

describe('incremental projection', () => {
  for (const [label, players, options] of [
    ['4 players, default options', 4, DEFAULT_OPTIONS],
    ['3 players, every option', 3, EVERY_OPTION],
    ['solo', 1, { ...DEFAULT_OPTIONS, administrators: false }],
  ] as const) {
    it(`equals a fresh projection after every action of a random game (${label})`, () => {
      const game = randomGameStates(players, players * 7 + 1, options);
      expect(game.at(-1)!.phase).toBe('gameOver');
      expect(() => checkIncrementalProjection(game, options)).not.toThrow();
    });
  }
});
