// The hospital actions of a turn (rules section 5 and the special rooms of section 6): Admit, Cure,
// moving patients, markers, Decontaminate, Pathology, Pharmacy, Gift Shop; and ending the turn.
// applyAction charges the action (COSTS_ACTION) once a handler accepts.
import { total } from './cubes.js';
import { endTurn } from './flow.js';
import { cellsOf, at, hasWorking, tileAt, working } from './grid.js';
import { err, validSeat, type Handlers } from './handler.js';
import { admitQueue, cureColours, curePatients } from './hospital.js';
import type { Colour, PlacedTile } from './types.js';
import { COLOURS } from './types.js';

export const MARKERS_PER_TURN = 2;

/** Tiles a working Pathology clears: every 2×2 block containing it, i.e. its 8 neighbours (§8.8). */
export function pathologyTargets(hospital: readonly PlacedTile[]): PlacedTile[] {
  const cells = cellsOf(hospital);
  const out = new Set<PlacedTile>();
  for (const p of working(hospital, 'pathology')) {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const t = at(cells, p.x + dx, p.y + dy);
        if (t?.virus) out.add(t);
      }
  }
  return [...out];
}

/** Is `order` the queue's patients in another order? */
export function isReordering(queue: readonly Colour[], order: readonly Colour[]): boolean {
  if (order.length !== queue.length) return false;
  return COLOURS.every((c) => queue.filter((q) => q === c).length === order.filter((q) => q === c).length);
}

export const ACTIONS: Handlers<
  'admit' | 'cure' | 'movePatient' | 'reorderQueue' | 'takeMarker' | 'spendMarker' | 'decontaminate' | 'pathology' | 'pharmacy' | 'giftShop' | 'endTurn'
> = {
  admit(state, seat, _action, events) {
    const count = admitQueue(state.players[seat]!);
    if (count === 0) return err('nothing_to_admit', 'the front patient has no room of its colour (§8.2: refused, costs nothing)');
    events.push({ type: 'admitted', seat, count });
    return null;
  },

  cure(state, seat, { colour }, events) {
    const player = state.players[seat]!;
    const colours = cureColours(player.hospital, colour);
    const count = curePatients(player, colours);
    if (count === 0) return err('nothing_to_cure', 'no patient of that colour on a working tile (§8.2: refused, costs nothing)');
    events.push({ type: 'cured', seat, colours: COLOURS.filter((c) => colours.has(c)), count });
    return null;
  },

  movePatient(state, seat, { from, to }, events) {
    const queue = state.players[seat]!.queue;
    if (from === to || from < 0 || to < 0 || from >= queue.length || to >= queue.length) {
      return err('invalid_position', 'move a patient of your queue to another place in it');
    }
    const [patient] = queue.splice(from, 1);
    queue.splice(to, 0, patient!);
    events.push({ type: 'queueReordered', seat, queue: [...queue] });
    return null;
  },

  reorderQueue(state, seat, { order }, events) {
    const player = state.players[seat]!;
    if (!hasWorking(player.hospital, 'triage')) return err('no_triage', 'reordering the whole queue takes a working Triage');
    if (!isReordering(player.queue, order) || order.every((c, i) => c === player.queue[i])) {
      return err('not_a_reordering', 'give the same patients in another order');
    }
    player.queue = [...order];
    events.push({ type: 'queueReordered', seat, queue: [...order] });
    return null;
  },

  takeMarker(state, seat, _action, events) {
    const turn = state.turn!;
    if (turn.markersTaken >= MARKERS_PER_TURN) return err('marker_limit', 'at most two markers per turn');
    if (state.markerStock <= 0) return err('no_marker', 'the stock has no marker');
    turn.markersTaken += 1;
    state.markerStock -= 1;
    state.players[seat]!.markers += 1;
    events.push({ type: 'markerTaken', seat });
    return null;
  },

  spendMarker(state, seat, _action, events) {
    const player = state.players[seat]!;
    if (player.markers <= 0) return err('no_marker', 'you have no marker');
    player.markers -= 1;
    state.markerStock += 1;
    state.turn!.actionsLeft += 1;
    events.push({ type: 'markerSpent', seat });
    return null;
  },

  decontaminate(state, seat, { target, x, y, keep }, events) {
    if (!validSeat(state, target)) return err('invalid_target', `there is no seat ${target}`);
    const tile = tileAt(state.players[target]!.hospital, x, y);
    if (!tile?.virus) return err('no_virus', 'there is no grey cube there');
    const player = state.players[seat]!;
    if (keep && !hasWorking(player.hospital, 'lab')) return err('cannot_keep', 'keeping the grey cube takes a working Lab');
    tile.virus = false;
    if (keep) player.supply.grey += 1;
    else state.stock += 1;
    events.push({ type: 'decontaminated', seat, target, x, y, kept: keep === true });
    return null;
  },

  pathology(state, seat, _action, events) {
    const player = state.players[seat]!;
    const turn = state.turn!;
    if (!hasWorking(player.hospital, 'pathology')) return err('no_pathology', 'this takes a working Pathology');
    if (turn.pathologyUsed) return err('pathology_used', 'Pathology works once per turn');
    const cleared = pathologyTargets(player.hospital);
    if (cleared.length === 0) return err('nothing_to_clear', 'no grey cube around the Pathology');
    for (const t of cleared) t.virus = false;
    const kept = hasWorking(player.hospital, 'lab');
    if (kept) player.supply.grey += 1;
    state.stock += cleared.length - (kept ? 1 : 0);
    turn.pathologyUsed = true;
    events.push({ type: 'pathology', seat, cleared: cleared.length, kept });
    return null;
  },

  pharmacy(state, seat, _action, events) {
    const player = state.players[seat]!;
    if (!hasWorking(player.hospital, 'pharmacy')) return err('no_pharmacy', 'this takes a working Pharmacy');
    const colour = player.queue.shift();
    if (!colour) return err('empty_queue', 'your queue is empty');
    player.supply[colour] += 1;
    events.push({ type: 'pharmacy', seat, colour });
    return null;
  },

  giftShop(state, seat, { colour }, events) {
    const player = state.players[seat]!;
    if (!hasWorking(player.hospital, 'gift_shop')) return err('no_gift_shop', 'this takes a working Gift Shop');
    if (state.box[colour] <= 0) return err('not_in_box', `the box has no ${colour} cube`);
    state.box[colour] -= 1;
    player.supply[colour] += 1;
    events.push({ type: 'giftShop', seat, colour });
    return null;
  },

  endTurn(state, _seat, _action, events) {
    const turn = state.turn!;
    if (turn.drawsLeft > 0 && total(state.bag) > 0) return err('must_draw', `draw your ${turn.drawsLeft} cube(s) first`);
    endTurn(state, events);
    return null;
  },
};
