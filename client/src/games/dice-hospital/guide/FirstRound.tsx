// A guided first round of Dice Hospital (`?learn=dice-hospital`, linked from How to play): the
// player and a computer player at the real table, in this page, without a server (the rules engine
// is the same pure one the server runs, and so is the computer player). The game always starts from
// the same position (a fixed key), and each decision of round 1 comes with what to do and why,
// step by step; when the round is over the page says so and offers a real game.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { applyAction, createGame, legalActions, pendingSeats, viewFor } from '../../../../../shared/games/dice-hospital/index.js';
import { botAction } from '../../../../../shared/games/dice-hospital/bot/index.js';
import type { Action, GameState } from '../../../../../shared/games/dice-hospital/types.js';
import { seedRng } from '../../../../../shared/random.js';
import { DICE_HOSPITAL } from '../../../../../shared/games/registry.js';
import { rulesHref } from '../../../net/links.js';
import { DieMemory } from '../dice.js';
import { useI18n } from '../i18n/index.js';
import type { LogEntry } from '../table/GameLog.js';
import { GameScreen } from '../table/GameScreen.js';
import './guide.css';

/** The guided game's generator key: the same first position for everyone who learns. */
const GUIDE_KEY = '5eed'.repeat(16);
const YOU = 0;
const COMPUTER = 1;
/** A moment before the computer player moves, so that its move reads as a move. */
const COMPUTER_DELAY_MS = 600;

interface Played {
  state: GameState;
  log: LogEntry[];
  /** Decisions the player has taken. */
  steps: number;
}

function start(you: string, computer: string): Played {
  return { state: createGame({ players: [you, computer], key: GUIDE_KEY }), log: [], steps: 0 };
}

function play(played: Played, seat: number, action: Action): Played | string {
  const result = applyAction(played.state, seat, action);
  if (!result.ok) return result.error.message;
  const first = played.log.length;
  const log = [...played.log, ...result.events.map((event, i) => ({ id: first + i, event }))];
  return { state: result.state, log, steps: played.steps + (seat === YOU ? 1 : 0) };
}

/** The decision the guide explains: the engine's pending kind, an ability or the round's end. */
function guideKind(played: Played): string {
  const { state } = played;
  if (state.round > 1 || state.phase === 'gameOver') return 'done';
  if (!pendingSeats(state).includes(YOU)) return 'waiting';
  const legal = legalActions(state, YOU);
  if (state.pending.kind === 'activation' && legal.some((a) => a.type === 'skipAbility')) return 'ability';
  return state.pending.kind;
}

export function FirstRound() {
  const { t } = useI18n();
  const g = t.guide;
  const [played, setPlayed] = useState(() => start(g.you, g.computer));
  const [error, setError] = useState<string | null>(null);
  const rng = useMemo(() => ({ rng: seedRng(7) }), []);
  const dice = useMemo(() => new DieMemory(), []);
  const view = useMemo(() => viewFor(played.state, YOU), [played]);
  dice.learn(view);
  const kind = guideKind(played);

  // The computer player answers whenever the game waits for it (alone, or beside you).
  useEffect(() => {
    if (kind === 'done' || !pendingSeats(played.state).includes(COMPUTER)) return;
    const timer = setTimeout(() => {
      const action = botAction(played.state, COMPUTER, 'strong', rng);
      const next = action && play(played, COMPUTER, action);
      if (next && typeof next !== 'string') setPlayed(next);
    }, COMPUTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [played, kind, rng]);

  const send = (action: Action) => {
    const next = play(played, YOU, action);
    if (typeof next === 'string') setError(next);
    else {
      setError(null);
      setPlayed(next);
    }
  };
  const steps = g.steps as Record<string, { what: string; why: string } | undefined>;
  const step = steps[kind];

  return (
    <div class="guide" data-guide={kind}>
      <section class="panel-card guide-coach" aria-live="polite" aria-labelledby="guide-title">
        <h2 class="card-title" id="guide-title">
          {g.heading}
        </h2>
        {kind === 'done' ? (
          <>
            <p data-guide-done>{g.done}</p>
            <p class="choice-row">
              <a class="btn btn-primary" href="/" data-guide-play>
                {g.playReal}
              </a>
              <button type="button" class="btn" data-guide-again onClick={() => setPlayed(start(g.you, g.computer))}>
                {g.again}
              </button>
              <a class="btn btn-ghost" href={rulesHref(DICE_HOSPITAL.id)}>
                {g.rules}
              </a>
            </p>
          </>
        ) : (
          <>
            <p class="muted small">{played.steps === 0 ? g.intro : g.progress(played.steps + 1)}</p>
            <p class="guide-what" data-guide-what>
              <strong>{step?.what ?? g.waiting}</strong>
            </p>
            {step && <p class="guide-why">{step.why}</p>}
          </>
        )}
      </section>
      <GameScreen view={view} viewer={YOU} log={played.log} dice={dice} error={error} send={send} onDismissError={() => setError(null)} />
    </div>
  );
}
