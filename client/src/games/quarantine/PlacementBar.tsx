// The controls of a placement (usePlacement): which tile, the hint to pick a cell, then the tile
// previewed at its rotation with Turn (when more than one rotation is legal there), Place and Cancel.
import type { ComponentChildren } from 'preact';
import { SendButton } from '../../views/decision/SendButton.js';
import type { Action } from '../../../../shared/games/quarantine/index.js';
import { useQText } from './i18n/index.js';
import { tileName } from './names.js';
import { TileDefs, TileShape } from './TileShape.js';
import type { Placement } from './usePlacement.js';

export function PlacementBar({
  placement,
  send,
  chooseTiles = true,
  canBack = false,
  children,
}: {
  placement: Placement;
  send(action: Action): void;
  /** Offer the tile buttons (not while a renovation moves a tile of the hospital). */
  chooseTiles?: boolean;
  /** The tile was chosen by the player (a stored tile, a renovation's): offer to put it back. */
  canBack?: boolean;
  /** Other answers beside the placement (keep the tile, store it…). */
  children?: ComponentChildren;
}) {
  const t = useQText();
  const { tiles, tile, spot, spots, movingTile } = placement;
  return (
    <div class="q-placement" data-placement>
      {chooseTiles && tiles.length > 1 && (
        <div class="q-buttons" role="group" aria-label={t.prompt.pickTile}>
          {tiles.map((id) => (
            <button key={id} type="button" class="btn btn-small" aria-pressed={id === tile} data-pick-tile={id} onClick={() => placement.chooseTile(id)}>
              {tileName(t, id)}
            </button>
          ))}
        </div>
      )}
      {movingTile !== null && (
        <p class="q-prompt" data-placing={movingTile}>
          {t.prompt.placing(tileName(t, movingTile))}
        </p>
      )}
      {movingTile !== null && !spot && (
        <p class="hint q-pick-cell" data-prompt="pickCell">
          {t.prompt.pickCell}
          {canBack && (
            <button type="button" class="btn btn-ghost btn-small" data-place-back onClick={placement.reset}>
              {t.prompt.cancel}
            </button>
          )}
        </p>
      )}
      {spot && movingTile !== null && (
        <div class="q-rotate">
          <svg
            class="q-rotate-preview"
            viewBox="0 0 64 64"
            width="64"
            height="64"
            role="img"
            aria-label={`${tileName(t, movingTile)}, ${t.prompt.rotation(spots.indexOf(spot) + 1, spots.length)}`}
          >
            <TileDefs />
            <TileShape tile={movingTile} rot={spot.rot} px={0} py={0} size={64} />
          </svg>
          <div class="q-buttons">
            {spots.length > 1 && (
              <button type="button" class="btn btn-small" data-rotate onClick={placement.turn}>
                ↻ {t.prompt.rotate}{' '}
                <span class="muted">
                  ({spots.indexOf(spot) + 1}/{spots.length})
                </span>
              </button>
            )}
            <SendButton class="btn btn-primary btn-small" data={{ 'place-confirm': true }} action={spot.action} send={send}>
              {t.prompt.place}
            </SendButton>
            <button type="button" class="btn btn-ghost btn-small" data-place-cancel onClick={() => placement.chooseCell(null)}>
              {t.prompt.cancel}
            </button>
          </div>
        </div>
      )}
      {children}
    </div>
  );
}
