// The platform's half of every game's guided first round (`?learn=<id>`, linked from How to play):
// a real game played in this page against the game's computer player, without a server (the rules
// engine is the same pure one the server runs, and so is the computer player), from a fixed key so
// the first position is the same for everyone. The coach's card above the table says, for each
// decision, what to do and why; when the game's first round is over it offers a real game or the
// round again. Game-neutral: each game's guide (games/<game>/guide/) hands it its engine, its
// computer player, its table and its texts, and says which decision the coach explains.
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ApplyResult, EngineError, GameEvent } from '../../../../shared/engine.js';
import { seedRng, type HasRng } from '../../../../shared/random.js';
import { rulesHref } from '../../net/links.js';
import { loadName } from '../../net/storage.js';
import './guide.css';

/** The seat the learner plays; the computer player has the other one. */
export const YOU = 0;
export const COMPUTER = 1;
/** A moment before the computer player moves, so that its move reads as a move. */
const COMPUTER_DELAY_MS = 600;

export interface GuideStep {
  what: string;
  why: string;
}

/** The coach's words, in the game's texts for the page's language. */
export interface GuideTexts {
  heading: string;
  you: string;
  computer: string;
  intro: string;
  progress(n: number): string;
  waiting: string;
  done: string;
  playReal: string;
  again: string;
  rules: string;
  /** What to do and why, for each decision the game's `kind` names. */
  steps: Readonly<Record<string, GuideStep | undefined>>;
}

/** The rules engine's part the guide plays with (every engine of shared/games fits). */
export interface GuideEngine<State, Action, View> {
  createGame(config: { players: string[]; key: string }): State;
  applyAction(state: State, seat: number, action: Action): ApplyResult<State, GameEvent>;
  pendingSeats(state: State): number[];
  viewFor(state: State, viewer: number): View;
  eventsFor(events: GameEvent[], viewer: number): GameEvent[];
}

export interface GuideLogEntry {
  id: number;
  event: GameEvent;
}

/** What the game's table gets: the learner's view, the log so far, the last refusal, the sender. */
export interface GuideTableProps<View, Action> {
  view: View;
  log: GuideLogEntry[];
  error: EngineError | null;
  send(action: Action): void;
  onDismissError(): void;
  /** The guided round is over: the table stays in view, read-only (the computer player has stopped). */
  done: boolean;
}

export interface GuidedRoundProps<State, Action, View> {
  /** The game's id (its rules link). */
  game: string;
  engine: GuideEngine<State, Action, View>;
  /** The generator key: the same first position for everyone who learns. */
  gameKey: string;
  /** The computer player's move for its seat (the strong one: it plays the way a person would). */
  bot(state: State, seat: number, rng: HasRng): Action | null;
  /** The decision the coach explains for the learner: a key of `texts.steps`, 'waiting' while the
   * game waits for the computer player only, or 'done' once the guided round is over. */
  kind(state: State): string;
  texts: GuideTexts;
  /** The game's own table for the learner. */
  Table(props: GuideTableProps<View, Action>): ComponentChildren;
}

interface Played<State> {
  state: State;
  log: GuideLogEntry[];
  /** Decisions the learner has taken. */
  steps: number;
}

export function GuidedRound<State, Action, View>({ game, engine, gameKey, bot, kind: kindOf, texts: g, Table }: GuidedRoundProps<State, Action, View>) {
  // The learner plays under the name saved on this device, if any (the home page's name field).
  const you = loadName().trim() || g.you;
  const start = (): Played<State> => ({ state: engine.createGame({ players: [you, g.computer], key: gameKey }), log: [], steps: 0 });
  const play = (played: Played<State>, seat: number, action: Action): Played<State> | EngineError => {
    const result = engine.applyAction(played.state, seat, action);
    if (!result.ok) return result.error;
    const first = played.log.length;
    const events = engine.eventsFor(result.events, YOU);
    const log = [...played.log, ...events.map((event, i) => ({ id: first + i, event }))];
    return { state: result.state, log, steps: played.steps + (seat === YOU ? 1 : 0) };
  };

  const [played, setPlayed] = useState(start);
  const [error, setError] = useState<EngineError | null>(null);
  const rng = useMemo(() => ({ rng: seedRng(7) }), []);
  const view = useMemo(() => engine.viewFor(played.state, YOU), [played]);
  const kind = kindOf(played.state);

  // The computer player answers whenever the game waits for it (alone, or beside you).
  useEffect(() => {
    if (kind === 'done' || !engine.pendingSeats(played.state).includes(COMPUTER)) return;
    const timer = setTimeout(() => {
      const action = bot(played.state, COMPUTER, rng);
      const next = action && play(played, COMPUTER, action);
      if (next && 'state' in next) setPlayed(next);
    }, COMPUTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [played, kind, rng]);

  const send = (action: Action) => {
    const next = play(played, YOU, action);
    if ('state' in next) {
      setError(null);
      setPlayed(next);
    } else setError(next);
  };
  const step = g.steps[kind];

  return (
    <div class="guide" data-guide={kind}>
      <section class="panel-card guide-coach" aria-live="polite" aria-labelledby="guide-title">
        <div class="guide-head">
          <h2 class="card-title" id="guide-title">
            {g.heading}
          </h2>
          {kind !== 'done' && played.steps > 0 && <span class="muted small guide-progress">{g.progress(played.steps + 1)}</span>}
        </div>
        {kind === 'done' ? (
          <>
            <p data-guide-done>{g.done}</p>
            <p class="choice-row">
              <a class="btn btn-primary" href="/" data-guide-play>
                {g.playReal}
              </a>
              <button
                type="button"
                class="btn"
                data-guide-again
                onClick={() => {
                  setError(null);
                  setPlayed(start());
                }}
              >
                {g.again}
              </button>
              <a class="btn btn-ghost" href={rulesHref(game)}>
                {g.rules}
              </a>
            </p>
          </>
        ) : (
          <>
            {played.steps === 0 && <p class="muted small guide-intro">{g.intro}</p>}
            <p class="guide-what" data-guide-what>
              <strong>{step?.what ?? g.waiting}</strong>
            </p>
            {step && <p class="guide-why">{step.why}</p>}
          </>
        )}
      </section>
      <Table view={view} log={played.log} error={error} send={send} onDismissError={() => setError(null)} done={kind === 'done'} />
    </div>
  );
}
