// A guided first round of Dice Hospital (`?learn=dice-hospital`, linked from How to play): the
// player and a computer player at the real table, in this page, without a server (views/guide's
// GuidedRound plays it). The game always starts from the same position (a fixed key), and each
// decision of round 1 comes with what to do and why, step by step; when the round is over the page
// says so and offers a real game.
import { useMemo } from 'preact/hooks';
import { diceHospital, legalActions, pendingSeats } from '../../../../../shared/games/dice-hospital/index.js';
import { botAction } from '../../../../../shared/games/dice-hospital/bot/index.js';
import type { Action, GameState, GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { DICE_HOSPITAL } from '../../../../../shared/games/registry.js';
import { GuidedRound, YOU, type GuideTableProps } from '../../../views/guide/GuidedRound.js';
import { DieMemory } from '../dice.js';
import { useI18n } from '../i18n/index.js';
import { GameScreen } from '../table/GameScreen.js';

/** The guided game's generator key: the same first position for everyone who learns. */
const GUIDE_KEY = '5eed'.repeat(16);

/** The decision the guide explains: the engine's pending kind, an ability or the round's end. */
function guideKind(state: GameState): string {
  if (state.round > 1 || state.phase === 'gameOver') return 'done';
  if (!pendingSeats(state).includes(YOU)) return 'waiting';
  const legal = legalActions(state, YOU);
  if (state.pending.kind === 'activation' && legal.some((a) => a.type === 'skipAbility')) return 'ability';
  return state.pending.kind;
}

function Table({ view, log, error, send, onDismissError, done }: GuideTableProps<GameView, Action>) {
  const dice = useMemo(() => new DieMemory(), []);
  dice.learn(view);
  return (
    <GameScreen view={view} viewer={YOU} log={log} dice={dice} error={error?.message ?? null} send={send} onDismissError={onDismissError} readOnly={done} />
  );
}

export function FirstRound() {
  const { t } = useI18n();
  return (
    <GuidedRound<GameState, Action, GameView>
      game={DICE_HOSPITAL.id}
      engine={diceHospital}
      gameKey={GUIDE_KEY}
      bot={(state, seat, rng) => botAction(state, seat, 'strong', rng)}
      kind={guideKind}
      texts={t.guide}
      Table={Table}
    />
  );
}
