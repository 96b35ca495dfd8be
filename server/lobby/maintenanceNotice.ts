// The operators' maintenance notice ("the server restarts at 22:00"): shown in the lobby
// (GET /api/notice) and in every room of this process (each room is told when it changes, and each
// newcomer on joining). One per process: an operator of several processes sets it on each.
export class MaintenanceNotice {
  private current: { text: string; since: string } | null = null;
  private readonly listeners = new Set<(text: string | null) => void>();

  get text(): string | null {
    return this.current?.text ?? null;
  }

  get since(): string | null {
    return this.current?.since ?? null;
  }

  set(text: string | null): void {
    this.current = text === null ? null : { text, since: new Date().toISOString() };
    for (const listener of this.listeners) listener(text);
  }

  /** Called on every change; returns how to stop. */
  onChange(listener: (text: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
