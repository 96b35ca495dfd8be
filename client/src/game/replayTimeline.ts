// A finished game, step by step, for the replay viewer. The log is replayed once through the
// shared engine when the timeline is built: every CHECKPOINT-th state is kept, with each action's
// events and the step each round starts at; any other step is rebuilt from the checkpoint before it
// (at most CHECKPOINT - 1 actions), so moving anywhere is instant without holding every state.
import type { GameEvent } from '../../../shared/engine.js';
import { applyAction, createGame, type Action, type GameConfig, type GameState } from '../../../shared/games/dice-hospital/index.js';

export const CHECKPOINT = 20;

export interface ReplayStep {
  /** 1-based: the action this step applies (step 0 is the game before any action). */
  index: number;
  seat: number;
  action: Action;
  events: GameEvent[];
  /** The round once this action is applied. */
  round: number;
}

export class ReplayTimeline {
  readonly steps: ReplayStep[] = [];
  /** Round → the first step that shows it (step 0 shows the start of the first round). */
  readonly roundStarts = new Map<number, number>();
  private readonly checkpoints: GameState[] = [];

  constructor(
    config: GameConfig,
    private readonly log: { seat: number; action: Action }[],
  ) {
    let state = createGame(config);
    this.checkpoints.push(state);
    this.roundStarts.set(state.round, 0);
    log.forEach(({ seat, action }, i) => {
      const result = applyAction(state, seat, action);
      if (!result.ok) throw new Error(`action ${i + 1} does not replay: ${result.error.message}`);
      state = result.state;
      this.steps.push({ index: i + 1, seat, action, events: result.events, round: state.round });
      if (!this.roundStarts.has(state.round)) this.roundStarts.set(state.round, i + 1);
      if ((i + 1) % CHECKPOINT === 0) this.checkpoints.push(state);
    });
  }

  /** The number of steps after the start: the last step shows the end of the game. */
  get length(): number {
    return this.log.length;
  }

  /** The game after `step` actions (0 = before the first), clamped to the timeline. */
  stateAt(step: number): GameState {
    const n = Math.max(0, Math.min(this.length, Math.trunc(step)));
    const base = Math.floor(n / CHECKPOINT);
    let state = this.checkpoints[base]!;
    for (let i = base * CHECKPOINT; i < n; i++) {
      const { seat, action } = this.log[i]!;
      const result = applyAction(state, seat, action);
      if (!result.ok) throw new Error(`action ${i + 1} does not replay: ${result.error.message}`);
      state = result.state;
    }
    return state;
  }

  /** The round shown at `step`. */
  roundAt(step: number): number {
    return step <= 0 ? this.stateAt(0).round : this.steps[Math.min(step, this.length) - 1]!.round;
  }
}
