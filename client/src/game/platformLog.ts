// The platform's own log lines (shared/protocol.ts PlatformEvent: a bot took a seat over, a clock ran
// out, a player came back), worded once for every game's log.
import type { GameEvent } from '../../../shared/engine.js';
import type { PlatformEvent } from '../../../shared/protocol.js';
import type { Messages } from '../i18n/index.js';

const PLATFORM_TYPES: ReadonlySet<string> = new Set<PlatformEvent['type']>(['botTookOver', 'timedOut', 'playerBack']);

export function isPlatformEvent(event: GameEvent | { type: string }): event is PlatformEvent {
  return PLATFORM_TYPES.has(event.type);
}

/** `who`: the seat's name as the game's log writes it. */
export function platformSentence(t: Messages, who: string, event: PlatformEvent): string {
  switch (event.type) {
    case 'botTookOver':
      return t.bots.tookOver[event.reason]?.(who) ?? t.bots.tookOver.away!(who);
    case 'timedOut':
      return event.by === 'rules' ? t.bots.timedOutRules(who) : t.bots.timedOutBot(who);
    case 'playerBack':
      return t.bots.playerBack(who);
  }
}
