// Quarantine's player strip (the platform's PlayerStrip): each seat's score so far, cubes in its
// supply, bonus markers and waiting patients; whether the game waits for it now.
import { pendingSeats, scorePlayer, total, type GameView } from '../../../../shared/games/quarantine/index.js';
import { PlayerStrip, type StripSeat } from '../../views/table/PlayerStrip.js';
import { useQText } from './i18n/index.js';

export function QPlayerStrip({ view }: { view: GameView }) {
  const t = useQText();
  const acting = view.phase === 'gameOver' ? [] : pendingSeats(view);
  const seats = view.players.map((player, seat): StripSeat => {
    const score = view.result?.standings.find((r) => r.seat === seat)?.score ?? scorePlayer(player).total;
    const cubes = total(player.supply);
    return {
      seat,
      name: player.name,
      summary: t.strip.summary(player.name, score, cubes, player.markers, player.queue.length),
      stats: (
        <>
          <span title={t.strip.score} data-pp="score">
            ★{score}
          </span>
          <span title={t.strip.supply} data-pp="supply">
            ■{cubes}
          </span>
          <span title={t.strip.markers} data-pp="markers">
            +{player.markers}
          </span>
          <span title={t.strip.queue} data-pp="queue">
            ⋯{player.queue.length}
          </span>
        </>
      ),
      acting: acting.includes(seat),
      done: view.phase === 'setup' && player.toArrange.length === 0,
    };
  });
  return <PlayerStrip seats={seats} viewer={view.viewer} />;
}
