// Room chat: plain text lines from players and spectators, checked for shape, length (after the
// shared cleaning of shown text, shared/text.ts: controls become spaces, invisible and text-direction
// characters are taken out, NFKC) and rate, then broadcast. The rate is a sliding window counted
// three ways: per connection, per address (several spectator places or tabs of one client share
// it) and per room (however many addresses talk, a room's chat cannot be flooded).
// Clients render the text as text, never as HTML.
import { z } from 'zod';
import { cleanText } from '../../shared/text.js';
import {
  CHAT_ADDRESS_BURST,
  CHAT_BURST,
  CHAT_HISTORY,
  CHAT_MAX_LENGTH,
  CHAT_ROOM_BURST,
  CHAT_WINDOW_MS,
  ErrorCode,
  type ChatLinePayload,
} from '../../shared/protocol.js';

const ChatPayload = z.strictObject({ text: z.string().max(CHAT_MAX_LENGTH * 4) });

/** A line as judged, before the room numbers it. */
export type NewChatLine = Omit<ChatLinePayload, 'id'>;

export type ChatOutcome = { ok: true; line: NewChatLine } | { ok: false; code: string; message: string };

/** Who sent a line: its connection and the address it came from. */
export interface ChatSource {
  sessionId: string;
  address: string;
}

const ROOM = 'room';

export class ChatRelay {
  /** Send times of recent lines, per connection (`s:` session id), per address (`a:`) and for the room. */
  private readonly recent = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Judges one chat message; the caller broadcasts `line` or rejects with `code`. */
  receive(from: ChatSource, sender: { seat: number | null; name: string }, payload: unknown): ChatOutcome {
    const parsed = ChatPayload.safeParse(payload);
    if (!parsed.success) return { ok: false, code: ErrorCode.badMessage, message: 'chat takes { text: string }' };
    const { text } = cleanText(parsed.data.text);
    if (text.length === 0 || text.length > CHAT_MAX_LENGTH) {
      return { ok: false, code: ErrorCode.chatInvalid, message: `a chat line has 1-${CHAT_MAX_LENGTH} characters` };
    }
    const at = this.now();
    const windows: [key: string, burst: number, whose: string][] = [
      [`s:${from.sessionId}`, CHAT_BURST, 'you are'],
      [`a:${from.address}`, CHAT_ADDRESS_BURST, 'your address is'],
      [ROOM, CHAT_ROOM_BURST, 'this room is'],
    ];
    const recent = windows.map(([key]) => (this.recent.get(key) ?? []).filter((t) => at - t < CHAT_WINDOW_MS));
    windows.forEach(([key], i) => this.recent.set(key, recent[i]!));
    const full = windows.findIndex(([, burst], i) => recent[i]!.length >= burst);
    if (full >= 0) {
      return { ok: false, code: ErrorCode.chatRateLimited, message: `${windows[full]![2]} sending too many chat lines: wait a few seconds` };
    }
    for (const times of recent) times.push(at);
    return { ok: true, line: { seat: sender.seat, name: sender.name, text, at } };
  }

  /** A connection is gone: its own window goes (its address's and the room's stay). */
  forget(sessionId: string): void {
    this.recent.delete(`s:${sessionId}`);
  }
}

/** The room's recent chat, the last CHAT_HISTORY lines, oldest first: given to every newcomer and
 * on every reconnection, and stored with the game so that a restarted server has it too. */
export class RecentChat {
  private kept: ChatLinePayload[] = [];
  /** The id of the last line said in the room (ids go on after a restart). */
  private lastId = 0;

  get lines(): readonly ChatLinePayload[] {
    return this.kept;
  }

  /** Numbers the line (what `report` names) and keeps it. */
  add(line: NewChatLine): ChatLinePayload {
    const kept = { ...line, id: ++this.lastId };
    this.kept = [...this.kept, kept].slice(-CHAT_HISTORY);
    return kept;
  }

  /** The lines a restored room's store kept (lines stored before ids existed are numbered now). */
  restore(lines: readonly (NewChatLine & { id?: number })[]): void {
    this.lastId = 0;
    this.kept = lines.slice(-CHAT_HISTORY).map((line) => {
      const id = typeof line.id === 'number' && line.id > this.lastId ? line.id : this.lastId + 1;
      this.lastId = id;
      return { ...line, id };
    });
  }
}
