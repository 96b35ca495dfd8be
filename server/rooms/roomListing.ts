// How the room shows outside itself: its place in the quick-match pool, its public listing
// (GET /api/rooms, the lobby) and its stored lobby (what a restart brings back before the start).
import type { Pace, RoomStatus, RoomSummary } from '../../shared/protocol.js';
import { claimsNewSeat } from './admission.js';
import type { RoomCore, RoomTypes } from './roomCore.js';
import { SKILL_POOL, tableSkill, type TableSkill } from '../lobby/skillMatch.js';

/** The public summary, and for a skill table its mean mu and when it opened (lobby/skillMatch.ts; not shown to clients). */
export type RoomMetadata = Omit<RoomSummary, 'roomId' | 'name'> & { skill?: TableSkill | null };

/** Listing value that no quick-match request can equal: the room is out of the pool. */
const CLOSED = '';

/** The quick-match pool key: rooms pool only with the same player count, options and pace. */
export function quickMatchKey(playerCount: number, optionsKey: string, pace: Pace): string {
  return `${playerCount}|${pace}|${optionsKey}`;
}

export class RoomListing<T extends RoomTypes> {
  /** Lobby saves, chained so that the store sees seat changes in the order they happened. */
  saves: Promise<void> = Promise.resolve();

  constructor(private readonly core: RoomCore<T>) {}

  /** Seats taken plus seat reservations still on their way to onJoin. */
  claimedSeats(): number {
    const taken = this.core.seats.seated().length;
    const reserved = this.core.room.reservations().filter((r) => claimsNewSeat(r.options)).length;
    return taken + reserved;
  }

  /** A public room in the lobby with a free seat is in the quick-match pool; otherwise it is not. */
  refresh(): void {
    const { core } = this;
    const open = core.quickMatch && core.phase === 'lobby' && this.claimedSeats() < core.seats.size;
    const key = quickMatchKey(core.state.playerCount, core.adapter.optionsKey(core.roomOptions), core.pace);
    core.room.setPoolKey(open ? (core.skillTable ? key + SKILL_POOL : key) : CLOSED);
  }

  async updateMetadata(): Promise<void> {
    const { core } = this;
    const progress = core.game ? core.adapter.progress(core.game) : null;
    const metadata: RoomMetadata = {
      isPrivate: !core.quickMatch,
      status: core.state.status as RoomStatus,
      playerCount: core.state.playerCount,
      players: core.seats.seated().map((s) => s.name),
      seatsFree: core.phase === 'lobby' ? core.seats.freeCount() : 0,
      options: core.roomOptions as RoomMetadata['options'],
      pace: core.pace,
      phase: progress?.phase ?? null,
      round: progress?.round ?? 0,
      spectators: core.state.spectators,
      skill: this.skill(),
    };
    try {
      await core.room.setMetadata(metadata);
    } catch (e) {
      core.logger.warn({ err: e }, 'could not update the room listing');
    }
  }

  /** The mean mu of the players seated by skill, while the table waits for more. */
  private skill(): TableSkill | null {
    const { skillTable, seats, phase } = this.core;
    if (!skillTable || phase !== 'lobby') return null;
    const mus = seats.seated().flatMap((s) => (s.accountId !== null && skillTable.mus.has(s.accountId) ? [skillTable.mus.get(s.accountId)!] : []));
    return tableSkill(mus, skillTable.since);
  }

  /** Saves the lobby as it is now, after any save still on its way (seat changes stay in order). */
  saveLobby(): Promise<void> {
    const { core } = this;
    const lobby = {
      roomId: core.roomId,
      game: core.adapter.engine.id,
      private: !core.quickMatch,
      inviteCode: core.inviteCode,
      playerCount: core.state.playerCount,
      options: core.roomOptions,
      pace: core.pace,
      seats: core.seats.stored(),
      hostSeat: core.seats.hostIndex(),
    };
    const save = this.saves.then(() => core.services.store.saveLobby(lobby));
    this.saves = save.catch((e: unknown) => core.logger.warn({ err: e }, 'could not save the lobby'));
    return save;
  }

  /** Seats changed in the lobby: sync, listing, metadata and the stored lobby follow. */
  async lobbyChanged(): Promise<void> {
    this.core.syncSeats();
    this.refresh();
    await this.updateMetadata();
    await this.saveLobby().catch(() => undefined);
  }
}
