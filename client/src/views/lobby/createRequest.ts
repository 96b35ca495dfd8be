// What the main game's home forms (its registry entry's `homeForms`) ask the app to open: a
// private room of its options, or a solo game (one seat).
import type { GameOptionsJson, Pace } from '../../../../shared/protocol.js';

export interface CreateRequest {
  playerCount: number;
  options: GameOptionsJson;
  pace?: Pace;
}

export interface HomeFormsProps {
  busy: boolean;
  /** The server's refusal of the last room creation. */
  error?: string | null;
  onCreate(request: CreateRequest): void;
}
