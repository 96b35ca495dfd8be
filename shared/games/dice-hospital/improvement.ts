// Phase 2, hospital improvement (rules spec 4, Phase 2): take one item in turn order, then each
// player may return one improvement for a blood bag.
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { DEPARTMENTS } from './catalogue/index.js';
import { gainBloodBags } from './hospital.js';
import type { DisplayItem, GameState, PlayerState, RulesView } from './types.js';

export type { DisplayItem };

export function displayItems(state: Pick<RulesView, 'display'>): DisplayItem[] {
  return [
    ...state.display.departments.map((d) => ({ kind: 'department' as const, ...d })),
    ...state.display.specialists.map((s) => ({ kind: 'specialist' as const, ...s })),
  ];
}

/** Improvements a player owns and could return: tiles and specialist cards, never the printed board. */
export function ownedImprovements(player: PlayerState): DisplayItem[] {
  return [
    ...player.departments.filter((d) => !DEPARTMENTS[d.type].starting).map((d) => ({ kind: 'department' as const, uid: d.uid, type: d.type })),
    ...player.specialists.map((s) => ({ kind: 'specialist' as const, ...s })),
  ];
}

export function gainImprovement(player: PlayerState, item: DisplayItem): void {
  if (item.kind === 'department') {
    player.departments.push({ uid: item.uid, type: item.type, activated: false });
  } else {
    player.specialists.push({ uid: item.uid, type: item.type });
    player.workers.push({ id: item.uid, specialist: item.type });
  }
}

export function takeFromDisplay(state: GameState, seat: number, uid: string, events: GameEvent[]): boolean {
  const item = displayItems(state).find((i) => i.uid === uid);
  if (!item) return false;
  if (item.kind === 'department') state.display.departments = state.display.departments.filter((d) => d.uid !== uid);
  else state.display.specialists = state.display.specialists.filter((s) => s.uid !== uid);
  gainImprovement(state.players[seat]!, item);
  events.push({ type: 'improvementTaken', seat, item });
  return true;
}

export function returnImprovement(state: GameState, seat: number, uid: string, events: GameEvent[]): boolean {
  const player = state.players[seat]!;
  const item = ownedImprovements(player).find((i) => i.uid === uid);
  if (!item) return false;
  if (item.kind === 'department') {
    player.departments = player.departments.filter((d) => d.uid !== uid);
    state.departmentStack.push({ uid, type: item.type });
  } else {
    player.specialists = player.specialists.filter((s) => s.uid !== uid);
    player.workers = player.workers.filter((w) => w.id !== uid);
    state.specialistDeck.push({ uid, type: item.type });
  }
  player.returnedImprovementThisRound = true;
  events.push({ type: 'improvementReturned', seat, item });
  gainBloodBags(player, seat, 1, 'returnedImprovement', events);
  return true;
}

/** Solo (spec 7): the display items not taken go to the bottom of their stacks right after the
 * player takes one or passes (one of each kind at most, so no order to draw). */
export function returnUntakenDisplay(state: GameState, events: GameEvent[]): void {
  const items = displayItems(state);
  if (items.length === 0) return;
  state.departmentStack.push(...state.display.departments);
  state.specialistDeck.push(...state.display.specialists);
  state.display = { departments: [], specialists: [] };
  events.push({ type: 'displayReturned', items });
}
