// A guided first round of Dice Hospital ER (`?learn=dice_hospital_er`, linked from How to play): the
// player and a computer player at the real ER table, in this page, without a server (views/guide's
// GuidedRound plays it). It starts from the same position for everyone (a fixed key: you are the
// chief doctor of turn 1) and lasts one round of the chief doctor's card: two turns, each of you
// chief once. Each decision comes with what to do and why.
import { erEngine, pendingSeats, type Action, type GameState, type GameView } from '../../../../../shared/games/dice-hospital-er/index.js';
import { botAction } from '../../../../../shared/games/dice-hospital-er/bot/index.js';
import { DICE_HOSPITAL_ER } from '../../../../../shared/games/registry.js';
import { useI18n } from '../../../i18n/index.js';
import { GuidedRound, YOU, type GuideTableProps } from '../../../views/guide/GuidedRound.js';
import { ErTable } from '../ErTable.js';
import { ER_GUIDE_TEXTS } from '../i18n/guide.js';
import { ER_MESSAGES, ErI18nContext } from '../i18n/index.js';

/** The guided game's generator key: the same first position for everyone who learns. */
const GUIDE_KEY = '5eed'.repeat(16);
/** Two players: two turns make the round in which each is the chief doctor once. */
const GUIDE_TURNS = 2;

/** The decision the coach explains: the die to take (as chief or not), the patient to admit (the
 * die's, then the extra one), the curtain; or the round's end. */
export function guideKind(state: GameState): string {
  if (state.turn > GUIDE_TURNS || state.phase === 'gameOver') return 'done';
  if (!pendingSeats(state).includes(YOU)) return 'waiting';
  const pending = state.pending;
  if (pending.kind !== 'admit') return pending.kind;
  const turn = state.turnState[YOU]!;
  if (!turn.admitted) return 'admit';
  return turn.extra ? 'admitExtra' : 'curtain';
}

function Table({ view, log, error, send, onDismissError, done }: GuideTableProps<GameView, Action>) {
  return (
    <ErTable view={view} send={send} events={log.map((entry) => entry.event)} error={error?.code ?? null} onDismissError={onDismissError} readOnly={done} />
  );
}

export function FirstRound() {
  const { language } = useI18n();
  return (
    <ErI18nContext.Provider value={ER_MESSAGES[language]}>
      <GuidedRound<GameState, Action, GameView>
        game={DICE_HOSPITAL_ER.id}
        engine={erEngine}
        gameKey={GUIDE_KEY}
        bot={(state, seat, rng) => botAction(state, seat, 'strong', rng)}
        kind={guideKind}
        texts={ER_GUIDE_TEXTS[language]}
        Table={Table}
      />
    </ErI18nContext.Provider>
  );
}
