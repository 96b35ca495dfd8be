// Quarantine's replay (client/src/game/gameReplay.ts): the engine for the timeline (a period is a
// round), the Quarantine table drawn read-only for any step and viewer, and each step's log
// sentences. Fetched as its own chunk when a match page of this game opens.
import { useMemo } from 'preact/hooks';
import { applyAction, createGame, viewFor, type GameConfig, type GameState } from '../../../../shared/games/quarantine/index.js';
import type { GameReplay, ReplayBoardProps } from '../../game/gameReplay.js';
import type { ReplayRules } from '../../game/replayTimeline.js';
import { LANGUAGES, useI18n } from '../../i18n/index.js';
import { QuarantineTable } from './QuarantineTable.js';
import { QI18nContext, Q_MESSAGES } from './i18n/index.js';
import { logSentence } from './logText.js';

const rules: ReplayRules<GameState> = {
  createGame: (config) => createGame(config as GameConfig),
  applyAction,
  // Setup is round 0 until the first turn starts.
  period: (state) => (state.phase === 'setup' ? 0 : state.round),
};

function QuarantineReplayBoard({ timeline, step, viewer }: ReplayBoardProps) {
  const { language } = useI18n();
  const view = useMemo(() => viewFor(timeline.stateAt(step) as GameState, viewer), [timeline, step, viewer]);
  // Nothing in Quarantine's log is secret: every viewer saw every event.
  const events = useMemo(() => timeline.steps.slice(0, step).flatMap((s) => s.events), [timeline, step]);
  return (
    <QI18nContext.Provider value={Q_MESSAGES[language]}>
      <QuarantineTable view={view} send={() => {}} events={events} readOnly />
    </QI18nContext.Provider>
  );
}

export const QUARANTINE_REPLAY: GameReplay = {
  rules: rules as ReplayRules,
  Board: QuarantineReplayBoard,
  stepTexts(timeline, language) {
    const names = viewFor(timeline.stateAt(0) as GameState, 'spectator');
    return timeline.steps.map((s) => s.events.map((e) => logSentence(Q_MESSAGES[language], names, e, LANGUAGES[language])).join(' '));
  },
  periodName: (round, language) => (round === 0 ? Q_MESSAGES[language].rules.setupPeriod : Q_MESSAGES[language].turn.round(round)),
};
