// What players do about chat beyond talking: report a line to the operators (stored with the lines
// around it), and, for the host of a private room, mute a player's chat in the room. Payload shapes
// and limits here; TableTalk acts on them.
import { z } from 'zod';
import { REPORT_CONTEXT_LINES, REPORTS_PER_MINUTE, type ChatLinePayload } from '../../shared/protocol.js';

export const ReportPayload = z.strictObject({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const MutePayload = z.strictObject({ seat: z.number().int().min(0).max(15), muted: z.boolean() });

/** The reported line and up to REPORT_CONTEXT_LINES lines on each side of it, or null when it is no longer among `lines`. */
export function reportedWithContext(lines: readonly ChatLinePayload[], id: number): { line: ChatLinePayload; context: ChatLinePayload[] } | null {
  const at = lines.findIndex((l) => l.id === id);
  if (at < 0) return null;
  return { line: lines[at]!, context: lines.slice(Math.max(0, at - REPORT_CONTEXT_LINES), at + REPORT_CONTEXT_LINES + 1).map((l) => ({ ...l })) };
}

/** Reports per connection: REPORTS_PER_MINUTE in a sliding minute, each line once. */
export class ReportBudget {
  private readonly bySession = new Map<string, { times: number[]; lines: Set<number> }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Why this connection may not report line `id` now, or null (then it is counted). */
  refusal(sessionId: string, id: number): string | null {
    const at = this.now();
    let entry = this.bySession.get(sessionId);
    if (!entry) this.bySession.set(sessionId, (entry = { times: [], lines: new Set() }));
    entry.times = entry.times.filter((t) => at - t < 60_000);
    if (entry.lines.has(id)) return 'you have already reported this line';
    if (entry.times.length >= REPORTS_PER_MINUTE) return `at most ${REPORTS_PER_MINUTE} reports a minute: wait a little`;
    entry.times.push(at);
    entry.lines.add(id);
    return null;
  }

  forget(sessionId: string): void {
    this.bySession.delete(sessionId);
  }
}
