// The synced part every game room shares: lobby seats, spectators, clocks. A game's root
// state extends PlatformState with its own `options` and `game` fields. Field names match
// RoomStateJson in shared/protocol.ts.
import { ArraySchema, Schema, type } from '@colyseus/schema';

export class SeatSync extends Schema {
  @type('boolean') occupied = false;
  @type('string') name = '';
  @type('boolean') connected = false;
  @type('boolean') away = false;
  /** A computer player's seat: 'random' or 'strong'; '' for a person's. */
  @type('string') bot = '';
  /** A person's seat that a bot plays now (away, or handed over after time-outs). */
  @type('boolean') botPlaying = false;
  /** When the seat's current timed decision runs out (epoch ms), or 0 when untimed. */
  @type('number') deadline = 0;
  /**
   * Bumped whenever this seat's own situation changes (its action accepted, or a new round or
   * phase). An action sent with an older version was chosen from a stale view: stale_view.
   */
  @type('number') version = 0;
}

export class PlatformState extends Schema {
  @type('string') status = 'lobby';
  @type('number') playerCount = 0;
  @type('boolean') isPrivate = false;
  /** Time per decision: a key of PACES. */
  @type('string') pace = 'normal';
  @type('string') code?: string;
  @type('number') hostSeat = 0;
  @type([SeatSync]) seats = new ArraySchema<SeatSync>();
  @type('number') spectators = 0;
  /** The commitment to the game's secret generator key and its identity, set when the game starts
   * (provable fairness: shared/fairness.ts matchCommitmentOf). */
  @type('string') commitment = '';
  /** What the commitment binds besides the key: the match identity's JSON (match id, game, players, options). */
  @type('string') identity = '';
  /** The generator key itself, set only once the game has finished. */
  @type('string') revealedKey = '';
}
