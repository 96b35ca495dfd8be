// What the people at a table say to each other outside the game: chat (chat.ts judges each line;
// the room keeps its recent lines, stored with the game, for newcomers and reconnections) and, once
// the game is over, a rematch the server opens for the table (rematch.ts).
import type { Client } from '@colyseus/core';
import { ErrorCode, ServerMessage, type ChatHistoryPayload, type ChatLinePayload } from '../../shared/protocol.js';
import type { ConnectionAddresses } from './addresses.js';
import { ChatRelay, RecentChat } from './chat.js';
import { RematchRequest, TableRematch, openRematchRoom } from './rematch.js';
import type { Role, RoomCore, RoomTypes } from './roomCore.js';

export class TableTalk<T extends RoomTypes> {
  private readonly chat = new ChatRelay();
  /** The last lines said, for whoever arrives or comes back. */
  private readonly recent = new RecentChat();
  /** Chat saves in order, one at a time; a save queued meanwhile writes the latest lines. */
  private saving: Promise<void> = Promise.resolve();
  private saveQueued = false;
  /** The table's rematch room, opened by the server on a player's first request after the end. */
  private readonly rematch: TableRematch;

  constructor(
    private readonly core: RoomCore<T>,
    private readonly addresses: ConnectionAddresses,
  ) {
    this.rematch = new TableRematch(() =>
      openRematchRoom({
        roomName: core.room.roomName,
        playerCount: core.state.playerCount,
        options: core.roomOptions,
        pace: core.pace,
        bots: core.seats.seated().map((s) => s.bot),
      }),
    );
  }

  onChat(client: Client<Role>, payload: unknown): void {
    const { core } = this;
    const record = client.userData?.kind === 'player' ? core.recordOf(client) : null;
    const seat = record ? core.seats.indexOf(record) : -1;
    const sender = record && seat >= 0 ? { seat, name: record.name } : { seat: null, name: '' };
    const outcome = this.chat.receive({ sessionId: client.sessionId, address: this.addresses.addressOf(client.sessionId) }, sender, payload);
    if (!outcome.ok) return core.reject(client, outcome.code, outcome.message);
    this.recent.add(outcome.line);
    core.room.broadcast(ServerMessage.chat, outcome.line);
    this.save();
  }

  /** A connection joined or came back: it is given the room's recent chat (its list starts over). */
  welcome(client: Client): void {
    client.send(ServerMessage.chatHistory, { lines: [...this.recent.lines] } satisfies ChatHistoryPayload);
  }

  /** A restored room takes back what was said before the restart. */
  restore(lines: readonly ChatLinePayload[]): void {
    this.recent.restore(lines);
  }

  /** Stores the recent lines with the game. A failed save costs no line now (it is logged; the
   * next line's save writes them all again), only its memory across a restart. */
  private save(): void {
    if (this.saveQueued) return;
    this.saveQueued = true;
    const { core } = this;
    this.saving = this.saving.then(async () => {
      this.saveQueued = false;
      try {
        await core.services.store.saveChat(core.roomId, [...this.recent.lines]);
      } catch (e) {
        core.logger.warn({ err: e, event: 'chat_not_saved' }, 'could not store the chat');
      }
    });
  }

  /** A player of the finished game asks for the rematch: every player hears of it, no spectator. */
  onRematch(client: Client<Role>, payload: unknown): void {
    const { core } = this;
    if (!RematchRequest.safeParse(payload).success) return core.reject(client, ErrorCode.badMessage, 'rematch takes no payload');
    const record = client.userData?.kind === 'player' ? core.recordOf(client) : null;
    if (!record || core.phase !== 'finished') return core.reject(client, ErrorCode.noRematch, 'a player of the game may ask for a rematch once it is over');
    this.rematch.offer(record.name).then(
      (offer) => {
        for (const c of core.room.clients) if (c.userData?.kind === 'player' && core.recordOf(c)) c.send(ServerMessage.rematch, offer);
      },
      (e: unknown) => {
        core.logger.warn({ err: e }, 'could not open the rematch room');
        core.reject(client, ErrorCode.rematchFailed, 'the rematch room could not be opened: try again in a moment');
      },
    );
  }

  forget(sessionId: string): void {
    this.chat.forget(sessionId);
  }
}
