// The market (rules section 5): contracts on special room piles, buying special rooms and
// additional treatment rooms, taking from one's own contract, and placing or storing what was
// acquired (or a stored tile, at no action).
import { addCubes, colouredTotal, copyCubes, covers, noCubes, paymentError, takeCubes, type PayTerms } from './cubes.js';
import { checkTilesEnd } from './flow.js';
import { MAX_STORED, hasWorking, legalPlacements, placementError } from './grid.js';
import { err, type Handlers } from './handler.js';
import { RENOVATION } from './renovation.js';
import { TILES, colourOf } from './tiles.js';
import type { Colour, Cubes, GameState, Pile, PlayerState, RulesView } from './types.js';

export const pileOf = (state: Pick<RulesView, 'piles'>, special: string): Pile | undefined =>
  state.piles.find((p) => p.special === special && p.tiles.length > 0);

/** A pile may be contracted while it sits unpriced in the market (§8.10). */
export const contractable = (pile: Pile): boolean => pile.holder === null && pile.price === null && pile.tiles.length > 0;
/** A pile `seat` may buy from: priced, in the market or under another player's contract. */
export const forSaleTo = (pile: Pile, seat: number): boolean => pile.price !== null && pile.tiles.length > 0 && pile.holder !== seat;

export function buyTerms(player: PlayerState, price: Cubes): PayTerms {
  return { price, byCount: hasWorking(player.hospital, 'purchasing'), lab: hasWorking(player.hospital, 'lab') };
}
/** The additional treatment room's price: any 2 cubes (two Lab greys for one). */
export const treatmentTerms = (player: PlayerState): PayTerms => ({ price: { ...noCubes(), red: 2 }, byCount: true, lab: hasWorking(player.hospital, 'lab') });

/** Can `player` take `tile` now: a legal spot for it, or (when allowed) room beside the hospital?
 * `spots` memoises the answer by door layout (tiles alike in doors fit alike) over many calls. */
export function canHouse(player: PlayerState, tile: number, canStore: boolean, spots?: Map<number, boolean>): boolean {
  if (canStore && player.stored.length < MAX_STORED) return true;
  const doors = TILES[tile]!.doors;
  const known = spots?.get(doors);
  if (known !== undefined) return known;
  const fits = legalPlacements(player.hospital, tile).length > 0;
  spots?.set(doors, fits);
  return fits;
}

/** The treatment room of `colour` the market sells next. */
export const marketRoom = (state: Pick<RulesView, 'treatmentRooms'>, colour: Colour): number | undefined =>
  state.treatmentRooms.find((t) => colourOf(t) === colour);

/** Pays `pay` (checked): greys to the box; coloured cubes to the box, or to `to`'s supply (Security). */
function pay(state: GameState, from: PlayerState, what: Cubes, to: PlayerState | null): void {
  takeCubes(from.supply, what);
  const coloured = { ...copyCubes(what), grey: 0 };
  state.box.grey += what.grey;
  addCubes(to ? to.supply : state.box, coloured);
}

function acquire(state: GameState, seat: number, tile: number, canStore: boolean): void {
  state.pending = { kind: 'placeAcquired', seat, tile, canStore };
}

export const MARKET: Handlers<'openContract' | 'buySpecial' | 'buyTreatmentRoom' | 'takeFromContract' | 'placeTile' | 'storeTile'> = {
  openContract(state, seat, { special, price }, events) {
    const pile = pileOf(state, special);
    if (!pile) return err('no_pile', `there is no ${special} pile in this game`);
    if (!contractable(pile)) return err('pile_taken', 'only a market pile without price cubes can be contracted');
    if (price.grey > 0 || colouredTotal(price) < 2) return err('invalid_price', 'a price is 2 or more coloured cubes');
    const player = state.players[seat]!;
    if (!covers(player.supply, price)) return err('cannot_afford', 'you do not have those cubes');
    takeCubes(player.supply, price);
    Object.assign(pile, { price: copyCubes(price), holder: seat, since: state.turnNumber });
    events.push({ type: 'contractOpened', seat, special, price: copyCubes(price) });
    return null;
  },

  buySpecial(state, seat, { special, pay: paid }, events) {
    const pile = pileOf(state, special);
    if (!pile) return err('no_pile', `no ${special} tile is left in play`);
    if (!forSaleTo(pile, seat)) return err('not_for_sale', "buy from a priced market pile or from another player's contract");
    const turn = state.turn!;
    if (turn.boughtSpecials.includes(special)) return err('already_bought', 'never the same special room twice in one turn');
    const player = state.players[seat]!;
    const problem = paymentError(paid, buyTerms(player, pile.price!), player.supply);
    if (problem) return err('invalid_payment', problem);
    const tile = pile.tiles[0]!;
    if (!canHouse(player, tile, true)) return err('nowhere_to_put', 'no legal spot for it and no room to store it');
    const holder = pile.holder === null ? null : state.players[pile.holder]!;
    pay(state, player, paid, holder && hasWorking(holder.hospital, 'security') ? holder : null);
    events.push({ type: 'specialBought', seat, special, from: pile.holder ?? 'market', pay: copyCubes(paid) });
    if (holder && state.markerStock > 0) {
      state.markerStock -= 1;
      holder.markers += 1;
      events.push({ type: 'markerGained', seat: pile.holder! });
    }
    pile.tiles = pile.tiles.slice(1);
    if (pile.tiles.length === 0) {
      addCubes(holder ? holder.supply : state.box, pile.price!);
      Object.assign(pile, { price: null, holder: null });
    }
    turn.boughtSpecials.push(special);
    checkTilesEnd(state, events);
    acquire(state, seat, tile, true);
    return null;
  },

  buyTreatmentRoom(state, seat, { colour, pay: paid }, events) {
    const tile = marketRoom(state, colour);
    if (tile === undefined) return err('no_room', `no ${colour} treatment room is left`);
    const turn = state.turn!;
    if (turn.boughtColours.includes(colour)) return err('already_bought', 'never the same colour twice in one turn');
    const player = state.players[seat]!;
    const problem = paymentError(paid, treatmentTerms(player), player.supply);
    if (problem) return err('invalid_payment', problem);
    if (!canHouse(player, tile, false)) return err('nowhere_to_put', 'an additional treatment room is placed at once: no legal spot for it');
    pay(state, player, paid, null);
    state.treatmentRooms = state.treatmentRooms.filter((t) => t !== tile);
    turn.boughtColours.push(colour);
    events.push({ type: 'treatmentRoomBought', seat, colour, pay: copyCubes(paid) });
    checkTilesEnd(state, events);
    acquire(state, seat, tile, false);
    return null;
  },

  takeFromContract(state, seat, { special }, events) {
    const pile = pileOf(state, special);
    if (!pile || pile.holder !== seat) return err('not_your_contract', `you hold no ${special} contract`);
    if (pile.since >= state.turnNumber) return err('contract_too_new', 'take from your contract on a later turn');
    const player = state.players[seat]!;
    const tile = pile.tiles[0]!;
    if (!canHouse(player, tile, true)) return err('nowhere_to_put', 'no legal spot for it and no room to store it');
    pile.tiles = pile.tiles.slice(1);
    const returned = pile.tiles.length > 0;
    if (!returned) addCubes(state.box, pile.price!);
    Object.assign(pile, returned ? { holder: null } : { holder: null, price: null });
    events.push({ type: 'contractTaken', seat, special, returned });
    checkTilesEnd(state, events);
    acquire(state, seat, tile, true);
    return null;
  },

  placeTile(state, seat, action, events) {
    if (state.pending.kind === 'renovate') return RENOVATION.placeTile(state, seat, action, events);
    const { tile, x, y, rot } = action;
    const player = state.players[seat]!;
    const pending = state.pending;
    const held = pending.kind === 'placeAcquired';
    if (held ? pending.tile !== tile : !player.stored.includes(tile)) {
      return err('not_your_tile', held ? 'place the tile you just acquired' : 'place one of your stored tiles');
    }
    const problem = placementError(player.hospital, tile, { x, y, rot });
    if (problem) return problem;
    player.hospital.push({ tile, x, y, rot, virus: false, patients: [] });
    player.stored = player.stored.filter((t) => t !== tile);
    events.push({ type: 'tilePlaced', seat, tile, x, y, rot });
    state.pending = { kind: 'turn', seat };
    return null;
  },

  storeTile(state, seat, _action, events) {
    const pending = state.pending as Extract<GameState['pending'], { kind: 'placeAcquired' }>;
    if (!pending.canStore) return err('must_place', 'an additional treatment room is placed at once');
    const player = state.players[seat]!;
    if (player.stored.length >= MAX_STORED) return err('storage_full', 'at most 2 tiles wait beside the hospital (rule 6)');
    player.stored.push(pending.tile);
    events.push({ type: 'tileStored', seat, tile: pending.tile });
    state.pending = { kind: 'turn', seat };
    return null;
  },
};
