// Names and short texts shared by the ER views.
import { AMBULANCE_CARDS, COLOURS, type Bonus, type Chief, type GameView } from '../../../../shared/games/dice-hospital-er/index.js';
import type { ErMessages } from './i18n/index.js';

export function seatName(t: ErMessages, view: Pick<GameView, 'players' | 'viewer'>, seat: number | 'ursule'): string {
  if (seat === 'ursule') return t.ursule;
  const name = view.players[seat]?.name ?? `#${seat + 1}`;
  return seat === view.viewer ? `${name} (${t.you})` : name;
}

export const chiefName = (t: ErMessages, view: GameView, chief: Chief = view.chief): string => seatName(t, view, chief);

export function bonusShort(t: ErMessages, bonus: Bonus): string {
  return bonus.kind === 'extra' ? t.bonus.short('extra', t.colour[bonus.colour], bonus.values) : t.bonus.short(bonus.kind);
}

export function bonusText(t: ErMessages, bonus: Bonus): string {
  if (bonus.kind !== 'extra') return t.bonus.text[bonus.kind];
  return `${t.bonus.text.extra} (${t.colour[bonus.colour]} ${bonus.values[0]}/${bonus.values[1]})`;
}

/** A card in one sentence: what each ambulance brings. */
export function cardText(t: ErMessages, card: number): string {
  const bonuses = AMBULANCE_CARDS[card]!;
  const [red, yellow, green] = COLOURS.map((c) => bonusShort(t, bonuses[c]));
  return t.card.describe(red!, yellow!, green!);
}
