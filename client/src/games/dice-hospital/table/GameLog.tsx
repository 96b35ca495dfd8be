// The game log in plain language, newest first: the whole game (the session reads it in pages on
// every join, then adds each broadcast), the latest lines first and earlier ones on request.
import { useMemo, useState } from 'preact/hooks';
import type { GameEvent } from '../../../../../shared/engine.js';
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n, type Messages } from '../i18n/index.js';
import type { DieMemory } from '../dice.js';
import { describeLog, isRedundant } from '../logText.js';
import { logPointer, pointerData } from './logPointer.js';
import { SinceLastMove as SinceList, afterLastMove } from '../../../views/table/SinceLastMove.js';
import { useFollowNewest } from '../../../views/common/useFollowNewest.js';

export interface LogEntry {
  id: number;
  event: GameEvent;
  /** The server made this move (a bot, or the rules' default). */
  auto?: boolean;
}

/** Lines drawn at first and added by "show earlier": the log column shows about thirty, and a page
 * that joins late (a reload, a spectator) draws no more than this in one go. */
const PAGE = 50;

interface Described {
  entry: LogEntry;
  text: string;
}

/** The last description of a table's log, per die memory (one per table): the log and the "since
 * your last move" box share it, and a patch that changes nothing it reads does not describe the
 * whole log again (it did twice per patch, hundreds of lines late in a game). */
const described = new WeakMap<DieMemory, { key: unknown[]; lines: Described[] }>();

/** Every entry of the log with its sentence, described oldest first (each line knows the dice values
 * of its moment). What the sentences read of the view: names, solo, the collection spaces. */
function describeEntries(t: Messages, entries: LogEntry[], view: GameView, dice: DieMemory): Described[] {
  const key = [
    t,
    entries,
    dice.version,
    view.solo !== undefined,
    ...view.players.map((p) => p.name),
    ...(view.collections?.spaces.map((s) => s.ambulance) ?? []),
  ];
  const last = described.get(dice);
  if (last && last.key.length === key.length && last.key.every((k, i) => k === key[i])) return last.lines;
  const text = describeLog(
    { t, view, dice },
    entries.map((e) => e.event),
  );
  const lines = entries.map((entry, i) => ({ entry, text: text[i]! }));
  described.set(dice, { key, lines });
  return lines;
}

interface GameLogProps {
  entries: LogEntry[];
  view: GameView;
  dice: DieMemory;
  loadingEarlier?: boolean;
  /** The log's own column: newest line at the bottom, the box kept scrolled to it. */
  newestAtBottom?: boolean;
}

export function GameLog({ entries, view, dice, loadingEarlier = false, newestAtBottom = false }: GameLogProps) {
  const { t } = useI18n();
  const [shownCount, setShownCount] = useState(PAGE);
  const all = describeEntries(t, entries, view, dice);
  const lines = useMemo(() => all.filter(({ entry }) => !isRedundant(entry.event)), [all]);
  const shown = useMemo(() => lines.slice(-shownCount).reverse(), [lines, shownCount]);
  // The same element while the lines are the same: Preact then skips the list (strict equality).
  const items = useMemo(() => <LogLines shown={shown} autoTag={t.bots.autoTag} />, [shown, t]);
  // Newest at the bottom, the box follows the new lines by scrolling. A scroll is not a layout
  // shift; a box drawn bottom-up (flex column-reverse) moved every line up under a new one, which
  // counted as one, large in a burst of moves.
  const follow = useFollowNewest<HTMLDivElement>(shown, newestAtBottom);
  return (
    <section class="panel-card log" aria-labelledby="log-title" data-log-count={lines.length}>
      <h2 class="card-title" id="log-title">
        {t.game.log}
      </h2>
      {loadingEarlier && <p class="muted small">{t.log.loadingEarlier}</p>}
      {shown.length === 0 ? (
        <p class="muted small">{t.game.logEmpty}</p>
      ) : (
        // In the log's own column the lines read oldest to newest downwards (styles.css).
        <div class="log-scroll" ref={follow.ref} onScroll={follow.onScroll} tabIndex={0} role="region" aria-labelledby="log-title">
          <ol class="log-list" aria-labelledby="log-title" onMouseOver={logPointer.onMouseOver} onMouseLeave={logPointer.onMouseLeave}>
            {items}
          </ol>
        </div>
      )}
      {lines.length > shownCount && (
        <button type="button" class="btn btn-ghost btn-small" data-log-more onClick={() => setShownCount(shownCount + PAGE)}>
          {t.log.showEarlier}
        </button>
      )}
    </section>
  );
}

/** The log's lines (drawn again only when they change, not on every patch of the table). */
function LogLines({ shown, autoTag }: { shown: Described[]; autoTag: string }) {
  return (
    <>
      {shown.map(({ entry, text }) => (
        // What it names: hovering the line lights up that hospital, ward or tile (logPointer.ts).
        <li key={entry.id} class={`log-line log-${entry.event.type}`} {...pointerData(entry.event)}>
          {text}
          {entry.auto && MOVES.has(entry.event.type) && (
            <span class="log-auto" data-log-auto>
              {autoTag}
            </span>
          )}
        </li>
      ))}
    </>
  );
}

/** Events that a seat's own decision produces (the rest happen to it: neglect, scoring…). */
const MOVES = new Set([
  'extraRevealed',
  'startingValuesSet',
  'administratorChosen',
  'ambulancesArranged',
  'ambulanceTaken',
  'improvementTaken',
  'improvementPassed',
  'improvementReturned',
  'returnPassed',
  'workerPlaced',
  'bloodBagSpent',
  'abilityUsed',
  'abilitySkipped',
  'undone',
  'activationCommitted',
  'soloIntakeChosen',
]);

/** What happened to anyone since this seat's own last move (other players' moves, neglect, scoring). */
export function sinceLastMove(entries: LogEntry[], seat: number): LogEntry[] {
  return afterLastMove(entries, (event) => event.seat === seat && MOVES.has(event.type)).filter(
    (e) => typeof e.event.seat === 'number' && !isRedundant(e.event),
  );
}

/** A short "since your last move" list above the board, newest last. */
export function SinceLastMove({ entries, view, dice, seat }: { entries: LogEntry[]; view: GameView; dice: DieMemory; seat: number }) {
  // With others at the table the box is always there, at a fixed height (their moves must not push
  // the board down); alone, it shows only when something happened.
  const { t } = useI18n();
  const all = describeEntries(t, entries, view, dice);
  const text = useMemo(() => new Map(all.map(({ entry, text }) => [entry.id, text])), [all]);
  return <SinceList always={view.players.length > 1} lines={sinceLastMove(entries, seat).map((e) => ({ id: e.id, text: text.get(e.id)! }))} />;
}
