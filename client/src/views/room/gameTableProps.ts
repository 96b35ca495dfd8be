// What a game's own table takes: the contract between the platform and a game's views. It knows
// nothing of the room's session (tableProps.ts makes these props from it), so a game's table
// depends on the platform only through this.
import type { GameEvent } from '../../../../shared/engine.js';
import type { Fairness } from '../common/FairnessNote.js';
import type { Rematch } from '../table/GameEndActions.js';

/** What a game's own table takes, from its room (useRoomTable) or, read-only, from a replay. */
export interface GameTableProps<View, Action> {
  view: View;
  send(action: Action): void;
  /** Log events already redacted for this viewer (eventsFor), oldest first. */
  events?: readonly GameEvent[];
  /** The last refusal's error code, shown in the player's language. */
  error?: string | null;
  /** The platform's sentence for a refusal that is not the game's rule (a room's, say). */
  errorText?: string | null;
  onDismissError?: () => void;
  /** An action is on its way: the controls wait for its answer. */
  inFlight?: boolean;
  /** Gives the seat up (asked first). */
  onLeave?: () => void;
  /** After the game: a rematch (who opened it, if someone did). */
  rematch?: Rematch;
  /** The room's key commitment and, once finished, the revealed key (provable fairness). */
  fairness?: Fairness;
  /** A replay: the table as its viewer saw it, with no move, leave, sound or rematch controls. */
  readOnly?: boolean;
}
