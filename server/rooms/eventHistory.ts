// The room's complete event log (not in the synced state): answers the `log` request in pages, so a
// reloaded page or a late spectator can read the whole game.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
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

/** Entries per sealed chunk: a chunk is compressed once full (about 3 KB instead of 20 KB). */
const CHUNK = 128;

/** An entry as the history keeps it: the event itself, made JSON text only when a chunk is sealed
 * (the whole chunk at once) or a page is read, never on the action's own path. Events are the
 * engine's, never changed once returned. */
export type LogEntry = Omit<LogEntryJson, 'event'> & { event: GameEvent };

interface Sealed {
  firstSeq: number;
  lastSeq: number;
  /** The chunk's entries as JSON (each event an object in it), deflated. */
  data: Buffer;
}

/**
 * Every entry of the room's log, in seq order: the latest ones as they are, the older ones in
 * deflated chunks of CHUNK entries, so a whole game's log costs a room tens of KB rather than the
 * 170 KB its entries take as strings (npm run bench:memory). Pages inflate only the chunks they read.
 */
export class EventHistory {
  private readonly sealed: Sealed[] = [];
  private open: LogEntry[] = [];

  append(entry: LogEntry): void {
    this.open.push(entry);
    if (this.open.length < CHUNK) return;
    // deflateRawSync returns a view of zlib's 16 KB output buffer: kept as it is, a chunk of 2-3 KB
    // would hold on to all 16 KB (a whole game's log: about 150 KB instead of 40 KB).
    const deflated = deflateRawSync(JSON.stringify(this.open));
    const data = Buffer.allocUnsafeSlow(deflated.byteLength);
    deflated.copy(data);
    this.sealed.push({ firstSeq: this.open[0]!.seq, lastSeq: entry.seq, data });
    this.open = [];
  }

  get size(): number {
    return this.sealed.length * CHUNK + this.open.length;
  }

  /** Entries with after < seq < before, in order, reading only the chunks that hold them. */
  private *between(after: number, before: number | null): Generator<LogEntry> {
    const inRange = (seq: number) => seq > after && (before === null || seq < before);
    for (const chunk of this.sealed) {
      if (chunk.lastSeq <= after || (before !== null && chunk.firstSeq >= before)) continue;
      for (const entry of JSON.parse(inflateRawSync(chunk.data).toString('utf8')) as LogEntry[]) if (inRange(entry.seq)) yield entry;
    }
    for (const entry of this.open) if (inRange(entry.seq)) yield entry;
  }

  /** One page of entries; `redact` gives what the asker may see of an event (the engine's eventsFor). */
  page(request: { after?: number; before?: number } | null | undefined, redact: (events: GameEvent[]) => GameEvent[] = (e) => e): LogPagePayload {
    const after = request?.after ?? 0;
    const before = request?.before ?? null;
    const page: LogEntry[] = [];
    let more = false;
    for (const entry of this.between(after, before)) {
      if (page.length === LOG_PAGE_SIZE) {
        more = true;
        break;
      }
      page.push(entry);
    }
    const entries = page.map(({ seq, seat, auto, event }): LogEntryJson => {
      const [seen] = redact([event]);
      return { seq, seat, auto, event: JSON.stringify(seen) };
    });
    return { after, before, entries, more };
  }
}
