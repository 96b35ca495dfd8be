// The Quarantine table for one viewer: whose turn and what is left of it, what the game waits for
// from this player (DecisionPanel) and the turn's actions (ActionsPanel), the player's own hospital
// large (the cells and tiles to pick on it), the market, the other hospitals smaller, the log and at
// the end the final scores. It only reads the view and sends actions the engine lists as legal.
// Around it, the platform's table pieces (views/table): the player strip with clocks and bot badges,
// the turn signal, Leave game, the refused move, the in-flight lock, "since your last move", and at
// the end the game-over bar (rematch, back to the lobby) and the fairness note.
import { useMemo } from 'preact/hooks';
import { legalActions, type Action, type GameView } from '../../../../shared/games/quarantine/index.js';
import { tileAt } from '../../../../shared/games/quarantine/grid.js';
import { useI18n } from '../../i18n/index.js';
import { RecentLog } from '../../views/table/RecentLog.js';
import type { GameTableProps } from '../../views/room/gameTableProps.js';
import { FairnessNote } from '../../views/common/FairnessNote.js';
import { GameOverDock } from '../../views/table/GameOverDock.js';
import { InFlightLock } from '../../views/table/InFlightLock.js';
import { MoveError } from '../../views/table/MoveError.js';
import { TableControls } from '../../views/table/TableControls.js';
import { useTurnSignal } from '../../views/table/useTurnSignal.js';
import { ActionsPanel } from './ActionsPanel.js';
import { DecisionPanel } from './DecisionPanel.js';
import { FinalScores, finalHeadline } from './FinalScores.js';
import { HospitalView, type Pick } from './HospitalView.js';
import { useQText, type QMessages } from './i18n/index.js';
import type { QErrorCode } from './i18n/en.js';
import { logSentence } from './logText.js';
import { Market } from './Market.js';
import { seatName, tileName } from './names.js';
import { QPlayerStrip } from './QPlayerStrip.js';
import { QSinceLastMove } from './QSinceLastMove.js';
import { SupplyLine } from './SupplyLine.js';
import { usePlacement, type Placement } from './usePlacement.js';
import './quarantine.css';

export type QuarantineTableProps = GameTableProps<GameView, Action>;

export function QuarantineTable({
  view,
  send,
  events,
  error,
  errorText,
  onDismissError,
  inFlight = false,
  onLeave,
  rematch,
  fairness,
  readOnly = false,
}: QuarantineTableProps) {
  const t = useQText();
  const platform = useI18n().t;
  const seat = typeof view.viewer === 'number' ? view.viewer : null;
  const over = view.phase === 'gameOver';
  // A replay decides nothing: no legal action, so nothing on the table can be picked.
  const legal = useMemo(() => (seat === null || readOnly ? [] : legalActions(view, seat)), [view, seat, readOnly]);
  const pending = view.pending.kind;
  const placement = usePlacement(view, seat, legal, pending === 'arrange' || pending === 'placeAcquired');
  const picks = boardPicks(t, view, seat, legal, placement, send, inFlight);
  const { soundOn, setSoundOn } = useTurnSignal(!over && legal.length > 0, platform.game.yourTurnTitle, platform.app.title);
  const others = view.players.map((_, s) => s).filter((s) => s !== seat);
  const hospitalOf = (s: number, size: 'large' | 'small') => (
    <div key={s} class="q-hospital-card">
      <HospitalView
        player={view.players[s]!}
        seat={s}
        size={size}
        title={s === seat ? t.hospital.yours : t.hospital.of(view.players[s]!.name)}
        cells={picks.cells.get(s)}
        tiles={picks.tiles.get(s)}
        preview={s === seat ? picks.preview : null}
      />
      <SupplyLine view={view} seat={s} />
    </div>
  );

  return (
    <div class="q-table" data-pending={pending} data-round={view.round} data-actions={view.actionCount} data-viewer={String(view.viewer)} data-lang={t.lang}>
      <div class="q-top">
        <TableControls seated={seat !== null} over={over} readOnly={readOnly} onLeave={onLeave} soundOn={soundOn} setSoundOn={setSoundOn} />
      </div>
      <div class="q-head">
        <QPlayerStrip view={view} />
      </div>
      <div class="q-main">
        <TurnLine view={view} />
        <InFlightLock inFlight={inFlight}>
          <DecisionPanel view={view} seat={seat} legal={legal} send={send} placement={placement} />
          {pending === 'turn' && seat !== null && legal.length > 0 && <ActionsPanel view={view} seat={seat} legal={legal} send={send} placement={placement} />}
        </InFlightLock>
        {error && <MoveError code={error} text={t.errors[error as QErrorCode] ?? errorText ?? error} onDismiss={onDismissError} />}
        {seat !== null && !over && events && !readOnly && <QSinceLastMove view={view} events={events} seat={seat} />}
        {seat !== null ? hospitalOf(seat, 'large') : <div class="q-all-hospitals">{others.map((s) => hospitalOf(s, 'large'))}</div>}
        {/* Under the hospital, not above it (GameOverDock says why). */}
        {over && <FinalScores view={view} />}
        {over && fairness && <FairnessNote {...fairness} />}
      </div>
      <aside class="q-side">
        {/* The other hospitals first: a drawn virus or patient is often for them. */}
        {seat !== null && others.length > 0 && (
          <section class="q-others panel-card" aria-label={t.hospital.others}>
            <h2>{t.hospital.others}</h2>
            {others.map((s) => hospitalOf(s, 'small'))}
          </section>
        )}
        <Market view={view} />
        {events && events.length > 0 && (
          <section class="q-log panel-card" aria-label={t.log.title}>
            <h2>{t.log.title}</h2>
            <RecentLog events={events} sentence={(e) => logSentence(t, view, e, platform)} />
          </section>
        )}
      </aside>
      {over && !readOnly && view.result && (
        <GameOverDock headline={finalHeadline(t, view)} scoresId="q-final-title" pinned=".q-head" rematch={rematch} onLeave={onLeave} />
      )}
    </div>
  );
}

/** Round, whose turn, what is left of it; the end's last turns. */
function TurnLine({ view }: { view: GameView }) {
  const t = useQText();
  if (view.phase !== 'playing' || !view.turn) return null;
  const active = view.turn.seat;
  return (
    <p class="q-turn-line" data-turn-seat={active}>
      <strong>{t.turn.round(view.round)}</strong> · {active === view.viewer ? t.turn.yourTurn : t.turn.turnOf(seatName(t, view, active))}
      {' · '}
      {t.turn.draws(view.turn.drawsLeft)} · {t.turn.actions(view.turn.actionsLeft)}
      {view.endTriggeredBy !== null && (
        <span class="q-final-turns" data-final-turns>
          {' '}
          · {t.turn.finalTurns}
        </span>
      )}
    </p>
  );
}

/** What can be picked on the hospitals now, per seat: cells for the tile being placed, tiles for a
 * virus, a spread or a renovation; and the tile previewed at the chosen spot. */
function boardPicks(
  t: QMessages,
  view: GameView,
  seat: number | null,
  legal: readonly Action[],
  placement: Placement,
  send: (a: Action) => void,
  inFlight: boolean,
) {
  const cells = new Map<number, Pick[]>();
  const tiles = new Map<number, Pick[]>();
  const add = (map: Map<number, Pick[]>, s: number, pick: Pick) => map.set(s, [...(map.get(s) ?? []), pick]);
  if (seat === null || inFlight) return { cells, tiles, preview: null };
  const nameAt = (s: number, x: number, y: number) => {
    const placed = tileAt(view.players[s]!.hospital, x, y);
    return placed ? tileName(t, placed.tile) : '';
  };
  for (const a of legal) {
    if (a.type === 'placeVirus')
      add(tiles, a.target, {
        x: a.x,
        y: a.y,
        label: `${t.prompt.virusWhere} ${t.tile.at(`${nameAt(a.target, a.x, a.y)} (${seatName(t, view, a.target)})`, a.x, a.y)}`,
        onPick: () => send(a),
      });
    if (a.type === 'spreadVirus' && view.pending.kind === 'spread') {
      const target = view.pending.target;
      add(tiles, target, { x: a.x, y: a.y, label: `${t.prompt.spread} ${t.tile.at(nameAt(target, a.x, a.y), a.x, a.y)}`, onPick: () => send(a) });
    }
  }
  // A renovation: the tiles that may move or go to storage, until one is chosen.
  if (view.pending.kind === 'renovate' && !placement.source && placement.tile === null) {
    const seen = new Set<string>();
    for (const a of legal) {
      if ((a.type !== 'moveTile' && a.type !== 'removeTile') || seen.has(`${a.x},${a.y}`)) continue;
      seen.add(`${a.x},${a.y}`);
      add(tiles, seat, {
        x: a.x,
        y: a.y,
        label: `${t.prompt.pickOwnTile} ${t.tile.at(nameAt(seat, a.x, a.y), a.x, a.y)}`,
        onPick: () => placement.chooseSource({ x: a.x, y: a.y }),
      });
    }
  }
  const moving = placement.movingTile;
  if (moving !== null) {
    for (const c of placement.cells) {
      const selected = placement.cell?.x === c.x && placement.cell?.y === c.y;
      add(cells, seat, { x: c.x, y: c.y, label: tileName(t, moving), selected, onPick: () => placement.chooseCell(selected ? null : c) });
    }
  }
  const spot = placement.spot;
  return { cells, tiles, preview: spot && moving !== null ? { tile: moving, x: spot.x, y: spot.y, rot: spot.rot, from: placement.source ?? undefined } : null };
}
