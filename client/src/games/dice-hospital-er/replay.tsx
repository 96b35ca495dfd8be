// Dice Hospital ER's replay (client/src/game/gameReplay.ts): the ER engine the timeline replays
// with, the ER table drawn read-only for any step and viewer (the log as that viewer saw it), and
// each step's log sentences. Fetched as its own chunk when a match page of this game opens.
import { useMemo } from 'preact/hooks';
import { applyAction, createGame, eventsFor, viewFor, type ErEvent, type GameConfig, type GameState } from '../../../../shared/games/dice-hospital-er/index.js';
import type { GameReplay, ReplayBoardProps } from '../../game/gameReplay.js';
import type { ReplayRules } from '../../game/replayTimeline.js';
import { LANGUAGES, useI18n } from '../../i18n/index.js';
import { ErTable } from './ErTable.js';
import { ER_MESSAGES, ErI18nContext } from './i18n/index.js';
import { logSentence } from './logText.js';

const rules: ReplayRules<GameState> = {
  createGame: (config) => createGame(config as GameConfig),
  applyAction,
  period: (state) => state.turn,
};

function ErReplayBoard({ timeline, step, viewer }: ReplayBoardProps) {
  const { language } = useI18n();
  const view = useMemo(() => viewFor(timeline.stateAt(step) as GameState, viewer), [timeline, step, viewer]);
  // What this viewer's log showed then: another seat's secret choice stays hidden from it.
  const events = useMemo(() => eventsFor(timeline.steps.slice(0, step).flatMap((s) => s.events) as ErEvent[], viewer), [timeline, step, viewer]);
  return (
    <ErI18nContext.Provider value={ER_MESSAGES[language]}>
      <ErTable view={view} send={() => {}} events={events} readOnly />
    </ErI18nContext.Provider>
  );
}

export const DICE_HOSPITAL_ER_REPLAY: GameReplay = {
  rules: rules as ReplayRules,
  Board: ErReplayBoard,
  stepTexts(timeline, language) {
    // The game is over: every step's events, secrets included, named as a spectator sees the seats.
    const names = viewFor(timeline.stateAt(0) as GameState, 'spectator');
    return timeline.steps.map((s) => s.events.map((e) => logSentence(ER_MESSAGES[language], names, e, LANGUAGES[language])).join(' '));
  },
  periodName: (turn, language, timeline) => ER_MESSAGES[language].card.turn(turn, (timeline.stateAt(0) as GameState).turns),
};
