// One sentence per ER engine event (ErEvent), in the table's language; the platform's own events
// (a bot took a seat over, a clock ran out) in the platform's words.
import type { GameEvent } from '../../../../shared/engine.js';
import { BED_WARD, type CardiologistId, type Colour, type ErEvent, type GameView } from '../../../../shared/games/dice-hospital-er/index.js';
import type { PlatformEvent } from '../../../../shared/protocol.js';
import { isPlatformEvent, platformSentence } from '../../game/platformLog.js';
import type { Messages } from '../../i18n/index.js';
import type { ErMessages } from './i18n/index.js';
import { listNames } from './i18n/index.js';
import { cardText, seatName } from './names.js';

type Who = number | 'ursule';

/** What an ER room's log holds: the engine's events (already redacted for this viewer by the
 * server's eventsFor) and the platform's. The one place they get their type. */
const asLogEvent = (event: GameEvent): ErEvent | PlatformEvent => event as ErEvent | PlatformEvent;

/** `platform`: the platform's messages, for its own events (without them those read as their type). */
export function logSentence(t: ErMessages, view: Pick<GameView, 'players' | 'viewer'>, raw: GameEvent, platform?: Messages): string {
  const e = asLogEvent(raw);
  const who = (seat: Who) => seatName(t, view, seat);
  if (isPlatformEvent(e)) return platform ? platformSentence(platform, who(e.seat), e) : e.type;
  const ward = (w: number) => t.sheet.ward(w);
  const card = (id: CardiologistId) => t.specialists.cardiologists[id].name;
  const colour = (c: Colour) => t.dieColour(t.colour[c]);
  switch (e.type) {
    case 'turnStarted':
      return t.log.turnStarted(e.turn, who(e.chief), e.card === null ? '' : cardText(t, e.card));
    case 'dieChosen':
      return t.log.dieChosen(who(e.seat), e.colour ? colour(e.colour) : null, !!e.viaBloodBag, !!e.chief);
    case 'choicesRevealed':
      return t.log.choicesRevealed(
        listNames(
          t,
          e.choices.flatMap((c) => (c.colour ? [t.log.choice(who(c.seat), colour(c.colour), c.viaBloodBag)] : [])),
        ),
      );
    case 'stethoscopesGained':
      return t.log.stethoscopesGained(who(e.seat), e.count);
    case 'bloodBagGained':
      return t.log.bloodBagGained(who(e.seat));
    case 'patientAdmitted':
      return t.log.patientAdmitted(who(e.seat), t.log.patientOf(t.colour[e.colour], e.patient === 'extra'), ward(e.ward), e.value, e.stethoscopes, e.bloodBag);
    case 'patientToMorgue':
      return t.log.patientToMorgue(who(e.seat), t.log.patientOf(t.colour[e.colour], e.patient === 'extra'));
    case 'criticalMarked':
      return t.log.criticalMarked(who(e.seat), ward(BED_WARD[e.bed]?.ward ?? 0));
    case 'nurseGained':
      return t.log.nurseGained(who(e.seat), ward(e.ward));
    case 'nurseLost':
      return t.log.nurseLost(who(e.seat), ward(e.ward));
    case 'bonusLost':
      return t.log.bonusLost(who(e.seat), t.bonus.name[e.bonus]);
    case 'curtainPlaced':
      return t.log.curtainPlaced(who(e.seat), ward(e.ward));
    case 'curtainSkipped':
      return t.log.curtainSkipped(who(e.seat));
    case 'curtainLost':
      return t.log.curtainLost(who(e.seat));
    case 'cardiologistScored': {
      const cards = e.cards ?? (e.card ? [e.card] : []);
      if (cards.length === 0) return t.log.ursuleWardScored(who(e.seat), e.points);
      return t.log.cardiologistScored(
        who(e.seat),
        listNames(
          t,
          cards.map((c) => t.quote(card(c))),
        ),
        e.points,
      );
    }
    case 'cardiologistFlipped':
      return t.log.cardiologistFlipped(card(e.card));
    case 'cardiologistDiscarded':
      return t.log.cardiologistDiscarded(card(e.card), e.seat === undefined ? null : who(e.seat));
    case 'gameOver': {
      const winners = e.result.standings.filter((s) => s.rank === 1).map((s) => who(s.seat));
      const headline = e.result.soloWin === undefined ? t.final.winner(listNames(t, winners)) : e.result.soloWin ? t.final.soloWin : t.final.soloLoss;
      return t.log.gameOver(headline);
    }
    default:
      return unknownType(e);
  }
}

/** A type this client does not know yet (a newer server). */
const unknownType = (event: never): string => (event as GameEvent).type;

/** Events that a seat's own decision produces (the rest happen to it or to the table). */
const MOVES = new Set(['dieChosen', 'patientAdmitted', 'patientToMorgue', 'curtainPlaced', 'curtainSkipped', 'cardiologistDiscarded']);

export const isOwnMove = (event: GameEvent, seat: number): boolean => event.seat === seat && MOVES.has(event.type);
