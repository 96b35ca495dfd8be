// A finished game, step by step, for the replay viewer, whatever the game: its rules come from the
// game's replay module (games/registry.ts `replay`). The log is replayed once when the timeline is
// built: every CHECKPOINT-th state is kept, with each action's events and the step each period (a
// round, a turn) starts at; any other step is rebuilt from the checkpoint before it (at most
// CHECKPOINT - 1 actions), so moving anywhere is instant without holding every state.
import type { ApplyResult, GameEvent } from '../../../shared/engine.js';

export const CHECKPOINT = 20;

/** The engine config of a record: its players in seat order, its options and its revealed key. */
export interface ReplayConfig {
  players: string[];
  key: string;
  options?: unknown;
}

/** What the timeline needs of a game's engine. */
export interface ReplayRules<State = unknown> {
  createGame(config: ReplayConfig): State;
  applyAction(state: State, seat: number, action: unknown): ApplyResult<State, GameEvent>;
  /** Where a state stands, for "jump to": Dice Hospital's round, ER's turn. */
  period(state: State): number;
}

export interface ReplayStep {
  /** 1-based: the action this step applies (step 0 is the game before any action). */
  index: number;
  seat: number;
  action: unknown;
  events: GameEvent[];
  /** The period once this action is applied. */
  period: number;
}

export class ReplayTimeline<State = unknown> {
  readonly steps: ReplayStep[] = [];
  /** Period → the first step that shows it (step 0 shows the first period). */
  readonly periodStarts = new Map<number, number>();
  /** Names in seat order. */
  readonly players: readonly string[];
  private readonly checkpoints: State[] = [];

  constructor(
    private readonly rules: ReplayRules<State>,
    config: ReplayConfig,
    private readonly log: readonly { seat: number; action: unknown }[],
  ) {
    this.players = config.players;
    let state = rules.createGame(config);
    this.checkpoints.push(state);
    this.periodStarts.set(rules.period(state), 0);
    log.forEach(({ seat, action }, i) => {
      const applied = this.apply(state, i);
      state = applied.state;
      const period = rules.period(state);
      this.steps.push({ index: i + 1, seat, action, events: applied.events, period });
      if (!this.periodStarts.has(period)) this.periodStarts.set(period, i + 1);
      if ((i + 1) % CHECKPOINT === 0) this.checkpoints.push(state);
    });
  }

  /** The number of steps after the start: the last step shows the end of the game. */
  get length(): number {
    return this.log.length;
  }

  /** The game after `step` actions (0 = before the first), clamped to the timeline. */
  stateAt(step: number): State {
    const n = Math.max(0, Math.min(this.length, Math.trunc(step)));
    const base = Math.floor(n / CHECKPOINT);
    let state = this.checkpoints[base] as State;
    for (let i = base * CHECKPOINT; i < n; i++) state = this.apply(state, i).state;
    return state;
  }

  /** The period shown at `step`. */
  periodAt(step: number): number {
    return step <= 0 ? this.rules.period(this.stateAt(0)) : this.steps[Math.min(step, this.length) - 1]!.period;
  }

  /** Action `i` of the log applied to `state`; a refused action means the record does not replay. */
  private apply(state: State, i: number): { state: State; events: GameEvent[] } {
    const { seat, action } = this.log[i]!;
    const result = this.rules.applyAction(state, seat, action);
    if (!result.ok) throw new Error(`action ${i + 1} does not replay: ${result.error.message}`);
    return result;
  }
}
