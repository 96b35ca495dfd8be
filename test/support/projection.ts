// The check behind the server's incremental projection: projecting a room's state action after action
// (assignPlain skips what is unchanged since the last source) must give the same schema tree as
// projecting each state afresh, and a client decoding the patches must see that tree too. Used by
// test/server/projection.test.ts and, before it measures, by bench/support/projectionCost.ts.
import { Decoder, Encoder } from '@colyseus/schema';
import { DEFAULT_OPTIONS, diceHospital, legalActions, type Action, type GameState, type Options } from '../../shared/games/dice-hospital/index.js';
import { randomSteps } from './randomSteps.js';
import { testKey } from '../../shared/random.js';
import { diceHospitalAdapter as adapter } from '../../server/rooms/dice-hospital/adapter.js';
import { DiceHospitalRoomState } from '../../server/rooms/dice-hospital/adapter.js';

/** Every state of a random game with this many players, from the first to the last. */
export function randomGameStates(players: number, seed: number, options: Options = DEFAULT_OPTIONS): GameState[] {
  const names = ['Ana', 'Ben', 'Chloé', 'Dev'].slice(0, players);
  const initial = diceHospital.createGame({ players: names, key: testKey(seed), options: { ...options } });
  return [initial, ...randomSteps<GameState, Action>({ ...diceHospital, legalActions }, initial, seed).map((step) => step.state)];
}

/** The tree as JSON without the seats' secrets (which a decoder without a view does not get). */
const publicJson = (json: unknown) => JSON.stringify(json, (key, value: unknown) => (key === 'dealtAdministrators' ? undefined : value));

/** Throws at the first state whose incremental projection, or its decoded patch, differs from a fresh one. */
export function checkIncrementalProjection(states: readonly GameState[], options: Options = DEFAULT_OPTIONS): void {
  const room = () => adapter.createRoomState({ ...options });
  const root = room();
  const encoder = new Encoder(root);
  const decoder = new Decoder(new DiceHospitalRoomState());
  decoder.decode(encoder.encodeAll());
  encoder.discardChanges();
  states.forEach((state, i) => {
    adapter.project(root, state);
    decoder.decode(encoder.encode());
    encoder.discardChanges();
    const fresh = room();
    adapter.project(fresh, state);
    if (JSON.stringify(root.toJSON()) !== JSON.stringify(fresh.toJSON())) throw new Error(`action ${i}: the projected tree differs from a fresh projection`);
    if (publicJson(decoder.state.toJSON()) !== publicJson(fresh.toJSON())) throw new Error(`action ${i}: the decoded state differs from a fresh projection`);
  });
}
