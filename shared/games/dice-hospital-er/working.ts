// The working copy of a state for one action, copied on write. applyAction copies the top of the
// state (and URSULE's part, solo); a seat's player, a seat's turn or a cardiologist card is copied
// only when the rules are about to change it, through the functions below, and once per action.
// Everything read and not changed stays the input's own object: a read costs nothing, and the
// server's projection, which reuses what it made for an unchanged object, has less to redo.
// Lists inside those objects (a ward's values, curtains, critical beds...) are replaced rather than
// changed by the rules (sheet.ts), so a copy shares them. The property tests check that applyAction
// never changes its input (a frozen state, and a comparison with a clone), which guards this rule.
// Copies are object literals with every field named: V8 runs a spread with fields added
// (`{ ...state, players }`) through a slow generic path, and these copies are most of what an
// action costs (`npm run bench:instructions -- --game er`: 19.3 M instructions a game with spreads
// and copies made on first read, 11.6 M so). TypeScript checks that each literal names every field.
import { copySheet } from './sheet.js';
import type { CardiologistCard, CardiologistId, GameState, PlayerState, SeatTurn } from './types.js';

/** The action running now: its working copy and the objects it made, its own to change. Actions
 * run one at a time and to the end (applyAction is synchronous), so one slot is enough; a
 * WeakMap from working copy to objects cost 14 % of a game's instructions. */
let running: { state: GameState; made: object[] } | null = null;

/** Runs `act` on a working copy of `s` and returns both; `s` is not changed. */
export function onWorkingCopy<R>(s: GameState, act: (state: GameState) => R): { state: GameState; result: R } {
  const state: GameState = {
    game: s.game,
    config: s.config,
    options: s.options,
    rng: s.rng,
    turn: s.turn,
    turns: s.turns,
    chief: s.chief,
    deck: s.deck,
    removed: s.removed,
    card: s.card,
    dice: s.dice,
    chiefDie: s.chiefDie,
    cardiologists: s.cardiologists.slice(),
    radiologist: s.radiologist,
    epidemiologist: s.epidemiologist,
    players: s.players.slice(),
    turnState: s.turnState.slice(),
    pending: { ...s.pending },
    phase: s.phase,
    actionCount: s.actionCount,
    result: s.result,
  };
  if (s.ursule) state.ursule = { sheet: copySheet(s.ursule.sheet), wardsFilled: s.ursule.wardsFilled, die: s.ursule.die, morgue: s.ursule.morgue };
  running = { state, made: [] };
  try {
    return { state, result: act(state) };
  } finally {
    running = null;
  }
}

/** `items[i]`, first replaced by a copy when it is not yet the action's own. Outside an action (a
 * state being built by createGame) every object is new, hence its own. */
function own<T extends object>(state: GameState, items: T[], i: number, copy: (item: T) => T): T {
  const item = items[i]!;
  if (running?.state !== state || running.made.includes(item)) return item;
  const mine = copy(item);
  running.made.push(mine);
  items[i] = mine;
  return mine;
}

const copyPlayer = (player: PlayerState): PlayerState => ({ name: player.name, sheet: copySheet(player.sheet) });
const copyTurn = (turn: SeatTurn): SeatTurn => ({
  chosen: turn.chosen,
  die: turn.die,
  viaBloodBag: turn.viaBloodBag,
  admitted: turn.admitted,
  extra: turn.extra,
  curtain: turn.curtain,
  done: turn.done,
});
const copyCard = (card: CardiologistCard): CardiologistCard => ({ id: card.id, value: card.value, scoredBy: card.scoredBy });

/** The seat's player (and sheet), to change in this action. */
export const playerToChange = (state: GameState, seat: number): PlayerState => own(state, state.players, seat, copyPlayer);

/** The seat's part of the turn, to change in this action. */
export const turnToChange = (state: GameState, seat: number): SeatTurn => own(state, state.turnState, seat, copyTurn);

/** A cardiologist card in play, to change in this action. */
export const cardToChange = (state: GameState, id: CardiologistId): CardiologistCard =>
  own(
    state,
    state.cardiologists,
    state.cardiologists.findIndex((card) => card.id === id),
    copyCard,
  );
