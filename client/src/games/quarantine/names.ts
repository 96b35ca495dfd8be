// Names and short texts shared by the Quarantine views: seats, tiles, cube sets.
import { CUBES, TILES, type Cubes, type GameView } from '../../../../shared/games/quarantine/index.js';
import type { QMessages } from './i18n/index.js';

export function seatName(t: QMessages, view: Pick<GameView, 'players' | 'viewer'>, seat: number): string {
  const name = view.players[seat]?.name ?? `#${seat + 1}`;
  return seat === view.viewer ? `${name} (${t.you})` : name;
}

/** A tile's name: "Lobby", "red treatment room", "Pharmacy". */
export function tileName(t: QMessages, tile: number): string {
  const def = TILES[tile];
  if (!def) return `#${tile}`;
  if (def.kind === 'lobby') return t.tile.lobby;
  if (def.special) return t.specials[def.special].name;
  return t.tile.room(t.colour[def.colour!]);
}

/** A set of cubes in words: "2 blue, 1 red" (or "nothing"). */
export function cubesText(t: QMessages, cubes: Cubes): string {
  const parts = CUBES.filter((c) => cubes[c] > 0).map((c) => t.count(cubes[c], t.colour[c]));
  return parts.length === 0 ? t.nothing : parts.join(', ');
}
