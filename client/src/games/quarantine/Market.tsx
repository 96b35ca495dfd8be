// The market: the special room piles of this game (a tile of each with its name and effect, tiles
// left, the price cubes on it, who holds it as a contract and since when), the additional treatment
// rooms left by colour, and beside it the bag, the grey cube stock and the bonus markers.
import { COLOURS, CUBES, SPECIAL_TILES, TILES, total, type GameView } from '../../../../shared/games/quarantine/index.js';
import { CubeChip } from './Cube.js';
import { useQText } from './i18n/index.js';
import { seatName } from './names.js';
import { TileDefs, TileShape } from './TileShape.js';

export function Market({ view }: { view: GameView }) {
  const t = useQText();
  return (
    <section class="q-market panel-card" aria-labelledby="q-market-title" data-market>
      <h2 id="q-market-title">{t.market.title}</h2>
      <ul class="q-commons">
        <li data-bag={total(view.bag)}>
          <strong>{t.market.bag}</strong> {t.market.bagLeft(total(view.bag))}
        </li>
        <li data-stock={view.stock}>
          <CubeChip cube="grey" /> <strong>{t.market.stock}</strong> {view.stock}
        </li>
        <li data-marker-stock={view.markerStock}>
          <span class="q-marker" aria-hidden="true">
            +1
          </span>{' '}
          <strong>{t.market.markerStock}</strong> {view.markerStock}
        </li>
      </ul>
      <h3>{t.market.specials}</h3>
      <ul class="q-piles">
        {view.piles.map((pile) => {
          const text = t.specials[pile.special];
          const tile = pile.tiles[0] ?? SPECIAL_TILES(pile.special)[0];
          return (
            <li key={pile.special} class={`q-pile${pile.holder !== null ? ' q-pile-held' : ''}`} data-pile={pile.special} data-holder={pile.holder ?? 'market'}>
              <svg class="q-pile-tile" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
                <TileDefs />
                <TileShape tile={tile} rot={0} px={0} py={0} size={40} />
              </svg>
              <div class="q-pile-text">
                <strong>{text.name}</strong> <span class="muted">· {pile.tiles.length === 0 ? t.market.empty : t.market.tilesLeft(pile.tiles.length)}</span>
                <span class="q-effect">{text.effect}</span>
                <span class="q-pile-state">
                  {pile.price ? (
                    <span data-price>
                      {t.market.price('')}
                      {CUBES.flatMap((c) => Array.from({ length: pile.price![c] }, (_, i) => <CubeChip key={`${c}${i}`} cube={c} />))}
                    </span>
                  ) : (
                    <span class="muted">{t.market.unpriced}</span>
                  )}
                  {' · '}
                  {pile.holder !== null ? (
                    <span class="q-holder">
                      {t.market.heldBy(seatName(t, view, pile.holder))} ({t.market.since(pile.since)})
                    </span>
                  ) : (
                    t.market.inMarket
                  )}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      <h3>{t.market.treatment}</h3>
      <p class="q-rooms-left">
        {COLOURS.map((c) => {
          const n = view.treatmentRooms.filter((id) => TILES[id]!.colour === c).length;
          return (
            <span key={c} class="q-room-left" data-rooms-left={`${c}:${n}`}>
              <CubeChip cube={c} label={t.tile.room(t.colour[c])} /> {n}
            </span>
          );
        })}
      </p>
    </section>
  );
}
