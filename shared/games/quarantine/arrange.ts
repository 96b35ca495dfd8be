// Setup (rules section 4, §8.14): each seat places its lobby at (0, 0), then its four starting
// treatment rooms one by one, each by the placement rules. Any legal starting hospital can be built
// this way: take its tiles in the order a search from the lobby reaches them.
import { placementError } from './grid.js';
import { err, type Handlers } from './handler.js';
import { startPlay } from './flow.js';
import { TILES } from './tiles.js';

export const ARRANGE: Handlers<'placeStartingTile'> = {
  placeStartingTile(state, seat, { tile, x, y, rot }, events) {
    const player = state.players[seat]!;
    if (!player.toArrange.includes(tile)) return err('not_your_tile', 'place one of your own starting tiles not yet placed');
    const lobbyFirst = player.hospital.length === 0;
    if (lobbyFirst !== (TILES[tile]!.kind === 'lobby')) return err('lobby_first', 'the lobby is placed first');
    if (lobbyFirst) {
      if (x !== 0 || y !== 0) return err('lobby_first', 'the lobby goes at (0, 0)');
    } else {
      const problem = placementError(player.hospital, tile, { x, y, rot });
      if (problem) return problem;
    }
    player.hospital.push({ tile, x, y, rot, virus: false, patients: [] });
    player.toArrange = player.toArrange.filter((t) => t !== tile);
    events.push({ type: 'startingTilePlaced', seat, tile, x, y, rot });
    if (player.toArrange.length > 0) return null;
    const pending = state.pending as { kind: 'arrange'; seats: number[] };
    pending.seats = pending.seats.filter((s) => s !== seat);
    if (pending.seats.length === 0) startPlay(state, events);
    return null;
  },
};
