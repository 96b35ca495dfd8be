// node --import tsx bench/support/projectionCost.ts [-- --games 8 --rounds 3]
// The CPU time a Dice Hospital room spends per action on projecting the engine state into its synced
// schema (adapter.project) and encoding the patch (shared part, then each seat's view), over random
// 4-player games, with no sockets and no other process: a measure that holds on a shared, noisy
// machine where bench:load's CPU per action does not (CPU time, not wall time). It first checks, on
// two of the games, that projecting action after action gives the same tree as projecting each
// state afresh, and that a client decoding the patches sees it too.
import { parseArgs } from 'node:util';
import { Encoder, StateView } from '@colyseus/schema';
import { DEFAULT_OPTIONS } from '../../shared/games/dice-hospital/index.js';
import { diceHospitalAdapter as adapter } from '../../server/rooms/dice-hospital/adapter.js';
import { ENCODER_BUFFER_SIZE } from '../../server/rooms/colyseusCompat.js';
import { checkIncrementalProjection, randomGameStates } from '../../test/support/projection.js';

const { values } = parseArgs({ options: { games: { type: 'string', default: '8' }, rounds: { type: 'string', default: '3' } } });
Encoder.BUFFER_SIZE = ENCODER_BUFFER_SIZE; // as large as a room's
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const room = () => adapter.createRoomState({ ...DEFAULT_OPTIONS });

const games = Array.from({ length: Number(values.games) }, (_, g) => randomGameStates(4, g + 1));

for (const game of games.slice(0, 2)) checkIncrementalProjection(game);

let project = 0;
let encode = 0;
let views = 0;
let actions = 0;
for (let round = 0; round < Number(values.rounds); round++) {
  for (const game of games) {
    const root = room();
    const encoder = new Encoder(root);
    adapter.project(root, game[0]!);
    const seats = [0, 1, 2, 3].map((seat) => {
      const view = new StateView();
      for (const secret of adapter.secretsOf(root, seat)) view.add(secret);
      return view;
    });
    encoder.encodeAll();
    encoder.discardChanges();
    for (const state of game.slice(1)) {
      const t0 = cpuMs();
      adapter.project(root, state);
      const t1 = cpuMs();
      const it = { offset: 1 };
      encoder.encode(it);
      const t2 = cpuMs();
      const shared = it.offset;
      for (const view of seats) encoder.encodeView(view, shared, it);
      encoder.discardChanges();
      const t3 = cpuMs();
      project += t1 - t0;
      encode += t2 - t1;
      views += t3 - t2;
      actions += 1;
    }
  }
}
const us = (ms: number) => `${((ms * 1000) / actions).toFixed(1)} µs`;
console.log(
  `${actions} actions of ${games.length} random 4-player games (checked on 2): CPU per action: project ${us(project)}, encode ${us(encode)}, 4 seats' views ${us(views)}`,
);
