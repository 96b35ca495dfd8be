// What a room of each hosted game keeps of its synced state: every schema object and array costs
// the server about 2 KB with its change tracking, so each game packs its lists into strings
// (shared/games/*/sync.ts). A whole random game at the largest table, projected action by action as
// a room does and decoded as a spectator's client does, must stay within a few dozen objects and
// decode to the spectator's view of the engine state every time.
import { describe, expect, it } from 'vitest';
import { Decoder, Encoder } from '@colyseus/schema';
import { SERVER_GAMES } from '../../server/games.js';
import type { GameAdapter } from '../../server/rooms/adapter.js';
import type { PlatformState } from '../../server/schema/platform.js';
import type { RoomStateJson } from '../../shared/protocol.js';
import { testKey } from '../../shared/random.js';
import { randomSteps } from '../support/randomSteps.js';
import { schemaObjects } from '../support/schemaObjects.js';
import { GAMES_UNDER_TEST } from './gamesUnderTest.js';

/** Before their lists were packed, a whole 4-player game reached 137 (ER) and 111 (Quarantine), and
 * Dice Hospital's held 36; the final scores add an object per standing (ER: two) at the end. */
const MOST_OBJECTS = 50;

type AnyAdapter = GameAdapter<unknown, unknown, unknown, unknown, unknown, PlatformState>;

describe('the synced state of every hosted game', () => {
  for (const game of SERVER_GAMES) {
    it(`${game.info.id}: a whole random game at the largest table stays within ${MOST_OBJECTS} schema objects, and a spectator decodes its view`, () => {
      const adapter = game.adapter as unknown as AnyAdapter;
      const decode = GAMES_UNDER_TEST.find((g) => g.id === game.info.id)!;
      const { engine } = adapter;
      const players = ['Ada', 'Brunel', 'Curie', 'Darwin', 'Euler', 'Fermi'].slice(0, engine.maxPlayers);
      const options = adapter.parseOptions({}, players.length);
      const initial = engine.createGame(adapter.makeConfig(players, testKey(7), options));
      const root = adapter.createRoomState(options);
      const encoder = new Encoder(root);
      const copy = new (root.constructor as new () => PlatformState)();
      const decoder = new Decoder(copy);
      decoder.decode(encoder.encodeAll());
      encoder.discardChanges();

      const steps = randomSteps(engine, initial, 7);
      let most = 0;
      for (const [i, { state }] of steps.entries()) {
        adapter.project(root, state);
        decoder.decode(encoder.encode());
        encoder.discardChanges();
        most = Math.max(most, schemaObjects(root));
        const json = copy.toJSON() as unknown as RoomStateJson;
        expect(decode.view(json, 'spectator'), `after action ${i + 1}`).toStrictEqual(engine.viewFor(state, 'spectator'));
      }
      expect(steps.length).toBeGreaterThan(50);
      expect(most).toBeLessThanOrEqual(MOST_OBJECTS);
    });
  }
});
