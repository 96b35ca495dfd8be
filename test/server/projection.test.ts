// The room projects the engine's state into its synced schema incrementally (assignPlain skips what
// is the same as the last source it assigned). That must never drift from the state: action after
// action, through undos, options and the end of the game, the tree equals a fresh projection of the
// same state, and a client decoding the patches sees that same tree.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, sharedView, viewFor, type Options } from '../../shared/games/dice-hospital/index.js';
import { syncFromState, syncFromView, viewFromSync, type GameSyncJson } from '../../shared/games/dice-hospital/sync.js';
import { HIDDEN_KEYS } from '../../shared/games/dice-hospital/types.js';
import { EVERY_TABLE_OPTION } from '../support/options.js';
import { checkIncrementalProjection, randomGameStates } from '../support/projection.js';

const EVERY_OPTION: Options = { ...DEFAULT_OPTIONS, ...EVERY_TABLE_OPTION };

/** The random games both checks play: a full table, every option, solo. */
const TABLES = [
  ['4 players, default options', 4, DEFAULT_OPTIONS],
  ['3 players, every option', 3, EVERY_OPTION],
  ['solo', 1, { ...DEFAULT_OPTIONS, administrators: false }],
] as const;

describe('incremental projection', () => {
  for (const [label, players, options] of TABLES) {
    it(`equals a fresh projection after every action of a random game (${label})`, () => {
      const game = randomGameStates(players, players * 7 + 1, options);
      expect(game.at(-1)!.phase).toBe('gameOver');
      expect(() => checkIncrementalProjection(game, options)).not.toThrow();
    });
  }
});

// The server builds the synced game straight from the state (syncFromState) rather than through the
// public view: it must give what the view gives (syncFromView of sharedView), each seat's secrets
// only in its own player's dealtAdministrators, and nothing of the hidden parts.
describe('syncFromState', () => {
  for (const [label, players, options] of TABLES) {
    it(`equals the public view's sync, with each seat's own secrets, after every action (${label})`, () => {
      const game = randomGameStates(players, players * 11 + 3, options);
      let secretsSeen = 0;
      for (const state of game) {
        const synced = JSON.parse(JSON.stringify(syncFromState(state))) as GameSyncJson;
        const viewed = JSON.parse(JSON.stringify(syncFromView(sharedView(state)))) as GameSyncJson;
        synced.players.forEach((player, seat) => {
          expect(player.dealtAdministrators).toEqual(state.players[seat]!.dealtAdministrators.join(','));
          secretsSeen += state.players[seat]!.dealtAdministrators.length;
        });
        const withoutSecrets = (json: GameSyncJson) => ({ ...json, players: json.players.map(({ dealtAdministrators: _d, ...p }) => p) });
        expect(withoutSecrets(synced)).toEqual(withoutSecrets(viewed));
        expect(viewed.players.every((p) => p.dealtAdministrators === '')).toBe(true);
        for (const key of HIDDEN_KEYS) expect(synced).not.toHaveProperty(key);
        // What each seat decodes (its own secrets, no one else's) is its view of the game.
        for (let seat = 0; seat < players; seat++) {
          const seen = { ...synced, players: synced.players.map((p, s) => ({ ...p, dealtAdministrators: s === seat ? p.dealtAdministrators : '' })) };
          expect(viewFromSync(seen, seat)).toEqual(viewFor(state, seat));
        }
      }
      if (options.administrators) expect(secretsSeen).toBeGreaterThan(0);
    });
  }

  it('gives the same synced object for a part an action left alone', () => {
    const game = randomGameStates(4, 5, EVERY_OPTION);
    let shared = 0;
    for (let i = 1; i < game.length; i++) {
      const [before, after] = [syncFromState(game[i - 1]!), syncFromState(game[i]!)];
      if (game[i - 1]!.display === game[i]!.display) {
        expect(after.display).toBe(before.display);
        shared += 1;
      }
      if (game[i - 1]!.result && game[i - 1]!.result === game[i]!.result) expect(after.result).toBe(before.result);
    }
    expect(shared).toBeGreaterThan(0);
  });
});
