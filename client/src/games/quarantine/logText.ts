// One sentence per Quarantine engine event (QEvent), in the table's language; the platform's own
// events (a bot took a seat over, a clock ran out) in the platform's words.
import type { GameEvent } from '../../../../shared/engine.js';
import { tileAt } from '../../../../shared/games/quarantine/grid.js';
import type { GameView, QEvent } from '../../../../shared/games/quarantine/index.js';
import type { PlatformEvent } from '../../../../shared/protocol.js';
import { isPlatformEvent, platformSentence } from '../../game/platformLog.js';
import type { Messages } from '../../i18n/index.js';
import { listNames, type QMessages } from './i18n/index.js';
import { cubesText, seatName, tileName } from './names.js';

/** What a Quarantine room's log holds: the engine's events and the platform's. */
const asLogEvent = (event: GameEvent): QEvent | PlatformEvent => event as QEvent | PlatformEvent;

/** `view`: the names of the seats, and the hospitals now (to name the tile a virus landed on). */
export function logSentence(t: QMessages, view: Pick<GameView, 'players' | 'viewer'>, raw: GameEvent, platform?: Messages): string {
  const e = asLogEvent(raw);
  const who = (seat: number) => seatName(t, view, seat);
  if (isPlatformEvent(e)) return platform ? platformSentence(platform, who(e.seat), e) : e.type;
  const colour = (c: keyof typeof t.colour) => t.colour[c];
  const special = (s: keyof typeof t.specials) => t.specials[s].name;
  const owner = (seat: number, target: number) => (seat === target ? t.log.ownPossessive : t.log.possessive(who(target)));
  // The tile there now (it may have moved since, in a replay's later view: then just "a tile").
  const tileThere = (target: number, x: number, y: number) => {
    const placed = tileAt(view.players[target]?.hospital ?? [], x, y);
    return placed ? tileName(t, placed.tile) : t.tile.somewhere(x, y);
  };
  switch (e.type) {
    case 'startingTilePlaced':
      return t.log.startingTilePlaced(who(e.seat), tileName(t, e.tile));
    case 'gameStarted':
      return t.log.gameStarted(who(e.firstPlayer));
    case 'turnStarted':
      return t.log.turnStarted(who(e.seat), e.turn, e.round);
    case 'cafeteriaMarker':
      return t.log.cafeteriaMarker(who(e.seat), e.from === 'stock' ? null : who(e.from));
    case 'cubeDrawn':
      return t.log.cubeDrawn(who(e.seat), e.cube === 'grey' ? t.virus : t.patient(colour(e.cube)), e.bagLeft);
    case 'virusToStock':
      return t.log.virusToStock(who(e.seat));
    case 'patientQueued':
      return t.log.patientQueued(who(e.seat), colour(e.colour), e.queue === e.seat ? t.log.queueOwn : t.log.queueOf(who(e.queue)));
    case 'virusPlaced':
      return t.log.virusPlaced(who(e.seat), tileThere(e.target, e.x, e.y), owner(e.seat, e.target), e.spread);
    case 'emergencyRoom':
      return t.log.emergencyRoom(who(e.seat), colour(e.colour), e.accept);
    case 'admitted':
      return t.log.admitted(who(e.seat), e.count);
    case 'cured':
      return t.log.cured(who(e.seat), listNames(t, e.colours.map(colour)), e.count);
    case 'contractOpened':
      return t.log.contractOpened(who(e.seat), special(e.special), cubesText(t, e.price));
    case 'specialBought':
      return t.log.specialBought(who(e.seat), special(e.special), e.from === 'market' ? null : who(e.from), cubesText(t, e.pay));
    case 'treatmentRoomBought':
      return t.log.treatmentRoomBought(who(e.seat), colour(e.colour), cubesText(t, e.pay));
    case 'contractTaken':
      return t.log.contractTaken(who(e.seat), special(e.special), e.returned);
    case 'tilePlaced':
      return t.log.tilePlaced(who(e.seat), tileName(t, e.tile));
    case 'tileStored':
      return t.log.tileStored(who(e.seat), tileName(t, e.tile));
    case 'queueReordered':
      return t.log.queueReordered(who(e.seat));
    case 'markerTaken':
      return t.log.markerTaken(who(e.seat));
    case 'markerSpent':
      return t.log.markerSpent(who(e.seat));
    case 'markerGained':
      return t.log.markerGained(who(e.seat));
    case 'decontaminated':
      return t.log.decontaminated(who(e.seat), tileThere(e.target, e.x, e.y), owner(e.seat, e.target), e.kept);
    case 'pathology':
      return t.log.pathology(who(e.seat), e.cleared, e.kept);
    case 'pharmacy':
      return t.log.pharmacy(who(e.seat), colour(e.colour));
    case 'giftShop':
      return t.log.giftShop(who(e.seat), colour(e.colour));
    case 'renovationStarted':
      return t.log.renovationStarted(who(e.seat));
    case 'tileMoved':
      return t.log.tileMoved(who(e.seat));
    case 'tileRemoved':
      return t.log.tileRemoved(who(e.seat), tileName(t, e.tile));
    case 'renovationEnded':
      return t.log.renovationEnded(who(e.seat));
    case 'renovationCancelled':
      return t.log.renovationCancelled(who(e.seat));
    case 'turnEnded':
      return t.log.turnEnded(who(e.seat));
    case 'endTriggered':
      return t.log.endTriggered(who(e.seat), e.by === 'bag');
    case 'gameOver': {
      const winners = e.result.standings.filter((s) => s.rank === 1).map((s) => who(s.seat));
      return t.log.gameOver(t.final.winner(listNames(t, winners)));
    }
    default:
      return unknownType(e);
  }
}

/** A type this client does not know yet (a newer server). */
const unknownType = (event: never): string => (event as GameEvent).type;

/** Events that a seat's own decision produces (the rest happen to it or to the table). */
const MOVES = new Set<string>([
  'startingTilePlaced',
  'patientQueued',
  'virusPlaced',
  'emergencyRoom',
  'admitted',
  'cured',
  'contractOpened',
  'specialBought',
  'treatmentRoomBought',
  'contractTaken',
  'tilePlaced',
  'tileStored',
  'queueReordered',
  'markerTaken',
  'markerSpent',
  'decontaminated',
  'pathology',
  'pharmacy',
  'giftShop',
  'renovationStarted',
  'tileMoved',
  'tileRemoved',
  'renovationEnded',
  'renovationCancelled',
  'turnEnded',
]);

export const isOwnMove = (event: GameEvent, seat: number): boolean => event.seat === seat && MOVES.has(event.type);
