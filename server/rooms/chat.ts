// Room chat: plain text lines from players and spectators, checked for shape, length (after the
// shared cleaning of shown text, shared/text.ts: controls become spaces, invisible and text-direction
// characters are taken out, NFKC) and rate (a sliding window per connection), then broadcast.
// Clients render the text as text, never as HTML.
import { z } from 'zod';
import { cleanText } from '../../shared/text.js';
import { CHAT_BURST, CHAT_MAX_LENGTH, CHAT_WINDOW_MS, ErrorCode, type ChatLinePayload } from '../../shared/protocol.js';

const ChatPayload = z.strictObject({ text: z.string().max(CHAT_MAX_LENGTH * 4) });

export type ChatOutcome = { ok: true; line: ChatLinePayload } | { ok: false; code: string; message: string };

export class ChatRelay {
  /** Send times of recent lines, per connection (session id). */
  private readonly recent = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Judges one chat message from `sessionId`; the caller broadcasts `line` or rejects with `code`. */
  receive(sessionId: string, sender: { seat: number | null; name: string }, payload: unknown): ChatOutcome {
    const parsed = ChatPayload.safeParse(payload);
    if (!parsed.success) return { ok: false, code: ErrorCode.badMessage, message: 'chat takes { text: string }' };
    const { text } = cleanText(parsed.data.text);
    if (text.length === 0 || text.length > CHAT_MAX_LENGTH) {
      return { ok: false, code: ErrorCode.chatInvalid, message: `a chat line has 1-${CHAT_MAX_LENGTH} characters` };
    }
    const at = this.now();
    const times = (this.recent.get(sessionId) ?? []).filter((t) => at - t < CHAT_WINDOW_MS);
    if (times.length >= CHAT_BURST) {
      this.recent.set(sessionId, times);
      return { ok: false, code: ErrorCode.chatRateLimited, message: 'too many chat lines: wait a few seconds' };
    }
    times.push(at);
    this.recent.set(sessionId, times);
    return { ok: true, line: { seat: sender.seat, name: sender.name, text, at } };
  }

  forget(sessionId: string): void {
    this.recent.delete(sessionId);
  }
}
