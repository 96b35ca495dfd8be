// What the game waits for from this player, step by step: set up the hospital; the drawn cube (a
// patient to a queue, a virus to a highlighted tile), a spread, the Emergency Room's yes or no, the
// Cafeteria's choice, an acquired tile to place or keep, a renovation; otherwise whom the table
// waits for. The turn's actions are ActionsPanel's.
import { pendingSeats, type Action, type GameView } from '../../../../shared/games/quarantine/index.js';
import { CubeChip } from './Cube.js';
import { listNames, useQText } from './i18n/index.js';
import { seatName, tileName } from './names.js';
import { PlacementBar } from './PlacementBar.js';
import type { Placement } from './usePlacement.js';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

export function DecisionPanel({
  view,
  seat,
  legal,
  send,
  placement,
}: {
  view: GameView;
  seat: number | null;
  legal: readonly Action[];
  send(action: Action): void;
  placement: Placement;
}) {
  const t = useQText();
  const p = view.pending;
  if (view.phase === 'gameOver' || p.kind === 'none') return null;
  const waiting = pendingSeats(view).filter((s) => s !== seat);
  const waitLine = waiting.length > 0 && (
    <p class="q-waiting" data-waiting>
      {t.turn.waitingFor(
        listNames(
          t,
          waiting.map((s) => seatName(t, view, s)),
        ),
      )}
    </p>
  );
  const mine = legal.length > 0;
  // A plain turn is ActionsPanel's alone: no empty card above it (only a stored tile's placement shows here).
  const plainTurn = p.kind === 'turn' && placement.tile === null;
  const body = mine && !plainTurn ? <Decision view={view} seat={seat!} legal={legal} send={send} placement={placement} /> : null;
  if (!body && !waitLine) return null;
  return (
    <section class="q-decision panel-card" data-decision={mine ? p.kind : 'wait'}>
      {body}
      {waitLine}
    </section>
  );
}

function Decision({
  view,
  seat,
  legal,
  send,
  placement,
}: {
  view: GameView;
  seat: number;
  legal: readonly Action[];
  send(action: Action): void;
  placement: Placement;
}) {
  const t = useQText();
  const p = view.pending;
  switch (p.kind) {
    case 'arrange':
      return (
        <>
          <p class="q-prompt" data-prompt="arrange">
            {view.players[seat]!.hospital.length === 0 ? t.prompt.arrangeLobby : t.prompt.arrange}
          </p>
          <PlacementBar placement={placement} send={send} />
        </>
      );
    case 'placeCube': {
      const cube = p.cube;
      const drawn = cube === 'grey' ? t.virus : t.patient(t.colour[cube]);
      return (
        <>
          <p class="q-prompt q-drawn" data-prompt="placeCube" data-cube={cube}>
            <CubeChip cube={cube} /> {t.prompt.drawn(drawn)}
          </p>
          {cube === 'grey' ? (
            <p class="hint">{t.prompt.virusWhere}</p>
          ) : (
            <div class="q-buttons" role="group" aria-label={t.prompt.patientWhere}>
              <span class="q-buttons-label">{t.prompt.patientWhere}</span>
              {legal
                .filter((a): a is Of<'placePatient'> => a.type === 'placePatient')
                .map((a) => (
                  <button
                    key={a.queue}
                    type="button"
                    class={`btn btn-small${a.queue === seat ? ' btn-primary' : ''}`}
                    data-queue={a.queue}
                    onClick={() => send(a)}
                  >
                    {t.prompt.queueOf(seatName(t, view, a.queue))} ({view.players[a.queue]!.queue.length})
                  </button>
                ))}
            </div>
          )}
        </>
      );
    }
    case 'spread': {
      const skip = legal.find((a) => a.type === 'skipSpread');
      return (
        <>
          <p class="q-prompt" data-prompt="spread">
            {t.prompt.spread}
          </p>
          {skip && (
            <button type="button" class="btn btn-small" data-skip-spread onClick={() => send(skip)}>
              {t.prompt.skipSpread}
            </button>
          )}
        </>
      );
    }
    case 'emergencyRoom': {
      const colour = view.players[seat]!.queue.at(-1);
      const answer = (accept: boolean) => legal.find((a): a is Of<'emergencyRoom'> => a.type === 'emergencyRoom' && a.accept === accept);
      return (
        <>
          <p class="q-prompt" data-prompt="emergencyRoom">
            {t.prompt.emergencyRoom(colour ? t.colour[colour] : '')}
          </p>
          <div class="q-buttons">
            {answer(true) && (
              <button type="button" class="btn btn-primary btn-small" data-er="yes" onClick={() => send(answer(true)!)}>
                {t.prompt.emergencyYes}
              </button>
            )}
            {answer(false) && (
              <button type="button" class="btn btn-small" data-er="no" onClick={() => send(answer(false)!)}>
                {t.prompt.emergencyNo}
              </button>
            )}
          </div>
        </>
      );
    }
    case 'cafeteria':
      return (
        <>
          <p class="q-prompt" data-prompt="cafeteria">
            {t.prompt.cafeteria}
          </p>
          <div class="q-buttons">
            {legal
              .filter((a): a is Of<'cafeteriaFrom'> => a.type === 'cafeteriaFrom')
              .map((a) => (
                <button key={a.from} type="button" class="btn btn-small" data-cafeteria-from={a.from} onClick={() => send(a)}>
                  {t.prompt.cafeteriaFrom(seatName(t, view, a.from))}
                </button>
              ))}
          </div>
        </>
      );
    case 'placeAcquired': {
      const store = legal.find((a) => a.type === 'storeTile');
      const name = tileName(t, p.tile);
      return (
        <>
          <p class="q-prompt" data-prompt="placeAcquired">
            {store ? t.prompt.placeAcquired(name) : t.prompt.placeAcquiredMust(name)}
          </p>
          <PlacementBar placement={placement} send={send}>
            {store && (
              <button type="button" class="btn btn-small" data-store onClick={() => send(store)}>
                {t.prompt.store}
              </button>
            )}
          </PlacementBar>
        </>
      );
    }
    case 'renovate': {
      const renovation = view.turn?.renovation;
      const source = placement.source;
      const remove = source && legal.find((a): a is Of<'removeTile'> => a.type === 'removeTile' && a.x === source.x && a.y === source.y);
      const end = legal.find((a) => a.type === 'endRenovation');
      const cancel = legal.find((a) => a.type === 'cancelRenovation');
      return (
        <>
          <p class="q-prompt" data-prompt="renovate">
            {t.prompt.renovate}
          </p>
          {renovation && <p class="hint">{t.prompt.renovationLimit(renovation.touched.length, renovation.limit)}</p>}
          {!source && !placement.tile && <p class="hint">{t.prompt.pickOwnTile}</p>}
          {(source || placement.tile !== null) && (
            <PlacementBar placement={placement} send={send} chooseTiles={false} canBack>
              {remove && (
                <button type="button" class="btn btn-small" data-remove-tile onClick={() => send(remove)}>
                  {t.prompt.removeTile}
                </button>
              )}
            </PlacementBar>
          )}
          <div class="q-buttons">
            {[...new Set(legal.flatMap((a) => (a.type === 'placeTile' ? [a.tile] : [])))].map((tile) => (
              <button
                key={tile}
                type="button"
                class="btn btn-small"
                aria-pressed={placement.tile === tile}
                data-place-stored={tile}
                onClick={() => placement.chooseTile(tile)}
              >
                {t.actions.placeStored}: {tileName(t, tile)}
              </button>
            ))}
            {end && (
              <button type="button" class="btn btn-primary btn-small" data-end-renovation onClick={() => send(end)}>
                {t.prompt.endRenovation}
              </button>
            )}
            {cancel && (
              <button type="button" class="btn btn-ghost btn-small" data-cancel-renovation onClick={() => send(cancel)}>
                {t.prompt.cancelRenovation}
              </button>
            )}
          </div>
        </>
      );
    }
    case 'turn':
      // The actions are ActionsPanel's; a stored tile being placed shows its controls here.
      return placement.tile !== null ? <PlacementBar placement={placement} send={send} chooseTiles={false} canBack /> : null;
    default:
      return null;
  }
}
