// The contract every game engine on the platform fulfils. Rooms, the lobby, persistence and the
// client are written once against this interface; a new game is a new folder that implements it.

export interface EngineError {
  code: string;
  message: string;
}

export interface GameEvent {
  type: string;
  [key: string]: unknown;
}

export type ApplyResult<S, E extends GameEvent = GameEvent> = { ok: true; state: S; events: E[] } | { ok: false; error: EngineError };

export type Viewer = number | 'spectator';

export interface LoggedAction<A> {
  seat: number;
  action: A;
}

export interface GameEngine<Config, State, Action, View, Event extends GameEvent = GameEvent> {
  /** Stable id, also the Colyseus room name prefix. */
  readonly id: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  createGame(config: Config): State;
  /** Never throws on bad input, never mutates `state`. */
  applyAction(state: State, seat: number, action: unknown): ApplyResult<State, Event>;
  legalActions(state: State, seat: number): Action[];
  pendingSeats(state: State): number[];
  viewFor(state: State, viewer: Viewer): View;
  /** What a viewer may see of the events applyAction reported: a seat's secrets (a card it chose in
   * secret, say) reach that seat only. The server sends each client only this, live and in log pages. */
  eventsFor(events: Event[], viewer: Viewer): Event[];
  isOver(state: State): boolean;
  /** The documented default for a seat that is not there to decide (disconnected or timed out). */
  defaultAction(state: State, seat: number): Action | null;
  replay(config: Config, log: LoggedAction<Action>[]): State;
}
