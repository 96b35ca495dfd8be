// ER's player strip (the platform's PlayerStrip): each seat's score so far, stethoscopes and blood
// bags; deciding now, or done with this turn.
import { pendingSeats, scoreSheet, type GameView } from '../../../../shared/games/dice-hospital-er/index.js';
import { PlayerStrip, type StripSeat } from '../../views/table/PlayerStrip.js';
import { Icon } from './Icons.js';
import { useErText } from './i18n/index.js';

export function ErPlayerStrip({ view }: { view: GameView }) {
  const t = useErText();
  const acting = view.phase === 'gameOver' ? [] : pendingSeats(view);
  const seats = view.players.map(({ name, sheet }, seat): StripSeat => {
    const score = view.result?.standings.find((r) => r.seat === seat)?.score ?? scoreSheet(sheet, view.radiologist, view.epidemiologist).total;
    return {
      seat,
      name,
      summary: t.strip.summary(name, score, sheet.stethoscopes, sheet.bloodBags),
      stats: (
        <>
          <span title={t.strip.score} data-pp="score">
            ★{score}
          </span>
          <span title={t.sheet.stethoscopes} data-pp="stethoscopes">
            <Icon name="stethoscope" />
            {sheet.stethoscopes}
          </span>
          <span title={t.sheet.bloodBags} data-pp="bloodBags">
            <Icon name="bloodBag" />
            {sheet.bloodBags}
          </span>
        </>
      ),
      acting: acting.includes(seat),
      done: !!view.turnState[seat]?.done,
    };
  });
  return <PlayerStrip seats={seats} viewer={view.viewer} />;
}
