// The action log: the ordered accepted actions of a match plus its config reproduce the game
// exactly (engine.replay). The room treats an action as accepted only once `append` resolved, so a
// durable store (PostgreSQL) can replace the in-memory one without touching the room.

export interface MatchRecord<Config = unknown> {
  matchId: string;
  /** Engine id, e.g. `dice-hospital`. */
  game: string;
  config: Config;
  startedAt: string;
}

export interface StoredAction<Action = unknown> {
  /** 1-based position in the match's log; appends must come in order. */
  index: number;
  seat: number;
  action: Action;
  /** Taken by the server as the seat's default while it was away. */
  auto: boolean;
  at: string;
}

export interface MatchLog<Config = unknown, Action = unknown> extends MatchRecord<Config> {
  actions: StoredAction<Action>[];
  finishedAt: string | null;
  result: unknown;
}

export interface ActionStore {
  begin(match: MatchRecord): Promise<void>;
  /** Rejects when the index is not the next one (a second writer) or the match is unknown. */
  append(matchId: string, entry: StoredAction): Promise<void>;
  finish(matchId: string, result: unknown): Promise<void>;
  load(matchId: string): Promise<MatchLog | null>;
}

export class MemoryActionStore implements ActionStore {
  private readonly matches = new Map<string, MatchLog>();

  async begin(match: MatchRecord): Promise<void> {
    if (this.matches.has(match.matchId)) throw new Error(`match ${match.matchId} already exists`);
    this.matches.set(match.matchId, { ...structuredClone(match), actions: [], finishedAt: null, result: null });
  }

  async append(matchId: string, entry: StoredAction): Promise<void> {
    const match = this.matches.get(matchId);
    if (!match) throw new Error(`unknown match ${matchId}`);
    if (entry.index !== match.actions.length + 1) {
      throw new Error(`match ${matchId}: expected action ${match.actions.length + 1}, got ${entry.index}`);
    }
    match.actions.push(structuredClone(entry));
  }

  async finish(matchId: string, result: unknown): Promise<void> {
    const match = this.matches.get(matchId);
    if (!match) throw new Error(`unknown match ${matchId}`);
    match.finishedAt = new Date().toISOString();
    match.result = structuredClone(result);
  }

  async load(matchId: string): Promise<MatchLog | null> {
    const match = this.matches.get(matchId);
    return match ? structuredClone(match) : null;
  }
}
