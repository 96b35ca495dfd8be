// Steps through an engine's public applyAction as the engine tests do: an action that must be
// accepted (and must not have changed the state it was given), or one that must be refused with a
// given code (leaving the state as it was).
import { expect } from 'vitest';
import { clone } from '../../shared/clone.js';
import type { ApplyResult } from '../../shared/engine.js';

export interface Step<S, E> {
  state: S;
  events: E[];
}

export function engineSteps<S, A, E>(engine: { applyAction(state: S, seat: number, action: unknown): ApplyResult<S, E & { type: string }> }) {
  function step(state: S, seat: number, action: A): Step<S, E> {
    const before = clone(state);
    const result = engine.applyAction(state, seat, action);
    expect(state, 'applyAction must never mutate its input').toEqual(before);
    if (!result.ok) throw new Error(`expected seat ${seat} ${JSON.stringify(action)} to be accepted, got ${result.error.code}: ${result.error.message}`);
    return { state: result.state, events: result.events };
  }
  return {
    step,
    /** Applies an action that must be accepted; checks the input state was not mutated. */
    act: (state: S, seat: number, action: A): S => step(state, seat, action).state,
    /** Applies an action that must be refused with this code. */
    rejects(state: S, seat: number, action: unknown, code: string): void {
      const before = clone(state);
      const result = engine.applyAction(state, seat, action);
      expect(state).toEqual(before);
      expect(result.ok, `expected ${JSON.stringify(action)} to be rejected`).toBe(false);
      if (!result.ok) expect(result.error.code).toBe(code);
    },
  };
}
