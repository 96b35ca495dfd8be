// Die ids are physical dice: a die's own colour never changes, so every die the client has seen is
// remembered here to describe log events that only carry ids.
import type { Colour, GameView } from '../../../../shared/games/dice-hospital/types.js';

export class DieMemory {
  private colours = new Map<number, Colour>();
  private values = new Map<number, number>();
  /** Moves on whenever a die's colour or value is learnt: text drawn from the memory is then stale. */
  version = 0;

  learn(view: GameView): void {
    const seen = (die: { id: number; colour: Colour; value?: number }) => {
      if (this.colours.get(die.id) !== die.colour) {
        this.colours.set(die.id, die.colour);
        this.version++;
      }
      if (die.value !== undefined && this.values.get(die.id) !== die.value) {
        this.values.set(die.id, die.value);
        this.version++;
      }
    };
    for (const player of view.players) {
      player.patients.forEach(seen);
      player.discharged.forEach(seen);
    }
    view.intake.dice.forEach(seen);
    view.intake.ambulances.forEach((dice) => dice.forEach(seen));
  }

  colour(id: number): Colour | undefined {
    return this.colours.get(id);
  }

  lastValue(id: number): number | undefined {
    return this.values.get(id);
  }
}
