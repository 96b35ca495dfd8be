// The room's complete event log (the synced state keeps only the most recent entries): answers the
// `log` request in pages, so a reloaded page or a late spectator can read the whole game.
import { z } from 'zod';
import type { GameEvent } from '../../shared/engine.js';
import { LOG_PAGE_SIZE, type LogEntryJson, type LogPagePayload } from '../../shared/protocol.js';

export const LogRequest = z.union([
  z.strictObject({
    after: z.number().int().min(0).optional(),
    before: z.number().int().min(0).optional(),
  }),
  z.undefined(),
  z.null(),
]);

export class EventHistory {
  /** Entries in seq order (seq increases by one from 1). */
  private readonly entries: LogEntryJson[] = [];

  append(entry: LogEntryJson): void {
    this.entries.push(entry);
  }

  get size(): number {
    return this.entries.length;
  }

  /** One page of entries; `redact` gives what the asker may see of an event (the engine's eventsFor). */
  page(request: { after?: number; before?: number } | null | undefined, redact: (events: GameEvent[]) => GameEvent[] = (e) => e): LogPagePayload {
    const after = request?.after ?? 0;
    const before = request?.before ?? null;
    const matching = this.entries.filter((e) => e.seq > after && (before === null || e.seq < before));
    const entries = matching.slice(0, LOG_PAGE_SIZE).map((entry) => {
      const event = JSON.parse(entry.event) as GameEvent;
      const [seen] = redact([event]);
      return seen === event ? entry : { ...entry, event: JSON.stringify(seen) };
    });
    return { after, before, entries, more: matching.length > LOG_PAGE_SIZE };
  }
}
