// The room's seat list (connected, away, timed-activation deadline) for any component that shows a
// player, without threading it through every board component.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { SeatJson } from '../../../shared/protocol.js';

export const SeatsContext = createContext<SeatJson[]>([]);

export function useSeat(seat: number): SeatJson | undefined {
  return useContext(SeatsContext)[seat];
}

export function useAnyDeadline(): boolean {
  return useContext(SeatsContext).some((s) => s.deadline > 0);
}
