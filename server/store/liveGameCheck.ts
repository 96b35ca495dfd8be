// At start, before any game is restored: every live stored game is read back whole, once. A game
// whose log is shorter than the actions it acknowledged is marked damaged (never resumed as if
// whole) and logged; a game whose actions cannot be read at all (damaged pages) means the store
// cannot be read whole, and the server refuses to start unless salvage was asked for, in which case
// such games are marked damaged too and the others are restored.
import type { Logger } from '../logger.js';
import { GameDamagedError, StoreUnreadableError, type DamagedGame } from './gameDamage.js';
import type { GameStore } from './gameStore.js';

export interface LiveGameCheck {
  /** Live games read back whole. */
  whole: number;
  /** Games marked damaged now. */
  damaged: DamagedGame[];
}

export async function checkLiveGames(store: GameStore, options: { where: string; salvage: boolean; logger?: Logger }): Promise<LiveGameCheck> {
  const damaged: DamagedGame[] = [];
  let whole = 0;
  for (const roomId of await store.liveIds()) {
    try {
      await store.load(roomId);
      whole += 1;
    } catch (e) {
      if (!(e instanceof GameDamagedError)) throw e;
      damaged.push(e.damage);
    }
  }
  const unreadable = damaged.filter((d) => d.found === null);
  if (unreadable.length > 0 && !options.salvage) throw new StoreUnreadableError(options.where, unreadable);
  for (const damage of damaged) {
    await store.markDamaged(damage);
    logDamaged(options.logger, damage);
  }
  return { whole, damaged };
}

/** The one log line of a damaged game, whoever finds it. */
export function logDamaged(logger: Logger | undefined, damage: DamagedGame): void {
  logger?.error(
    { event: 'game_damaged', ...damage },
    `stored game ${damage.roomId} is damaged and will not be resumed: ${damage.reason}. ` +
      'Its players cannot return to it. Restore the store from a backup to get it back whole.',
  );
}
