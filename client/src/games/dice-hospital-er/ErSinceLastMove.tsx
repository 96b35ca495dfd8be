// ER's "since your last move" (the platform's list): the log after this seat's own last decision,
// in ER's sentences.
import type { GameEvent } from '../../../../shared/engine.js';
import type { GameView } from '../../../../shared/games/dice-hospital-er/index.js';
import { SinceLastMove, afterLastMove } from '../../views/table/SinceLastMove.js';
import { useI18n } from '../../i18n/index.js';
import { useErText } from './i18n/index.js';
import { isOwnMove, logSentence } from './logText.js';

export function ErSinceLastMove({ view, events, seat }: { view: GameView; events: readonly GameEvent[]; seat: number }) {
  const t = useErText();
  const platform = useI18n().t;
  const entries = events.map((event, id) => ({ id, event }));
  return (
    <SinceLastMove lines={afterLastMove(entries, (e) => isOwnMove(e, seat)).map(({ id, event }) => ({ id, text: logSentence(t, view, event, platform) }))} />
  );
}
