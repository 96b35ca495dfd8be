// Preact binding for a RoomSession: re-renders on every snapshot.
import { useEffect, useState } from 'preact/hooks';
import type { RoomSession, RoomSnapshot } from './roomSession.js';

export function useRoomSnapshot(session: RoomSession): RoomSnapshot {
  const [snapshot, setSnapshot] = useState(session.snapshot);
  useEffect(() => session.subscribe(setSnapshot), [session]);
  useEffect(() => {
    const online = () => session.retryNow();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [session]);
  return snapshot;
}
