// What a viewer may know of each seat's administrator. Administrators are kept in secret (rules
// spec 3.7): a seat's kept card stays in its own `dealtAdministrators` (shrunk to that one card,
// visible only to that seat) until every seat has chosen, then `administrator` becomes public.
import type { GameEvent } from '../../../../shared/engine.js';
import type { AdministratorType, GameView } from '../../../../shared/games/dice-hospital/types.js';

export type AdministratorShown =
  /** Public: revealed after setup. */
  | { state: 'public'; card: AdministratorType }
  /** Your own kept card, not revealed yet. */
  | { state: 'kept'; card: AdministratorType }
  /** Another seat has chosen; the card is secret. */
  | { state: 'chosen' }
  /** Not chosen yet. */
  | { state: 'choosing' }
  /** No administrator (option off). */
  | { state: 'none' };

/**
 * One entry per seat. A view does not say outright whether another seat has kept its card; it
 * follows from the setup pending list (a seat gone from it has finished setup, and a seat that
 * set its starting values but is still listed has not chosen) and from the log's
 * `administratorChosen` events for the remaining case.
 */
export function administratorsShown(view: GameView, events: readonly GameEvent[]): AdministratorShown[] {
  const logged = new Set(events.filter((e) => e.type === 'administratorChosen').map((e) => e.seat as number));
  const setup = view.pending.kind === 'setup' ? view.pending.seats : null;
  return view.players.map((player, seat): AdministratorShown => {
    if (player.administrator) return { state: 'public', card: player.administrator };
    if (!view.options.administrators || view.phase !== 'setup') return { state: 'none' };
    if (seat === view.viewer) {
      const [only, second] = player.dealtAdministrators;
      return only && !second ? { state: 'kept', card: only } : { state: 'choosing' };
    }
    const chosen = logged.has(seat) || (setup !== null && !setup.includes(seat));
    return chosen ? { state: 'chosen' } : { state: 'choosing' };
  });
}
