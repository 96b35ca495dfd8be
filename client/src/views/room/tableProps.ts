// What the room screen hands each game's table (games/tables.tsx), and the platform's part of it.
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { MatchIdentity } from '../../../../shared/fairness.js';
import type { RoomSession, RoomSnapshot } from '../../net/roomSession.js';
import type { GameTableProps } from './gameTableProps.js';

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
