// Who decides when a person does not: a bot seat's bot, a strong bot for a player who is away or
// out of time, and the game's own rule for a timed decision. Decision clocks start for the seats a
// person is waited for; one bot move is made at a time, after a pause people can follow.
import type { Client } from '@colyseus/core';
import { ErrorCode, TIME_OUTS_BEFORE_BOT } from '../../shared/protocol.js';
import { DecisionClocks } from './clocks.js';
import { BackPayload } from './messages.js';
import type { Role, RoomCore, RoomTypes } from './roomCore.js';
import { botPlays, type SeatRecord } from './seats.js';
import { logPlatform } from './viewerEvents.js';

export class StandIns<T extends RoomTypes> {
  private botMovePending = false;
  readonly clocks: DecisionClocks;

  constructor(private readonly core: RoomCore<T>) {
    this.clocks = new DecisionClocks(core.timers, (seat, key) => void core.serially(() => this.timeOut(seat, key)));
  }

  /** The next seat the game waits for that a bot plays now, if a person is there to be kept waiting. */
  private botSeatToPlay(): number | null {
    const { core } = this;
    const game = core.game;
    if (game === null || core.phase !== 'playing') return null;
    if (!core.seats.anyConnected()) return null; // nobody is kept waiting
    const decision = core.decisionKey(game);
    const seat = core.adapter.engine.pendingSeats(game).find((s) => {
      const record = core.seats.at(s);
      return record !== null && botPlays(record, decision) && !core.stuck.has(s);
    });
    return seat ?? null;
  }

  /** One bot move at a time, after a short pause so people can follow, while a bot is waited for. */
  scheduleBots(): void {
    const { core } = this;
    if (this.botMovePending || this.botSeatToPlay() === null) return;
    this.botMovePending = true;
    core.timers.setTimeout(() => {
      this.botMovePending = false;
      void core.serially(async () => {
        const seat = this.botSeatToPlay();
        if (seat === null || core.game === null) return;
        if (!(await this.playBotMove(seat))) core.stuck.add(seat);
        this.scheduleBots();
      });
    }, core.services.settings.botDelayMs);
  }

  /** The seat's bot (a strong one for a person's seat) chooses and commits one move. */
  private async playBotMove(seat: number): Promise<boolean> {
    const { core } = this;
    const game = core.game;
    if (game === null) return false;
    let action: T['action'] | null;
    try {
      action = core.adapter.botAction(game, seat, core.seats.at(seat)?.bot ?? 'strong', core.botRng);
    } catch (e) {
      core.logger.error({ err: e, seat }, 'the bot failed: taking the default instead');
      action = null;
    }
    action ??= core.adapter.engine.defaultAction(game, seat);
    return action !== null && (await core.steps.commit(seat, action, true));
  }

  /**
   * Starts a clock for each seat that became pending in a timed decision, stops the clocks of
   * seats that are no longer waited for, and shows the deadlines in the seat list.
   */
  refreshClocks(): void {
    const { core } = this;
    const game = core.game;
    const limit = game !== null && core.phase === 'playing' ? core.adapter.decisionTime(game, core.pace) : null;
    if (game !== null && limit !== null) {
      const ms = Math.max(0, Math.round(limit.ms * core.services.settings.timeLimitScale));
      const decision = core.decisionKey(game);
      // Seats a bot plays need no clock; a rules time-out (timed activation) applies to everyone.
      const timed = core.adapter.engine.pendingSeats(game).filter((s) => {
        const record = core.seats.at(s);
        return limit.atTimeOut === 'rules' || !record || !botPlays(record, decision);
      });
      this.clocks.refresh(decision, timed, ms);
      // A bot decides for a timed-out seat until the decision is over, and no longer.
      for (const record of core.seats.seated()) if (record.botDecision !== decision) record.botDecision = null;
    } else {
      this.clocks.refresh('', [], null);
    }
    core.state.seats.forEach((sync, seat) => {
      sync.deadline = this.clocks.deadline(seat);
    });
  }

  /**
   * Time is up for a seat's decision. Under the game's own rule (timed activation) its defaults
   * are taken at once until the game stops waiting for it; otherwise a strong bot makes the
   * decision for the seat, and after TIME_OUTS_BEFORE_BOT in a row keeps the seat until its
   * player says they are back.
   */
  private async timeOut(seat: number, key: string): Promise<void> {
    const { core } = this;
    const game = core.game;
    const record = core.seats.at(seat);
    if (game === null || !record || core.phase !== 'playing' || core.decisionKey(game) !== key) return;
    const atTimeOut = core.adapter.decisionTime(game, core.pace)?.atTimeOut ?? 'bot';
    core.logger.info({ event: 'timed_out', seat, decision: key, by: atTimeOut }, 'decision time ran out');
    logPlatform(core, { type: 'timedOut', seat, by: atTimeOut });
    record.timeOuts += 1;
    if (atTimeOut === 'rules') {
      for (let step = 0; step < 100; step++) {
        const now = core.game;
        if (now === null || core.phase !== 'playing') break;
        if (core.decisionKey(now) !== key || !core.adapter.engine.pendingSeats(now).includes(seat)) break;
        const action = core.adapter.engine.defaultAction(now, seat);
        if (action === null || !(await core.steps.commit(seat, action, true))) break;
      }
    } else {
      record.botDecision = key;
      if (record.timeOuts >= TIME_OUTS_BEFORE_BOT && !record.handedOver && record.bot === null) {
        record.handedOver = true;
        logPlatform(core, { type: 'botTookOver', seat, reason: 'timeOuts' });
      }
      core.syncSeats();
      this.scheduleBots();
    }
    this.refreshClocks();
  }

  /** The player takes back a seat a bot was playing for them after time-outs. */
  onBack(client: Client<Role>, payload: unknown): void {
    const { core } = this;
    if (!BackPayload.safeParse(payload).success) return core.reject(client, ErrorCode.badMessage, 'back takes no payload');
    const record = client.userData?.kind === 'player' ? core.recordOf(client) : null;
    if (!record || !record.handedOver) {
      return core.reject(client, ErrorCode.notBotPlayed, 'no bot is playing your seat');
    }
    this.playerActs(record, core.seats.indexOf(record));
    this.refreshClocks();
  }

  /** The player acted (a move of their own, or `back`): the seat is theirs again, time-outs forgotten. */
  playerActs(record: SeatRecord, seat: number): void {
    record.timeOuts = 0;
    record.botDecision = null;
    if (!record.handedOver) return;
    record.handedOver = false;
    logPlatform(this.core, { type: 'playerBack', seat });
    this.core.syncSeats();
  }
}
