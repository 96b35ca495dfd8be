// A guided setup and first round of Quarantine (`?learn=quarantine`, linked from How to play): the
// player and a computer player at the real Quarantine table, in this page, without a server
// (views/guide's GuidedRound plays it). It starts from the same position for everyone (a fixed key:
// you play first) and lasts the setup and round 1. Each decision comes with what to do and why.
import { pendingSeats, quarantine, type Action, type GameState, type GameView } from '../../../../../shared/games/quarantine/index.js';
import { botAction } from '../../../../../shared/games/quarantine/bot/index.js';
import { QUARANTINE } from '../../../../../shared/games/registry.js';
import { useI18n } from '../../../i18n/index.js';
import { GuidedRound, YOU, type GuideTableProps } from '../../../views/guide/GuidedRound.js';
import { Q_GUIDE_TEXTS } from '../i18n/guide.js';
import { QI18nContext, Q_MESSAGES } from '../i18n/index.js';
import { QuarantineTable } from '../QuarantineTable.js';

/** The guided game's generator key: the same first position for everyone who learns. */
const GUIDE_KEY = '5eed'.repeat(16);

/** The decision the coach explains: the engine's pending kind, a turn being its draws ('draw'
 * while cubes are left to draw) or its actions ('act'); or the round's end. */
export function guideKind(state: GameState): string {
  if (state.round > 1 || state.phase === 'gameOver') return 'done';
  if (!pendingSeats(state).includes(YOU)) return 'waiting';
  if (state.pending.kind === 'turn') return state.turn!.drawsLeft > 0 ? 'draw' : 'act';
  return state.pending.kind;
}

function Table({ view, log, error, send, onDismissError, done }: GuideTableProps<GameView, Action>) {
  return (
    <QuarantineTable
      view={view}
      send={send}
      events={log.map((entry) => entry.event)}
      error={error?.code ?? null}
      onDismissError={onDismissError}
      readOnly={done}
    />
  );
}

export function FirstRound() {
  const { language } = useI18n();
  return (
    <QI18nContext.Provider value={Q_MESSAGES[language]}>
      <GuidedRound<GameState, Action, GameView>
        game={QUARANTINE.id}
        engine={quarantine}
        gameKey={GUIDE_KEY}
        bot={(state, seat, rng) => botAction(state, seat, 'strong', rng)}
        kind={guideKind}
        texts={Q_GUIDE_TEXTS[language]}
        Table={Table}
      />
    </QI18nContext.Provider>
  );
}
