// The strong bot's evaluation of a position for one seat: its score now plus what its hospital,
// queue and supply promise, minus the best opponent's. Hand-tuned weights; every term is cheap.
import { cellsOf, doorsOf, DX, DY, at, entranceCell } from '../grid.js';
import { admissionRoom, scorePlayer } from '../hospital.js';
import { colourOf, isTreatmentRoom, hasDoor, specialOf } from '../tiles.js';
import type { Pile, PlayerState, RulesView, SpecialId } from '../types.js';

export const WEIGHTS = {
  /** A cube in the supply beyond the pairs already scored. */
  cube: 0.45,
  /** A patient in a room: a cure away from being a cube. */
  patientInRoom: 0.38,
  /** A patient in the queue whose colour has a room now / whose colour has no room at all. */
  queueAdmissible: 0.12,
  queueBlocked: -0.35,
  quarantined: -0.45,
  treatmentRoom: 0.25,
  openDoor: 0.04,
  marker: 0.3,
  /** A tile waiting in one's own contract: a special room to come, at no action. */
  contract: 0.8,
  /** How much the best opponent's promise counts against ours. */
  opponent: 0.6,
};

/** What a working special room brings beyond its point, by type (rough, hand-set). */
export const EFFECT: Record<SpecialId, number> = {
  storage: 0.6,
  on_call_room: 0.6,
  cafeteria: 0.6,
  pharmacy: 0.35,
  gift_shop: 0.35,
  emergency_room: 0.3,
  purchasing: 0.2,
  pathology: 0.2,
  lab: 0.1,
  containment: 0.15,
  heliport: 0.1,
  triage: 0.15,
  security: 0.1,
  maintenance: 0,
};

/** Open doors facing an empty cell (not the entrance): room to grow. */
function openDoors(player: PlayerState): number {
  const cells = cellsOf(player.hospital);
  const entrance = entranceCell(player.hospital);
  let n = 0;
  for (const t of player.hospital) {
    const doors = doorsOf(t);
    for (let s = 0; s < 4; s++) {
      if (!hasDoor(doors, s)) continue;
      const x = t.x + DX[s]!,
        y = t.y + DY[s]!;
      if (at(cells, x, y) || (entrance && entrance.x === x && entrance.y === y)) continue;
      n += 1;
    }
  }
  return n;
}

/** What a player's position is worth to its owner, in points. */
export function promise(player: PlayerState, piles: readonly Pile[] = [], seat = -1): number {
  const w = WEIGHTS;
  const score = scorePlayer(player);
  const coloured = player.supply.blue + player.supply.green + player.supply.red + player.supply.yellow;
  let value = score.total + (coloured % 2) * w.cube;
  let rooms = 0;
  const roomColours = new Set<string>();
  for (const t of player.hospital) {
    if (t.virus) value += w.quarantined * (1 + t.patients.length);
    else value += t.patients.length * w.patientInRoom;
    const special = specialOf(t.tile);
    if (special && !t.virus) value += EFFECT[special];
    if (isTreatmentRoom(t.tile)) {
      rooms += 1;
      roomColours.add(colourOf(t.tile)!);
    }
  }
  value += rooms * w.treatmentRoom + openDoors(player) * w.openDoor + player.markers * w.marker;
  for (const pile of piles) if (pile.holder === seat && pile.tiles.length > 0) value += w.contract + EFFECT[pile.special];
  const front = player.queue[0];
  if (front !== undefined && admissionRoom(player.hospital, front)) value += w.queueAdmissible;
  for (const c of player.queue) value += roomColours.has(c) ? w.queueAdmissible * 0.5 : w.queueBlocked;
  return value;
}

/** The best opponent's promise: what `seat`'s own moves mostly leave unchanged (computed once). */
export function opponentsPromise(view: RulesView, seat: number): number {
  let best = -Infinity;
  view.players.forEach((p, s) => {
    if (s !== seat) best = Math.max(best, promise(p, view.piles, s));
  });
  return best;
}

/** `seat`'s position: its promise minus part of the best opponent's (`others` when already known). */
export function evaluate(view: RulesView, seat: number, others = opponentsPromise(view, seat)): number {
  return promise(view.players[seat]!, view.piles, seat) - WEIGHTS.opponent * others;
}
