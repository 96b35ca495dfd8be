// The room's log keeps every entry, older ones compressed in chunks, and pages through them in
// order: across chunk boundaries, by range, and with `more` telling when a page stopped short.
import { describe, expect, it } from 'vitest';
import { EventHistory, type LogEntry } from '../../server/rooms/eventHistory.js';
import { LOG_PAGE_SIZE, type LogEntryJson } from '../../shared/protocol.js';

const entry = (seq: number): LogEntry => ({
  seq,
  seat: seq % 4,
  auto: seq % 7 === 0,
  event: { type: 'patientHealed', seat: seq % 4, die: seq % 63, from: 2, to: 3 },
});
/** An entry as a page sends it: its event as JSON text. */
const sent = (e: LogEntry): LogEntryJson => ({ ...e, event: JSON.stringify(e.event) });

describe('the room log (EventHistory)', () => {
  const history = new EventHistory();
  const all = Array.from({ length: 1_000 }, (_, i) => entry(i + 1));
  for (const e of all) history.append(e);

  it('holds every entry and pages through them in order', () => {
    expect(history.size).toBe(1_000);
    const read: LogEntryJson[] = [];
    for (let after = 0; ;) {
      const page = history.page({ after });
      expect(page.entries.length).toBeLessThanOrEqual(LOG_PAGE_SIZE);
      read.push(...page.entries);
      if (!page.more) break;
      after = page.entries.at(-1)!.seq;
    }
    expect(read).toEqual(all.map(sent));
  });

  it('answers a range across a chunk boundary, and the newest entries not yet compressed', () => {
    expect(history.page({ after: 120, before: 140 }).entries.map((e) => e.seq)).toEqual(Array.from({ length: 19 }, (_, i) => 121 + i));
    expect(history.page({ after: 990 })).toEqual({ after: 990, before: null, entries: all.slice(990).map(sent), more: false });
    expect(history.page({ after: 2_000 }).entries).toEqual([]);
  });

  it("keeps of each compressed chunk only its own bytes, not the compressor's whole output buffer", () => {
    const sealed = history['sealed'] as { data: Buffer }[];
    expect(sealed.length).toBe(7);
    for (const { data } of sealed) {
      expect(data.byteLength).toBeLessThan(4 * 1024);
      expect(data.buffer.byteLength).toBe(data.byteLength);
    }
  });

  it('applies the redaction it is given to each event of the page', () => {
    const page = history.page({ after: 0, before: 3 }, (events) => events.map((e) => ({ ...e, die: -1 })));
    expect(page.entries.map((e) => JSON.parse(e.event).die)).toEqual([-1, -1]);
  });
});
