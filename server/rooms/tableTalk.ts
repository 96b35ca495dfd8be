// What the people at a table say to each other outside the game: chat (chat.ts judges each line;
// the room keeps its recent lines, stored with the game, for newcomers and reconnections), what is
// done about a line (chatModeration.ts: a report to the operators, the host of a private room
// muting a player; a banned address says nothing) and, once the game is over, a rematch the server
// opens for the table (rematch.ts).
import type { Client } from '@colyseus/core';
import { ErrorCode, ServerMessage, type ChatHistoryPayload, type ChatMutesPayload } from '../../shared/protocol.js';
import type { ConnectionAddresses } from './addresses.js';
import { ChatRelay, RecentChat, type NewChatLine } from './chat.js';
import { MutePayload, ReportBudget, ReportPayload, reportedWithContext } from './chatModeration.js';
import { describeIssues } from './messages.js';
import { RematchRequest, TableRematch, openRematchRoom } from './rematch.js';
import type { Role, RoomCore, RoomTypes } from './roomCore.js';
import type { SeatRecord } from './seats.js';

export class TableTalk<T extends RoomTypes> {
  private readonly chat = new ChatRelay();
  /** The last lines said, for whoever arrives or comes back. */
  private readonly recent = new RecentChat();
  /** Chat saves in order, one at a time; a save queued meanwhile writes the latest lines. */
  private saving: Promise<void> = Promise.resolve();
  private saveQueued = false;
  /** The table's rematch room, opened by the server on a player's first request after the end. */
  private readonly rematch: TableRematch;
  /** Who said each recent line (by id): reports name the author's address, and nobody reports their own line. */
  private readonly authors = new Map<number, { sessionId: string; address: string }>();
  private readonly reports = new ReportBudget();
  /** Players the host muted (a private room's host only). */
  private readonly muted = new Set<SeatRecord>();

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
    const address = this.addresses.addressOf(client.sessionId);
    if (core.services.bans.banOf(address)) return core.reject(client, ErrorCode.addressBanned, 'your address is banned for a while: you cannot chat');
    if (record && this.muted.has(record)) return core.reject(client, ErrorCode.chatMuted, 'the host has muted your chat in this room');
    const outcome = this.chat.receive({ sessionId: client.sessionId, address }, sender, payload);
    if (!outcome.ok) return core.reject(client, outcome.code, outcome.message);
    const line = this.recent.add(outcome.line);
    this.authors.set(line.id, { sessionId: client.sessionId, address });
    for (const id of this.authors.keys()) if (!this.recent.lines.some((l) => l.id === id)) this.authors.delete(id);
    core.room.broadcast(ServerMessage.chat, line);
    this.save();
  }

  /** `report`: a recent line goes to the operators with the lines around it (moderationStore.ts). */
  onReport(client: Client<Role>, payload: unknown): void {
    const { core } = this;
    const parsed = ReportPayload.safeParse(payload);
    if (!parsed.success) return core.reject(client, ErrorCode.badMessage, `report takes {id}: ${describeIssues(parsed.error)}`);
    const found = reportedWithContext(this.recent.lines, parsed.data.id);
    if (!found) return core.reject(client, ErrorCode.reportInvalid, "this line is no longer among the room's recent lines");
    const author = this.authors.get(found.line.id);
    if (author?.sessionId === client.sessionId) return core.reject(client, ErrorCode.reportInvalid, 'you cannot report your own line');
    const refusal = this.reports.refusal(client.sessionId, found.line.id);
    if (refusal) return core.reject(client, ErrorCode.reportInvalid, refusal);
    const record = client.userData?.kind === 'player' ? core.recordOf(client) : null;
    const seat = record ? core.seats.indexOf(record) : -1;
    const reporter = { seat: seat >= 0 ? seat : null, name: record?.name ?? '', address: this.addresses.addressOf(client.sessionId) };
    core.services.moderation
      .saveReport({
        roomId: core.roomId,
        game: core.room.roomName,
        line: { ...found.line, address: author?.address ?? null },
        context: found.context,
        reporter,
      })
      .then(
        (report) => {
          core.logger.info({ event: 'chat_reported', report: report.id, line: found.line.id }, 'chat line reported');
          client.send(ServerMessage.reported, { id: found.line.id });
        },
        (e: unknown) => {
          core.logger.warn({ err: e, event: 'report_not_saved' }, 'could not store a chat report');
          core.reject(client, ErrorCode.storeFailed, 'the report could not be stored: try again in a moment');
        },
      );
  }

  /** `mute`: the host of a private room mutes (or unmutes) a player's chat in the room. */
  onMute(client: Client<Role>, payload: unknown): void {
    const { core } = this;
    const parsed = MutePayload.safeParse(payload);
    if (!parsed.success) return core.reject(client, ErrorCode.badMessage, `mute takes {seat, muted}: ${describeIssues(parsed.error)}`);
    const record = client.userData?.kind === 'player' ? core.recordOf(client) : null;
    if (!record || record !== core.seats.host || core.inviteCode === null) {
      return core.reject(client, ErrorCode.muteInvalid, 'only the host of a private room can mute a player');
    }
    const target = core.seats.at(parsed.data.seat);
    if (!target || target.bot || target === record) return core.reject(client, ErrorCode.muteInvalid, `seat ${parsed.data.seat} holds no other person`);
    if (parsed.data.muted) this.muted.add(target);
    else this.muted.delete(target);
    core.logger.info({ event: 'chat_muted', seat: parsed.data.seat, muted: parsed.data.muted }, 'host changed a chat mute');
    core.room.broadcast(ServerMessage.chatMutes, this.mutes());
  }

  private mutes(): ChatMutesPayload {
    const seats = [...this.muted].map((r) => this.core.seats.indexOf(r)).filter((seat) => seat >= 0);
    return { seats: seats.sort((a, b) => a - b) };
  }

  /** A connection joined or came back: it is given the room's recent chat (its list starts over) and the host's mutes. */
  welcome(client: Client): void {
    client.send(ServerMessage.chatHistory, { lines: [...this.recent.lines] } satisfies ChatHistoryPayload);
    const mutes = this.mutes();
    if (mutes.seats.length > 0) client.send(ServerMessage.chatMutes, mutes);
  }

  /** A restored room takes back what was said before the restart. */
  restore(lines: readonly (NewChatLine & { id?: number })[]): void {
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
    this.reports.forget(sessionId);
  }
}
