// legalActions: every concrete action a seat may take now. Works on a full state or on a viewer's
// GameView, so a client highlights exactly what the server will accept. Two bounded families, which
// applyAction accepts beyond the list: contract prices are listed up to MAX_LISTED_PRICE cubes, and
// Triage's reorderings are all listed only while there are at most MAX_LISTED_ORDERS of them (else
// the orders that group the patients by colour).
import { MARKERS_PER_TURN, pathologyTargets } from './actions.js';
import { cafeteriaSources } from './flow.js';
import { DX, DY, MAX_STORED, ROTATIONS, at, cellsOf, hasWorking, hospitalError, legalPlacements } from './grid.js';
import { admissionRoom, curable, spreadTargets, virusTargets } from './hospital.js';
import { colouredSets, payments, total } from './cubes.js';
import { emptyEmergencyRoom } from './draws.js';
import { buyTerms, canHouse, contractable, forSaleTo, marketRoom, treatmentTerms } from './market.js';
import { movable, overLimit } from './renovation.js';
import { TILES } from './tiles.js';
import type { Action, Colour, PlacedTile, RulesView, Spot } from './types.js';
import { COLOURS } from './types.js';

export const MAX_LISTED_PRICE = 4;
export const MAX_LISTED_ORDERS = 120;

/** Empty cells next to a tile of the hospital other than `self` (renovation spots). */
function cellsNextTo(hospital: readonly PlacedTile[], self: PlacedTile | null): { x: number; y: number }[] {
  const others = self ? hospital.filter((t) => t !== self) : hospital;
  const cells = cellsOf(others);
  const out = new Map<string, { x: number; y: number }>();
  for (const t of others) {
    for (let s = 0; s < 4; s++) {
      const x = t.x + DX[s]!,
        y = t.y + DY[s]!;
      if (!at(cells, x, y) && !(self && self.x === x && self.y === y)) out.set(`${x},${y}`, { x, y });
    }
  }
  return [...out.values()];
}

/** Distinct orders of a queue (multiset permutations), or null when there are too many. */
export function queueOrders(queue: readonly Colour[], limit = MAX_LISTED_ORDERS): Colour[][] | null {
  const counts = new Map<Colour, number>();
  for (const c of queue) counts.set(c, (counts.get(c) ?? 0) + 1);
  const out: Colour[][] = [];
  const current: Colour[] = [];
  const walk = (): boolean => {
    if (current.length === queue.length) {
      out.push([...current]);
      return out.length <= limit;
    }
    for (const c of COLOURS) {
      const n = counts.get(c) ?? 0;
      if (n === 0) continue;
      counts.set(c, n - 1);
      current.push(c);
      const go = walk();
      current.pop();
      counts.set(c, n);
      if (!go) return false;
    }
    return true;
  };
  return walk() ? out : null;
}

/** The queue grouped by colour, colours in every order. */
function groupedOrders(queue: readonly Colour[]): Colour[][] {
  const perms: Colour[][] = [];
  const permute = (rest: Colour[], acc: Colour[]): void => {
    if (rest.length === 0) perms.push(acc);
    rest.forEach((c, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, c]));
  };
  permute(
    COLOURS.filter((c) => queue.includes(c)),
    [],
  );
  return perms.map((order) => order.flatMap((c) => queue.filter((q) => q === c)));
}

function turnActions(state: RulesView, seat: number): Action[] {
  const turn = state.turn!;
  const player = state.players[seat]!;
  const out: Action[] = [];
  const spots = new Map<number, boolean>();
  const bagLeft = total(state.bag) > 0;
  if (turn.drawsLeft > 0 && bagLeft) out.push({ type: 'draw' });
  else out.push({ type: 'endTurn' });
  for (const tile of player.stored) for (const s of legalPlacements(player.hospital, tile)) out.push({ type: 'placeTile', tile, ...s });
  if (player.markers > 0) out.push({ type: 'spendMarker' });
  for (const pile of state.piles) {
    if (pile.holder === seat && pile.tiles.length > 0 && pile.since < state.turnNumber && canHouse(player, pile.tiles[0]!, true, spots)) {
      out.push({ type: 'takeFromContract', special: pile.special });
    }
  }
  if (turn.actionsLeft <= 0) return out;
  if (player.queue.length > 0 && admissionRoom(player.hospital, player.queue[0]!)) out.push({ type: 'admit' });
  for (const colour of COLOURS) if (curable(player, colour) > 0) out.push({ type: 'cure', colour });
  for (const pile of state.piles) {
    if (contractable(pile)) {
      for (let size = 2; size <= MAX_LISTED_PRICE; size++) {
        for (const price of colouredSets(player.supply, size)) out.push({ type: 'openContract', special: pile.special, price });
      }
    }
    if (forSaleTo(pile, seat) && !turn.boughtSpecials.includes(pile.special) && canHouse(player, pile.tiles[0]!, true, spots)) {
      for (const pay of payments(buyTerms(player, pile.price!), player.supply)) out.push({ type: 'buySpecial', special: pile.special, pay });
    }
  }
  for (const colour of COLOURS) {
    const tile = marketRoom(state, colour);
    if (tile === undefined || turn.boughtColours.includes(colour) || !canHouse(player, tile, false, spots)) continue;
    for (const pay of payments(treatmentTerms(player), player.supply)) out.push({ type: 'buyTreatmentRoom', colour, pay });
  }
  const q = player.queue;
  for (let from = 0; from < q.length; from++) for (let to = 0; to < q.length; to++) if (from !== to) out.push({ type: 'movePatient', from, to });
  if (hasWorking(player.hospital, 'triage')) {
    const orders = queueOrders(q) ?? groupedOrders(q);
    for (const order of orders) if (order.some((c, i) => c !== q[i])) out.push({ type: 'reorderQueue', order });
  }
  if (turn.markersTaken < MARKERS_PER_TURN && state.markerStock > 0) out.push({ type: 'takeMarker' });
  const lab = hasWorking(player.hospital, 'lab');
  state.players.forEach((p, target) => {
    for (const t of p.hospital) {
      if (!t.virus) continue;
      out.push({ type: 'decontaminate', target, x: t.x, y: t.y });
      if (lab) out.push({ type: 'decontaminate', target, x: t.x, y: t.y, keep: true });
    }
  });
  if (!turn.pathologyUsed && pathologyTargets(player.hospital).length > 0) out.push({ type: 'pathology' });
  if (q.length > 0 && hasWorking(player.hospital, 'pharmacy')) out.push({ type: 'pharmacy' });
  if (hasWorking(player.hospital, 'gift_shop')) for (const colour of COLOURS) if (state.box[colour] > 0) out.push({ type: 'giftShop', colour });
  if (!turn.renovated) out.push({ type: 'renovate' });
  return out;
}

function renovationActions(state: RulesView, seat: number): Action[] {
  const player = state.players[seat]!;
  const r = state.turn!.renovation!;
  const out: Action[] = [];
  for (const t of player.hospital) {
    if (!movable(t) || overLimit(r, t.tile)) continue;
    for (const c of cellsNextTo(player.hospital, t)) for (const rot of ROTATIONS) out.push({ type: 'moveTile', x: t.x, y: t.y, to: { x: c.x, y: c.y, rot } });
    const cells = cellsOf(player.hospital);
    const hasNeighbour = [0, 1, 2, 3].some((s) => at(cells, t.x + DX[s]!, t.y + DY[s]!) !== undefined);
    if (hasNeighbour) for (const rot of ROTATIONS) if (rot !== t.rot) out.push({ type: 'moveTile', x: t.x, y: t.y, to: { x: t.x, y: t.y, rot } });
    if (TILES[t.tile]!.kind !== 'lobby') out.push({ type: 'removeTile', x: t.x, y: t.y });
  }
  const spots = cellsNextTo(player.hospital, null);
  for (const tile of player.stored) for (const c of spots) for (const rot of ROTATIONS) out.push({ type: 'placeTile', tile, x: c.x, y: c.y, rot });
  if (!hospitalError(player.hospital, r.changed) && player.stored.length <= MAX_STORED) out.push({ type: 'endRenovation' });
  out.push({ type: 'cancelRenovation' });
  return out;
}

const placements = (tile: number, spots: Spot[]): Action[] => spots.map((s) => ({ type: 'placeTile', tile, ...s }));

export function legalActions(state: RulesView, seat: number): Action[] {
  const p = state.pending;
  if (p.kind === 'none' || (p.kind === 'arrange' ? !p.seats.includes(seat) : p.seat !== seat)) return [];
  const player = state.players[seat]!;
  switch (p.kind) {
    case 'arrange': {
      if (player.hospital.length === 0) return ROTATIONS.map((rot) => ({ type: 'placeStartingTile', tile: player.toArrange[0]!, x: 0, y: 0, rot }));
      return player.toArrange.flatMap((tile) => legalPlacements(player.hospital, tile).map((s): Action => ({ type: 'placeStartingTile', tile, ...s })));
    }
    case 'cafeteria':
      return cafeteriaSources(state, seat).map((from) => ({ type: 'cafeteriaFrom', from }));
    case 'turn':
      return turnActions(state, seat);
    case 'placeCube':
      if (p.cube !== 'grey') return state.players.map((_, queue) => ({ type: 'placePatient', queue }));
      return state.players.flatMap((pl, target) => virusTargets(pl.hospital).map((t): Action => ({ type: 'placeVirus', target, x: t.x, y: t.y })));
    case 'spread':
      return [
        ...spreadTargets(state.players[p.target]!.hospital, p.x, p.y).map((t): Action => ({ type: 'spreadVirus', x: t.x, y: t.y })),
        { type: 'skipSpread' },
      ];
    case 'emergencyRoom':
      return emptyEmergencyRoom(state, seat)
        ? [
            { type: 'emergencyRoom', accept: true },
            { type: 'emergencyRoom', accept: false },
          ]
        : [];
    case 'placeAcquired': {
      const out = placements(p.tile, legalPlacements(player.hospital, p.tile));
      if (p.canStore && player.stored.length < MAX_STORED) out.push({ type: 'storeTile' });
      return out;
    }
    case 'renovate':
      return renovationActions(state, seat);
  }
}
