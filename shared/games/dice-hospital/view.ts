// What each viewer may see (architecture: hidden information).
import type { Viewer } from '../../engine.js';
import type { GameState, GameView } from './types.js';
import { clone } from '../../clone.js';

export function viewFor(state: GameState, viewer: Viewer): GameView {
  const { config: _config, rng: _rng, bag, departmentStack, specialistDeck, undo: _undo, ...rest } = state;
  const view: GameView = {
    ...clone(rest),
    viewer,
    bagCount: bag.length,
    departmentStackCount: departmentStack.length,
    specialistDeckCount: specialistDeck.length,
  };
  view.players.forEach((player, seat) => {
    if (seat !== viewer) player.dealtAdministrators = [];
  });
  return view;
}
