// What the room screen hands each game's table (views/room/tables.tsx), and the platform's part of it.
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { GameEvent } from '../../../../shared/engine.js';
import type { MatchIdentity } from '../../../../shared/fairness.js';
import type { RoomSession, RoomSnapshot } from '../../net/roomSession.js';
import type { Fairness } from '../common/FairnessNote.js';
import type { Rematch } from '../table/GameEndActions.js';

export interface TableProps {
  session: RoomSession;
  snap: RoomSnapshot;
  /** The room's chat box, for the table to place. */
  chat: ComponentChildren;
  /** The last refusal, in the player's language. */
  moveError: string | null;
  onLeave(): void;
  onRematch?: () => void;
}

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

/** The room's session as a game table's props. */
export function useRoomTable<View, Action>(props: TableProps): GameTableProps<View, Action> {
  const { session, snap, moveError, onLeave } = props;
  const events = useMemo(() => snap.log.map((item) => item.event), [snap.log]);
  return {
    view: snap.view as View,
    send: (action) => session.send(action),
    events,
    // A chat refusal is the chat box's (moveError is null for it).
    error: moveError !== null ? (snap.error?.code ?? null) : null,
    errorText: moveError,
    onDismissError: () => session.clearError(),
    inFlight: snap.inFlight,
    onLeave,
    ...platformOf(props),
  };
}

/** What every table offers around the game itself: rematch for a seated player, the fairness note. */
export function platformOf({ snap, onRematch }: TableProps) {
  return {
    rematch: snap.seat !== null && !snap.spectator && onRematch ? { by: snap.rematch?.by ?? null, onRematch } : undefined,
    fairness: snap.room ? { commitment: snap.room.commitment, revealedKey: snap.room.revealedKey, identity: identityOf(snap.room.identity) } : undefined,
  };
}

/** The match identity the room's commitment binds, as the room announced it at the start. */
function identityOf(json: string | undefined): MatchIdentity | undefined {
  if (!json) return undefined;
  try {
    return JSON.parse(json) as MatchIdentity;
  } catch {
    return undefined;
  }
}
