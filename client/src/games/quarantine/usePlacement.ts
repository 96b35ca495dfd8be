// Placing a tile, in three steps the engine's list drives: which tile (the acquired one, a stored
// one, a starting room; or in a renovation a tile of the hospital to move), then a highlighted cell,
// then one of the rotations legal there (turned with a button, previewed on the grid), confirmed.
// Every spot offered is a legal action (placeTile, placeStartingTile, moveTile) as the engine lists it.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { tileAt } from '../../../../shared/games/quarantine/grid.js';
import type { Action, GameView, Rotation } from '../../../../shared/games/quarantine/index.js';

export interface Spot {
  x: number;
  y: number;
  rot: Rotation;
  action: Action;
}

export interface Placement {
  /** Tiles the player may place now (by the engine's list), and the one chosen. */
  tiles: number[];
  tile: number | null;
  chooseTile(tile: number | null): void;
  /** In a renovation: the tile being moved (its cell), or null. */
  source: { x: number; y: number } | null;
  chooseSource(source: { x: number; y: number } | null): void;
  /** The tile drawn at the chosen spot (the moved tile's id in a renovation). */
  movingTile: number | null;
  /** Cells the chosen tile may go to. */
  cells: { x: number; y: number }[];
  cell: { x: number; y: number } | null;
  chooseCell(cell: { x: number; y: number } | null): void;
  /** The rotations legal at the chosen cell, and the one shown. */
  spots: Spot[];
  spot: Spot | null;
  turn(): void;
  /** Back to choosing (the tile stays chosen when it is the only one). */
  reset(): void;
}

/** Placements of tiles, grouped by tile, from the engine's list. */
function placementsByTile(legal: readonly Action[]): Map<number, Spot[]> {
  const byTile = new Map<number, Spot[]>();
  for (const a of legal) {
    if (a.type !== 'placeTile' && a.type !== 'placeStartingTile') continue;
    const list = byTile.get(a.tile) ?? [];
    list.push({ x: a.x, y: a.y, rot: a.rot, action: a });
    byTile.set(a.tile, list);
  }
  return byTile;
}

/** `auto`: the step where placing is what the game waits for (setup, an acquired tile), so the
 * first tile is chosen at once; otherwise (a stored tile during the turn) the player chooses it. */
export function usePlacement(view: GameView, seat: number | null, legal: readonly Action[], auto: boolean): Placement {
  const byTile = useMemo(() => placementsByTile(legal), [legal]);
  const tiles = [...byTile.keys()];
  const [chosen, setChosen] = useState<number | null>(null);
  const [source, setSource] = useState<{ x: number; y: number } | null>(null);
  const [cell, setCell] = useState<{ x: number; y: number } | null>(null);
  const [rotIndex, setRotIndex] = useState(0);
  // A choice stands while the spots it was made among stand: another seat's move (setup is played
  // by all at once) leaves it alone; this seat's placement, or anything that changes where its
  // tiles may go, starts it again.
  const spotsKey = useMemo(
    () =>
      legal
        .flatMap((a) => {
          if (a.type === 'placeTile' || a.type === 'placeStartingTile') return [`${a.tile}:${a.x},${a.y},${a.rot}`];
          if (a.type === 'moveTile') return [`${a.x},${a.y}>${a.to.x},${a.to.y},${a.to.rot}`];
          return [];
        })
        .join(' '),
    [legal],
  );
  useEffect(() => {
    setChosen(null);
    setSource(null);
    setCell(null);
    setRotIndex(0);
  }, [spotsKey]);

  const tile = chosen !== null && byTile.has(chosen) ? chosen : auto && tiles.length > 0 ? tiles[0]! : null;
  const candidates: Spot[] = useMemo(() => {
    if (source) {
      return legal.flatMap((a) => (a.type === 'moveTile' && a.x === source.x && a.y === source.y ? [{ x: a.to.x, y: a.to.y, rot: a.to.rot, action: a }] : []));
    }
    return tile === null ? [] : (byTile.get(tile) ?? []);
  }, [legal, byTile, tile, source]);
  const cells = unique(candidates);
  const spots = cell ? candidates.filter((c) => c.x === cell.x && c.y === cell.y) : [];
  const spot = spots.length > 0 ? spots[rotIndex % spots.length]! : null;
  const hospital = seat === null ? [] : view.players[seat]!.hospital;
  const movingTile = source ? (tileAt(hospital, source.x, source.y)?.tile ?? null) : tile;

  return {
    tiles,
    tile,
    chooseTile: (next) => {
      setChosen(next);
      setSource(null);
      setCell(null);
      setRotIndex(0);
    },
    source,
    chooseSource: (next) => {
      setSource(next);
      setChosen(null);
      setCell(null);
      setRotIndex(0);
    },
    movingTile,
    cells,
    cell,
    chooseCell: (next) => {
      setCell(next);
      setRotIndex(0);
    },
    spots,
    spot,
    turn: () => setRotIndex((i) => (i + 1) % Math.max(1, spots.length)),
    reset: () => {
      setChosen(null);
      setSource(null);
      setCell(null);
      setRotIndex(0);
    },
  };
}

function unique(spots: readonly Spot[]): { x: number; y: number }[] {
  const seen = new Set<string>();
  return spots.flatMap((s) => {
    const key = `${s.x},${s.y}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ x: s.x, y: s.y }];
  });
}
