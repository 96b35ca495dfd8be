// One sentence per ER engine event, in the table's language.
import type { GameEvent } from '../../../../shared/engine.js';
import { BED_WARD, type CardiologistId, type Colour, type GameResult, type GameView } from '../../../../shared/games/dice-hospital-er/index.js';
import type { ErMessages } from './i18n/index.js';
import { listNames } from './i18n/index.js';
import { cardText, seatName } from './names.js';

type Who = number | 'ursule';

export function logSentence(t: ErMessages, view: Pick<GameView, 'players' | 'viewer'>, event: GameEvent): string {
  const e = event as Record<string, any>;
  const who = (seat: Who) => seatName(t, view, seat);
  const ward = (w: number) => t.sheet.ward(w);
  const card = (id: CardiologistId) => t.specialists.cardiologists[id].name;
  switch (event.type) {
    case 'turnStarted':
      return t.log.turnStarted(e.turn, who(e.chief), cardText(t, e.card));
    case 'dieChosen':
      return t.log.dieChosen(who(e.seat), e.colour ? t.dieColour(t.colour[e.colour as Colour]) : null, !!e.viaBloodBag, !!e.chief);
    case 'choicesRevealed':
      return t.log.choicesRevealed(listNames(t, (e.choices as { seat: Who; colour: Colour; viaBloodBag: boolean }[])
        .map((c) => t.log.choice(who(c.seat), t.dieColour(t.colour[c.colour]), c.viaBloodBag))));
    case 'stethoscopesGained':
      return t.log.stethoscopesGained(who(e.seat), e.count);
    case 'bloodBagGained':
      return t.log.bloodBagGained(who(e.seat));
    case 'patientAdmitted':
      return t.log.patientAdmitted(who(e.seat), t.log.patientOf(t.colour[e.colour as Colour], e.patient === 'extra'), ward(e.ward), e.value, e.stethoscopes ?? 0, !!e.bloodBag);
    case 'patientToMorgue':
      return t.log.patientToMorgue(who(e.seat), t.log.patientOf(t.colour[e.colour as Colour], e.patient === 'extra'));
    case 'criticalMarked':
      return t.log.criticalMarked(who(e.seat), ward(BED_WARD[e.bed as number]?.ward ?? 0));
    case 'nurseGained':
      return t.log.nurseGained(who(e.seat), ward(e.ward));
    case 'nurseLost':
      return t.log.nurseLost(who(e.seat), ward(e.ward));
    case 'bonusLost':
      return t.log.bonusLost(who(e.seat), t.bonus.name[e.bonus as 'critical' | 'nurse']);
    case 'curtainPlaced':
      return t.log.curtainPlaced(who(e.seat), ward(e.ward));
    case 'curtainSkipped':
      return t.log.curtainSkipped(who(e.seat));
    case 'curtainLost':
      return t.log.curtainLost(who(e.seat));
    case 'cardiologistScored':
      if (e.cards && (e.cards as unknown[]).length === 0) return t.log.ursuleWardScored(who(e.seat), e.points);
      return t.log.cardiologistScored(who(e.seat), listNames(t, ((e.cards ?? [e.card]) as CardiologistId[]).map((c) => t.quote(card(c)))), e.points);
    case 'cardiologistFlipped':
      return t.log.cardiologistFlipped(card(e.card));
    case 'cardiologistDiscarded':
      return t.log.cardiologistDiscarded(card(e.card), e.seat === undefined ? null : who(e.seat));
    case 'gameOver': {
      const result = e.result as GameResult;
      const winners = result.standings.filter((s) => s.rank === 1).map((s) => who(s.seat));
      const headline = result.soloWin === undefined ? t.final.winner(listNames(t, winners)) : result.soloWin ? t.final.soloWin : t.final.soloLoss;
      return t.log.gameOver(headline);
    }
    default:
      return event.type;
  }
}

/** Events that a seat's own decision produces (the rest happen to it or to the table). */
const MOVES = new Set(['dieChosen', 'patientAdmitted', 'patientToMorgue', 'curtainPlaced', 'curtainSkipped', 'cardiologistDiscarded']);

export const isOwnMove = (event: GameEvent, seat: number): boolean => event.seat === seat && MOVES.has(event.type);
