// The turn's state machine (rules sections 4, 5, 7): starting a turn (Cafeteria), drawing, what a
// drawn cube asks next, ending a turn, the two end triggers and the final scoring.
import { randomInt } from '../../random.js';
import { total } from './cubes.js';
import { cellsOf, hasWorking, nurseStations } from './grid.js';
import { scorePlayer, virusTargets } from './hospital.js';
import type { QEvent } from './log-events.js';
import { dealSetup, emptyState } from './setup.js';
import type { Cube, GameConfig, GameResult, GameState, RulesView, TurnState } from './types.js';
import { CUBES } from './types.js';

export const DRAWS_PER_TURN = 4;
export const ACTIONS_PER_TURN = 4;

export function pendingSeats(state: Pick<RulesView, 'pending'>): number[] {
  const p = state.pending;
  if (p.kind === 'none') return [];
  if (p.kind === 'arrange') return [...p.seats];
  return [p.seat];
}

export const isOver = (state: Pick<RulesView, 'phase'>): boolean => state.phase === 'gameOver';

export function createGame(config: GameConfig): GameState {
  const state = emptyState(config);
  dealSetup(state);
  return state;
}

export function newTurn(seat: number, draws: number): TurnState {
  return {
    seat,
    drawsLeft: draws,
    actionsLeft: ACTIONS_PER_TURN,
    boughtSpecials: [],
    boughtColours: [],
    markersTaken: 0,
    renovated: false,
    pathologyUsed: false,
    renovation: null,
  };
}

/** Every hospital is arranged: the first player starts round 1. */
export function startPlay(state: GameState, events: QEvent[]): void {
  state.phase = 'playing';
  state.round = 1;
  events.push({ type: 'gameStarted', firstPlayer: state.firstPlayer });
  startTurn(state, state.firstPlayer, events);
}

/** A seat's turn begins; its Cafeteria brings a marker first (rules §8.4). */
export function startTurn(state: GameState, seat: number, events: QEvent[]): void {
  state.turnNumber += 1;
  const draws = state.endTriggeredBy !== null && state.endTriggeredBy !== seat ? 0 : DRAWS_PER_TURN;
  state.turn = newTurn(seat, draws);
  state.pending = { kind: 'turn', seat };
  events.push({ type: 'turnStarted', seat, turn: state.turnNumber, round: state.round, draws });
  const player = state.players[seat]!;
  if (!hasWorking(player.hospital, 'cafeteria')) return;
  if (state.markerStock > 0) {
    state.markerStock -= 1;
    player.markers += 1;
    events.push({ type: 'cafeteriaMarker', seat, from: 'stock' });
  } else if (cafeteriaSources(state, seat).length > 0) {
    state.pending = { kind: 'cafeteria', seat };
  }
}

/** Players the Cafeteria may take a marker from when the stock is empty. */
export const cafeteriaSources = (state: RulesView, seat: number): number[] =>
  state.players.map((p, s) => (s !== seat && p.markers > 0 ? s : -1)).filter((s) => s >= 0);

/** Draws one cube from the bag (each cube equally likely). */
function drawOne(state: GameState): Cube {
  let r = randomInt(state, 0, total(state.bag) - 1);
  for (const c of CUBES) {
    if (r < state.bag[c]) {
      state.bag[c] -= 1;
      return c;
    }
    r -= state.bag[c];
  }
  throw new Error('drawOne: the bag is empty');
}

/** The active seat draws a cube. In round 1 greys go to the stock until a patient comes (rules
 * section 4); a grey with no tile to land on goes to the stock too. The last cube triggers the end. */
export function drawCube(state: GameState, events: QEvent[]): void {
  const turn = state.turn!;
  const seat = turn.seat;
  turn.drawsLeft -= 1;
  for (;;) {
    const cube = drawOne(state);
    events.push({ type: 'cubeDrawn', seat, cube, bagLeft: total(state.bag) });
    if (total(state.bag) === 0) triggerEnd(state, 'bag', events);
    if (cube !== 'grey') {
      state.pending = { kind: 'placeCube', seat, cube };
      return;
    }
    const anywhere = state.players.some((p) => virusTargets(p.hospital).length > 0);
    if (state.round > 1 && anywhere) {
      state.pending = { kind: 'placeCube', seat, cube };
      return;
    }
    state.stock += 1;
    events.push({ type: 'virusToStock', seat });
    if (state.round > 1 || total(state.bag) === 0) {
      state.pending = { kind: 'turn', seat };
      return;
    }
  }
}

/** The end is triggered (rules section 7): every other seat, in order, has one more turn. */
export function triggerEnd(state: GameState, by: 'bag' | 'tiles', events: QEvent[]): void {
  if (state.endTriggeredBy !== null) return;
  const seat = state.turn!.seat;
  const n = state.players.length;
  state.endTriggeredBy = seat;
  state.finalTurns = Array.from({ length: n - 1 }, (_, i) => (seat + 1 + i) % n);
  events.push({ type: 'endTriggered', seat, by });
}

/** Tiles still in play: in the market's piles, under contract, additional treatment rooms. */
export const tilesInPlay = (state: RulesView): number => state.treatmentRooms.length + state.piles.reduce((n, p) => n + p.tiles.length, 0);

export function checkTilesEnd(state: GameState, events: QEvent[]): void {
  if (tilesInPlay(state) === 0) triggerEnd(state, 'tiles', events);
}

/** The turn passes on: the next seat, or one of the final turns, or the end of the game. */
export function endTurn(state: GameState, events: QEvent[]): void {
  const seat = state.turn!.seat;
  events.push({ type: 'turnEnded', seat });
  if (state.endTriggeredBy !== null) {
    const next = state.finalTurns.shift();
    if (next === undefined) return endGame(state, events);
    return startTurn(state, next, events);
  }
  const next = (seat + 1) % state.players.length;
  if (next === state.firstPlayer) state.round += 1;
  startTurn(state, next, events);
}

/** Rules section 7: score, then rank: more points, then fewer tiles, then fewer nurse stations; still
 * equal, the rank is shared. */
export function finalResult(state: RulesView): GameResult {
  const rows = state.players.map((player, seat) => ({
    seat,
    breakdown: scorePlayer(player),
    tiles: player.hospital.length,
    stations: nurseStations(player.hospital, cellsOf(player.hospital)).length,
  }));
  const better = (a: (typeof rows)[number], b: (typeof rows)[number]): boolean =>
    a.breakdown.total > b.breakdown.total ||
    (a.breakdown.total === b.breakdown.total && (a.tiles < b.tiles || (a.tiles === b.tiles && a.stations < b.stations)));
  const ranked = rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => better(o, r)).length }));
  ranked.sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return { standings: ranked.map(({ seat, rank, breakdown, tiles }) => ({ seat, rank, score: breakdown.total, tiles, breakdown })) };
}

export function endGame(state: GameState, events: QEvent[]): void {
  state.phase = 'gameOver';
  state.pending = { kind: 'none' };
  state.turn = null;
  state.result = finalResult(state);
  events.push({ type: 'gameOver', result: state.result });
}
