// A whole Dice Hospital ER game between bots: for tests, benchmarks and the server's own checks.
import { randomInt, seedRng } from '../../../random.js';
import { applyAction } from '../apply.js';
import { pendingSeats } from '../flow.js';
import type { Action, GameState } from '../types.js';
import { botAction, type BotLevel } from './index.js';

export interface BotGame {
  state: GameState;
  log: { seat: number; action: Action }[];
}

/**
 * Plays `initial` to the end with one bot per seat (solo: one level, URSULE plays herself). When
 * several seats are waited for, a random one acts first (as people would). `onDecision` sees how
 * long each decision took, per seat.
 */
export function playBotGame(
  initial: GameState,
  levels: readonly BotLevel[],
  seed: number,
  onDecision?: (seat: number, ms: number) => void,
): BotGame {
  const order = { rng: seedRng(seed) };
  const bots = levels.map((_, seat) => ({ rng: seedRng(seed * 31 + seat + 1) }));
  const log: BotGame['log'] = [];
  let state = initial;
  while (state.phase !== 'gameOver') {
    if (log.length > 5_000) throw new Error('a bot game did not end');
    const seats = pendingSeats(state);
    const seat = seats[randomInt(order, 0, seats.length - 1)]!;
    const started = performance.now();
    const action = botAction(state, seat, levels[seat]!, bots[seat]!);
    onDecision?.(seat, performance.now() - started);
    if (!action) throw new Error(`bot at seat ${seat} found no action`);
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(`bot at seat ${seat} played an illegal action ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
    log.push({ seat, action });
  }
  return { state, log };
}
