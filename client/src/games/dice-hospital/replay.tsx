// Dice Hospital's replay (client/src/game/gameReplay.ts): the engine the timeline replays with,
// the game screen drawn read-only for any step and viewer, and the log's sentences for each step.
// Fetched as its own chunk when a match page of this game opens.
import { useMemo } from 'preact/hooks';
import { applyAction, createGame, viewFor, type GameConfig, type GameState, type GameView } from '../../../../shared/games/dice-hospital/index.js';
import type { GameReplay, ReplayBoardProps } from '../../game/gameReplay.js';
import { DieMemory } from './dice.js';
import { describeLog, isRedundant } from './logText.js';
import { CHECKPOINT, type ReplayRules, type ReplayTimeline } from '../../game/replayTimeline.js';
import type { LogEntry } from './table/GameLog.js';
import { GameScreen } from './table/GameScreen.js';
import { DICE_HOSPITAL_MESSAGES } from './i18n/index.js';

const rules: ReplayRules<GameState> = {
  createGame: (config) => createGame(config as GameConfig),
  applyAction,
  period: (state) => state.round,
};

/** Per timeline: the final view (names, every die met) and the dice seen along the game, so a log
 * line names a die's colour and value whatever step is shown. */
const seen = new WeakMap<ReplayTimeline, { final: GameView; dice: DieMemory }>();
function seenIn(timeline: ReplayTimeline): { final: GameView; dice: DieMemory } {
  let found = seen.get(timeline);
  if (!found) {
    const final = viewFor(timeline.stateAt(timeline.length) as GameState, 'spectator');
    const dice = new DieMemory();
    for (let n = 0; n <= timeline.length; n += CHECKPOINT) dice.learn(viewFor(timeline.stateAt(n) as GameState, 'spectator'));
    dice.learn(final);
    seen.set(timeline, (found = { final, dice }));
  }
  return found;
}

function DiceHospitalReplayBoard({ timeline, step, viewer }: ReplayBoardProps) {
  const { dice } = seenIn(timeline);
  const view = useMemo(() => viewFor(timeline.stateAt(step) as GameState, viewer), [timeline, step, viewer]);
  dice.learn(view);
  const log: LogEntry[] = useMemo(
    () => timeline.steps.slice(0, step).flatMap((s) => s.events.map((event, i) => ({ id: s.index * 1000 + i, event }))),
    [timeline, step],
  );
  return <GameScreen view={view} viewer={viewer} log={log} dice={dice} error={null} send={() => {}} readOnly />;
}

export const DICE_HOSPITAL_REPLAY: GameReplay = {
  rules: rules as ReplayRules,
  Board: DiceHospitalReplayBoard,
  stepTexts(timeline, language) {
    const { final, dice } = seenIn(timeline);
    // Worded once for the whole game: a line may depend on the ones before it (a die's value then).
    const lines = describeLog(
      { t: DICE_HOSPITAL_MESSAGES[language], view: final, dice },
      timeline.steps.flatMap((s) => s.events),
    );
    let at = 0;
    return timeline.steps.map((s) => {
      const text = s.events
        .map((e, i) => (isRedundant(e) ? '' : lines[at + i]!))
        .filter(Boolean)
        .join(' ');
      at += s.events.length;
      return text;
    });
  },
  periodName: (round, language) => (round === 0 ? DICE_HOSPITAL_MESSAGES[language].phase.setup : DICE_HOSPITAL_MESSAGES[language].final.roundLong(round)),
};
