// `npm run trace:engine`: one fingerprint per rules engine of everything it does over random games,
// for changes that must not change behaviour (a faster copy, a leaner legal list). Run it on the
// commit before and after a change: equal fingerprints mean the same games, move for move.
//
// Per engine, `--games N` random games (default 160) over every player count it allows, every other
// one with the game's options on (Dice Hospital's table options, ER's solo difficulty): after each
// action, every pending seat's legal list and default action, a refused variant (the chosen action
// by a seat that may not play it), the events, the new state and every seat's view are hashed, and
// the input state is checked unchanged.
import { createHash } from 'node:crypto';
import type { GameEngine } from '../shared/engine.js';
import { diceHospital } from '../shared/games/dice-hospital/index.js';
import { diceHospitalEr } from '../shared/games/dice-hospital-er/index.js';
import { quarantine } from '../shared/games/quarantine/index.js';
import { randomInt, seedRng, testKey } from '../shared/random.js';
import { EVERY_TABLE_OPTION } from '../test/support/options.js';

type Options = Record<string, unknown> | undefined;

/** The options an odd-numbered game is played with, by engine and player count. */
const OPTIONS: Record<string, (players: number) => Options> = {
  [diceHospital.id]: (players) => (players >= 2 ? { ...EVERY_TABLE_OPTION } : undefined),
  [diceHospitalEr.id]: (players) => (players === 1 ? { preparation: true, equipment: true, isolation: true, capacity: true } : undefined),
};

const at = process.argv.indexOf('--games');
const GAMES = at > 0 ? Number(process.argv[at + 1]) : 160;
const NAMES = ['Ana', 'Ben', 'Chloé', 'Dev', 'Eli', 'Fay'];

function fingerprint(engine: GameEngine<{ players: string[]; key: string; options?: Options }, unknown, unknown, unknown>): string {
  const hash = createHash('sha256');
  const add = (value: unknown) => hash.update(JSON.stringify(value) ?? 'undefined');
  let actions = 0;
  const started = performance.now();
  for (let game = 0; game < GAMES; game++) {
    const rng = { rng: seedRng(game * 7919 + 17) };
    const players = engine.minPlayers + (game % (engine.maxPlayers - engine.minPlayers + 1));
    const options = game % 2 === 1 ? OPTIONS[engine.id]?.(players) : undefined;
    let state = engine.createGame({ players: NAMES.slice(0, players), key: testKey(game), options });
    add(state);
    while (!engine.isOver(state)) {
      const seats = engine.pendingSeats(state);
      for (const seat of seats) add([engine.legalActions(state, seat), engine.defaultAction(state, seat)]);
      const seat = seats[randomInt(rng, 0, seats.length - 1)]!;
      const legal = engine.legalActions(state, seat);
      const action = legal[randomInt(rng, 0, legal.length - 1)];
      const before = JSON.stringify(state);
      const refused = engine.applyAction(state, (seat + 1) % (players + 1), action);
      add(refused.ok ? 'accepted' : refused.error);
      const result = engine.applyAction(state, seat, action);
      if (!result.ok) throw new Error(`${engine.id} game ${game}: a legal action refused: ${result.error.message}`);
      if (JSON.stringify(state) !== before) throw new Error(`${engine.id} game ${game}, action ${actions}: applyAction changed its input`);
      add([action, result.events, result.state]);
      for (let viewer = 0; viewer < players; viewer++) add(engine.viewFor(result.state, viewer));
      add(engine.viewFor(result.state, 'spectator'));
      state = result.state;
      actions++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return `${engine.id.padEnd(18)} ${GAMES} games, ${actions} actions: ${hash.digest('hex').slice(0, 16)}  (${seconds.toFixed(1)} s)`;
}

for (const engine of [diceHospital, diceHospitalEr, quarantine]) console.log(fingerprint(engine as never));
