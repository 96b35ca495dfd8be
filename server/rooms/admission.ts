// Who gets into a room, and as what: judged when a seat is reserved over HTTP (static onAuth, so
// a refused reservation costs nothing) and again when the WebSocket claims it (onJoin). Seat
// holders always get back in; new players need a free seat, the invite code of a private room and
// a name nobody seated looks like; spectators need a place and their address's share of them.
import { ServerError } from '@colyseus/core';
import { JoinErrorCode, normaliseInviteCode } from '../../shared/protocol.js';
import { hashSeatToken } from '../store/gameStore.js';
import { ConnectionAddresses } from './addresses.js';
import { JoinOptionsSchema, describeIssues, parseName, type JoinOptionsParsed } from './messages.js';
import { NewSeatHolds } from './newSeatHolds.js';
import type { Admission, RoomCore, RoomTypes } from './roomCore.js';

/** Decided by admit(), acted on in onJoin. */
export type JoinPlan =
  | { kind: 'player'; name: string; token: string | null; accountId: string | null }
  /** A signed-in player back in the seat bound to their account, without its seat token (another device). */
  | { kind: 'returning'; accountId: string }
  | { kind: 'spectator' };

export class AdmissionDesk<T extends RoomTypes> {
  /** Each connection's address, for the per-address limits (spectator places, chat). */
  readonly addresses = new ConnectionAddresses();
  /** Public rooms: reservations for new seats whose lapses make their address wait. */
  readonly newSeatHolds: NewSeatHolds;

  constructor(
    private readonly core: RoomCore<T>,
    /** Seats taken plus reservations on their way (roomListing). */
    private readonly claimedSeats: () => number,
  ) {
    this.newSeatHolds = new NewSeatHolds(() => core.services.settings.seatReservationSeconds * 1000);
  }

  /**
   * Whether these join options get in, and as what; throws a ServerError with a JoinErrorCode.
   * Asked at reservation (static onAuth) and again when the WebSocket claims it (onJoin).
   */
  admit(raw: unknown, address: string, claiming: boolean, account: Admission['account'] = null): JoinPlan {
    const { core } = this;
    const options = joinOptions(raw);
    const ban = core.services.bans.banOf(address);
    if (ban) throw new ServerError(JoinErrorCode.addressBanned, `your address is banned until ${ban.until}`);
    if (options.seatToken !== undefined) {
      if (core.removedTokens.has(hashSeatToken(options.seatToken))) {
        throw new ServerError(JoinErrorCode.removed, 'an operator removed you from this room');
      }
      if (!core.seats.byToken(options.seatToken)) {
        throw new ServerError(JoinErrorCode.badSeatToken, 'this seat token does not belong to a seat of this room');
      }
      return { kind: 'player', name: '', token: options.seatToken, accountId: null }; // a seat holder always gets back in
    }
    // A signed-in player whose account holds a seat here gets back in, as a seat token would bring them.
    const own = account && !options.spectator ? core.seats.byAccount(account.id) : null;
    if (own && account) {
      if (core.removedTokens.has(own.tokenHash)) throw new ServerError(JoinErrorCode.removed, 'an operator removed you from this room');
      return { kind: 'returning', accountId: account.id };
    }
    const pending = core.room.reservations();
    if (!claiming && pending.filter((r) => addressOf(r.auth) === address).length >= core.services.settings.pendingJoinsPerAddress) {
      throw new ServerError(JoinErrorCode.tooManyJoins, 'too many joins from your address are still on their way; try again in a few seconds');
    }
    const creator = !core.creatorArrived && !options.spectator;
    // The same normalisation as GET /api/rooms/by-code: a code that resolves there opens the room.
    const code = options.code === undefined ? null : normaliseInviteCode(options.code);
    if (core.inviteCode && code !== core.inviteCode && !creator) {
      throw new ServerError(JoinErrorCode.badInviteCode, 'this room is private: a valid invite code is needed');
    }
    if (options.spectator) {
      const refusal = this.spectatorRefusal(address);
      if (refusal) throw new ServerError(JoinErrorCode.spectatorsFull, refusal);
      return { kind: 'spectator' };
    }
    if (core.phase !== 'lobby') {
      throw new ServerError(JoinErrorCode.alreadyStarted, 'the game has started: join as a spectator');
    }
    const held = claiming ? null : this.newSeatRefusal(address);
    if (held) throw new ServerError(JoinErrorCode.tooManyJoins, held);
    // A signed-in player sits under their username (it passed the same rules when it was chosen).
    const name = account ? account.username : playerName(options.name);
    if (core.seats.freeCount() === 0) throw new ServerError(JoinErrorCode.seatsFull, 'every seat is taken');
    const twin = core.seats.lookAlike(name);
    if (twin) throw new ServerError(JoinErrorCode.nameTaken, `"${twin.name}" is already seated here and "${name}" looks the same: choose another name`);
    return { kind: 'player', name, token: null, accountId: account?.id ?? null };
  }

  /** The last check at reservation time, for requests that raced past admit(). */
  acceptsReservation(options: unknown, auth: unknown): boolean {
    const { core } = this;
    // Quick-match rooms: giving away more seats than the room has would make joinOrCreate fail
    // later in onJoin instead of retrying elsewhere.
    // A signed-in player coming back to their account's seat claims no new one.
    const account = (auth as Admission | undefined)?.account;
    const returning = account ? core.seats.byAccount(account.id) !== null : false;
    if (core.quickMatch && core.phase === 'lobby' && claimsNewSeat(options) && !returning) {
      if (this.claimedSeats() >= core.seats.size || this.newSeatRefusal(addressOf(auth))) return false;
      this.newSeatHolds.reserved(auth, addressOf(auth));
    }
    if (isSpectatorJoin(options) && this.spectatorRefusal(addressOf(auth))) return false;
    return true;
  }

  /** Public rooms: why `address` may not reserve a new seat now (newSeatHolds.ts), or null. */
  private newSeatRefusal(address: string): string | null {
    return this.core.quickMatch
      ? this.newSeatHolds.refusal(
          address,
          this.core.room.reservations().map((r) => r.auth),
        )
      : null;
  }

  /** Why one more spectator from `address` is refused (the room's places, or the address's share), or null. */
  private spectatorRefusal(address: string): string | null {
    const { settings } = this.core.services;
    const coming = this.core.room.reservations().filter((r) => isSpectatorJoin(r.options));
    if (this.core.state.spectators + coming.length >= settings.maxSpectators) return 'this room has no room for more spectators';
    const fromAddress = coming.filter((r) => addressOf(r.auth) === address).length;
    return this.addresses.spectatorRefusal(address, fromAddress, settings.spectatorsPerAddress);
  }
}

/** What can be judged without a room: the options' shape, and a new player's display name. */
export function precheck(raw: unknown): void {
  const { spectator, seatToken, name } = joinOptions(raw);
  if (!spectator && seatToken === undefined) playerName(name);
}

export function claimsNewSeat(options: unknown): boolean {
  if (typeof options !== 'object' || options === null) return false;
  const o = options as { spectator?: unknown; seatToken?: unknown };
  return o.spectator !== true && o.seatToken === undefined;
}

/** The join options, or a badOptions refusal naming what is wrong. */
export function joinOptions(raw: unknown): JoinOptionsParsed {
  const parsed = JoinOptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new ServerError(JoinErrorCode.badOptions, `invalid join options: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** A new player's cleaned display name, or a badOptions refusal saying why not. */
function playerName(raw: unknown): string {
  const check = parseName(raw);
  if (!check.ok) throw new ServerError(JoinErrorCode.badOptions, check.reason);
  return check.name;
}

/** The client address a reservation was made from (what static onAuth returned). */
export function addressOf(auth: unknown): string {
  return (auth as Admission | undefined)?.address ?? 'unknown';
}

function isSpectatorJoin(options: unknown): boolean {
  return typeof options === 'object' && options !== null && (options as { spectator?: unknown }).spectator === true;
}
