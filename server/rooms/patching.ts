// Patches leave when the state changes instead of on Colyseus's 50 ms poll, which costs every room
// 20 wake-ups a second, a room waiting for a person's move included (bench:load measured the poll
// at about a sixth of the CPU per action at human pace). Changes made in one turn of the event
// loop leave in one patch; an action's patch leaves at once, with its messages (actionPipeline).
import type { Room } from '@colyseus/core';
import type { Logger } from '../logger.js';
import { onStateChanged } from './colyseusCompat.js';

/** Colyseus's own patch interval, used only if its state changes cannot be heard. */
const POLLED_PATCH_MS = 50;

export class PatchOnChange {
  /** The patch on its way. */
  private queued: NodeJS.Immediate | null = null;
  /** An action's changes are being made: they leave in the patch its commit sends (now). */
  private held = false;

  constructor(private readonly room: Room) {}

  /** Listens to the room's state changes (once its state is set). */
  start(logger: Logger): void {
    if (!onStateChanged(this.room, () => this.soon())) {
      logger.warn('this Colyseus hides its state changes: patching on an interval');
      this.room.patchRate = POLLED_PATCH_MS;
    }
  }

  soon(): void {
    if (this.held) return;
    this.queued ??= setImmediate(() => this.now());
  }

  /** Changes from here on wait for `now`. */
  hold(): void {
    this.held = true;
  }

  /** Sends what changed now (an action's patch goes out before its messages); a patch that was on
   * its way has nothing left to send. */
  now(): void {
    this.stop();
    this.held = false;
    this.room.broadcastPatch();
  }

  stop(): void {
    if (this.queued) clearImmediate(this.queued);
    this.queued = null;
  }
}
