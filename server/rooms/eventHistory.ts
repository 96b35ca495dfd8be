// The room's complete event log (the synced state keeps only the most recent entries): answers the
// `log` request in pages, so a reloaded page or a late spectator can read the whole game.
import { z } from 'zod';
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

  page(request: { after?: number; before?: number } | null | undefined): LogPagePayload {
    const after = request?.after ?? 0;
    const before = request?.before ?? null;
    const matching = this.entries.filter((e) => e.seq > after && (before === null || e.seq < before));
    return { after, before, entries: matching.slice(0, LOG_PAGE_SIZE), more: matching.length > LOG_PAGE_SIZE };
  }
}
