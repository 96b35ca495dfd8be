// The replay module of a match's game (games/registry.ts `replay`), fetched once per page: null
// while it loads, 'unavailable' for a game this client cannot replay or a chunk that failed to load.
import { useEffect, useState } from 'preact/hooks';
import type { GameReplay } from '../../game/gameReplay.js';
import { knownGame } from '../../games/registry.js';

export function useGameReplay(gameId: string | undefined): GameReplay | null | 'unavailable' {
  const [replay, setReplay] = useState<GameReplay | null | 'unavailable'>(null);
  useEffect(() => {
    if (gameId === undefined) return;
    const load = knownGame(gameId)?.replay;
    if (!load) return void setReplay('unavailable');
    let live = true;
    load().then(
      (loaded) => live && setReplay(loaded),
      () => live && setReplay('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [gameId]);
  return replay;
}
