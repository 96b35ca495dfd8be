// The options a game declares (GameInfo.options: on/off, or one of a few values), as the lobby
// offers them: each game's entry in the client registry (`options`) names its options in both
// languages and lends its rules' check of a choice, so one form serves every game. An option is
// offered for a player count when the rules accept another of its values at that count (ER's
// difficulty options are solo only, say).
import type { GameInfo, OptionSpec } from '../../../../shared/games/registry.js';
import { CLIENT_GAMES, type GameOptions } from '../../games/registry.js';

/** The game's options as its card's form offers them (none for a game that offers none there). */
export const gameOptions = (id: string): GameOptions | undefined => CLIENT_GAMES[id]?.options;

/** The option keys a game offers for this many players, in the order it declares them. */
export function offeredOptions(info: GameInfo, players: number): string[] {
  const game = gameOptions(info.id);
  if (!game) return [];
  return Object.entries(info.options)
    .filter(([key, spec]) => otherValues(spec).some((value) => game.error({ [key]: value }, players) === null))
    .map(([key]) => key);
}

/** Only the chosen options offered for this many players (the rest would be refused). */
export function optionsFor(info: GameInfo, players: number, chosen: Record<string, unknown>): Record<string, unknown> {
  const offered = offeredOptions(info, players);
  return Object.fromEntries(Object.entries(chosen).filter(([key]) => offered.includes(key)));
}

/** The values an option can take besides its default. */
function otherValues(spec: OptionSpec): readonly unknown[] {
  return spec.kind === 'flag' ? [!spec.default] : spec.values.filter((value) => value !== spec.default);
}
