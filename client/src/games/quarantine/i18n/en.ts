// Quarantine: every English string of the Quarantine views (tiles, special rooms, the turn's
// actions, prompts, errors, log sentences, final scores). fr.ts is typed by this table, so both
// always hold the same keys.
import type { Colour, Cube, ScoreBreakdown, SpecialId } from '../../../../../shared/games/quarantine/index.js';

const plural = (n: number, one: string, many: string): string => `${n} ${Math.abs(n) === 1 ? one : many}`;

/** Error codes of the Quarantine engine (docs/engine-quarantine.md). */
export type QErrorCode =
  | 'invalid_action'
  | 'game_over'
  | 'invalid_seat'
  | 'wrong_phase'
  | 'not_your_turn'
  | 'no_action_left'
  | 'off_grid'
  | 'cell_taken'
  | 'not_adjacent'
  | 'not_contiguous'
  | 'no_connection'
  | 'not_properly_connected'
  | 'quarantine_only'
  | 'covers_entrance'
  | 'storage_full'
  | 'lobby_first'
  | 'not_your_tile'
  | 'no_draws_left'
  | 'bag_empty'
  | 'must_draw'
  | 'wrong_cube'
  | 'invalid_queue'
  | 'invalid_target'
  | 'no_tile'
  | 'virus_not_allowed'
  | 'invalid_spread'
  | 'invalid_source'
  | 'nothing_to_admit'
  | 'nothing_to_cure'
  | 'no_pile'
  | 'pile_taken'
  | 'invalid_price'
  | 'cannot_afford'
  | 'not_for_sale'
  | 'already_bought'
  | 'invalid_payment'
  | 'nowhere_to_put'
  | 'no_room'
  | 'not_your_contract'
  | 'contract_too_new'
  | 'must_place'
  | 'invalid_position'
  | 'no_triage'
  | 'not_a_reordering'
  | 'marker_limit'
  | 'no_marker'
  | 'no_virus'
  | 'cannot_keep'
  | 'no_pathology'
  | 'pathology_used'
  | 'nothing_to_clear'
  | 'no_pharmacy'
  | 'empty_queue'
  | 'no_gift_shop'
  | 'not_in_box'
  | 'already_renovated'
  | 'tile_locked'
  | 'renovation_limit'
  | 'same_spot'
  | 'lobby_stays';

export interface SpecialText {
  name: string;
  /** A two-letter tag drawn on the tile. */
  short: string;
  effect: string;
}

export type ScoreRow = keyof ScoreBreakdown;

export const en = {
  lang: 'en' as 'en' | 'fr',
  game: 'Quarantine',
  you: 'you',
  and: 'and',
  colour: { blue: 'blue', green: 'green', red: 'red', yellow: 'yellow', grey: 'grey' } as Record<Cube, string>,
  /** The letter printed on a cube or a room, so that colour is never the only cue. */
  colourLetter: { blue: 'B', green: 'G', red: 'R', yellow: 'Y', grey: '✕' } as Record<Cube, string>,
  cube: (colour: string) => `${colour} cube`,
  patient: (colour: string) => `${colour} patient`,
  virus: 'virus (grey cube)',
  count: (n: number, colour: string) => `${n} ${colour}`,
  nothing: 'nothing',

  tile: {
    lobby: 'Lobby',
    entrance: 'Entrance',
    room: (colour: string) => `${colour} treatment room`,
    roomShort: (colour: string) => `${colour} room`,
    somewhere: (x: number, y: number) => `the tile at column ${x}, row ${y}`,
    quarantined: 'quarantined',
    patients: (list: string) => `patients: ${list}`,
    at: (name: string, x: number, y: number) => `${name} at column ${x}, row ${y}`,
  },

  specials: {
    triage: { name: 'Triage', short: 'Tr', effect: 'Move a patient may reorder your whole queue.' },
    pharmacy: { name: 'Pharmacy', short: 'Ph', effect: 'Action: cure the first patient of your queue into your supply.' },
    gift_shop: { name: 'Gift Shop', short: 'GS', effect: 'Action: take any coloured cube from the box into your supply.' },
    storage: { name: 'Storage', short: 'St', effect: 'Every treatment room connected to it, and every room of those colours, holds one more patient.' },
    security: { name: 'Security', short: 'Se', effect: 'Whoever buys from your contract pays the price to you instead of the box.' },
    maintenance: { name: 'Maintenance', short: 'Ma', effect: 'Your renovation may move, turn or remove up to 4 tiles (still once a turn).' },
    pathology: { name: 'Pathology', short: 'Pa', effect: 'Action, once a turn: remove every grey cube from the 8 tiles around it.' },
    containment: { name: 'Containment', short: 'Co', effect: 'Never quarantined; a spread cannot land on it.' },
    emergency_room: {
      name: 'Emergency Room',
      short: 'ER',
      effect: 'Holds 1 patient: when a patient joins the end of your queue and it is empty, you may send it straight in. Admit never fills it.',
    },
    heliport: {
      name: 'Heliport',
      short: 'He',
      effect: 'Your tiles need not connect through doors (they must still touch). Quarantined, new tiles follow every rule again.',
    },
    lab: { name: 'Lab', short: 'La', effect: 'Decontaminating, you may keep the grey cube; 2 grey cubes count as 1 coloured cube for paying and scoring.' },
    cafeteria: {
      name: 'Cafeteria',
      short: 'Ca',
      effect: 'At the start of your turn, take a bonus action marker from the stock (or from a player you name if it is empty).',
    },
    purchasing: { name: 'Purchasing', short: 'Pu', effect: 'Pay prices by number of cubes, in any colours.' },
    on_call_room: {
      name: 'On-Call Room',
      short: 'OC',
      effect: 'When you Cure, also cure every patient of the colours of the treatment rooms connected to it.',
    },
  } as Record<SpecialId, SpecialText>,

  hospital: {
    yours: 'Your hospital',
    of: (name: string) => `${name}’s hospital`,
    others: 'Other hospitals',
    queue: 'Queue',
    queueOf: (n: number) => (n === 0 ? 'empty queue' : `queue of ${plural(n, 'patient', 'patients')}`),
    queueEmpty: 'Nobody waits.',
    stored: 'Stored tiles',
    supply: 'Supply',
    contract: (special: string) => `contract: ${special}`,
    markers: 'Markers',
    score: 'Score so far',
    stations: (n: number) => plural(n, 'nurse station', 'nurse stations'),
    grid: (name: string, tiles: number) => `${name}: ${plural(tiles, 'tile', 'tiles')}`,
    scrollHint: 'Drag or scroll to see the whole hospital.',
  },

  market: {
    title: 'Market',
    specials: 'Special rooms',
    treatment: 'Additional treatment rooms',
    tilesLeft: (n: number) => plural(n, 'tile', 'tiles'),
    unpriced: 'no price yet',
    price: (cubes: string) => `price: ${cubes}`,
    inMarket: 'in the market',
    heldBy: (name: string) => `contract of ${name}`,
    since: (turn: number) => `since turn ${turn}`,
    empty: 'empty',
    bag: 'Bag',
    bagLeft: (n: number) => plural(n, 'cube', 'cubes'),
    stock: 'Grey cube stock',
    markerStock: 'Bonus markers',
    box: 'Box',
    roomsLeft: (colour: string, n: number) => `${colour}: ${n}`,
  },

  turn: {
    round: (n: number) => `Round ${n}`,
    turnOf: (name: string) => `${name}’s turn`,
    yourTurn: 'Your turn',
    draws: (n: number) => `${plural(n, 'cube', 'cubes')} to draw`,
    actions: (n: number) => `${plural(n, 'action', 'actions')} left`,
    waitingFor: (names: string) => `Waiting for ${names}.`,
    finalTurns: 'The end is triggered: these are the last turns (no drawing).',
    over: 'The game is over.',
  },

  prompt: {
    arrangeLobby: 'Set up your hospital: place your lobby (choose how it turns; its entrance must stay free).',
    arrange: 'Set up your hospital: place your starting rooms, one at a time.',
    pickTile: 'Tile to place',
    pickCell: 'Pick a highlighted cell on your hospital.',
    rotate: 'Turn',
    place: 'Place here',
    cancel: 'Cancel',
    rotation: (n: number, of: number) => `Rotation ${n} of ${of}`,
    placing: (tile: string) => `Placing: ${tile}`,
    placeAcquired: (tile: string) => `Place your new ${tile}, or keep it beside your hospital.`,
    placeAcquiredMust: (tile: string) => `Place your new ${tile}.`,
    store: 'Keep it beside the hospital',
    drawn: (cube: string) => `You drew a ${cube}.`,
    patientWhere: 'Put the patient at the end of a queue:',
    queueOf: (name: string) => `${name}’s queue`,
    virusWhere: 'Put the virus on a highlighted tile of any hospital.',
    spread: 'The virus landed in a nurse station: spread it to a highlighted tile of the same station?',
    skipSpread: 'Do not spread',
    emergencyRoom: (colour: string) => `A ${colour} patient joined your queue: send it straight into your Emergency Room?`,
    emergencyYes: 'Yes, into the Emergency Room',
    emergencyNo: 'No, keep it in the queue',
    cafeteria: 'Your Cafeteria finds the marker stock empty: take a marker from a player.',
    cafeteriaFrom: (name: string) => `From ${name}`,
    renovate: 'Renovating: pick one of your tiles to move, turn or remove; then end the renovation.',
    pickOwnTile: 'Pick a tile of your hospital to move, turn or store.',
    moveTile: 'Move or turn it',
    removeTile: 'Store it',
    endRenovation: 'End the renovation',
    cancelRenovation: 'Undo the renovation',
    renovationLimit: (n: number, limit: number) => `${n} of ${limit} tiles changed`,
    waitOthers: 'Not your turn.',
  },

  actions: {
    title: 'Your actions',
    draw: 'Draw a cube',
    endTurn: 'End the turn',
    patients: 'Patients',
    admit: 'Admit',
    admitHint: 'Front patients of your queue into their rooms',
    cure: (colour: string) => `Cure ${colour}`,
    movePatient: 'Move a patient',
    moveFrom: 'Patient',
    moveTo: 'To place',
    position: (n: number, colour: string) => `${n}. ${colour}`,
    place: (n: number) => `place ${n}`,
    move: 'Move',
    triage: 'Reorder the queue (Triage)',
    reorder: 'Reorder',
    pharmacy: 'Pharmacy: cure the first patient',
    market: 'Market',
    openContract: 'Open a contract',
    priceLabel: (special: string) => `Price for ${special}`,
    buy: 'Buy',
    payLabel: (what: string) => `Payment for ${what}`,
    takeFromContract: 'Take a tile',
    treatmentRoom: (colour: string) => `${colour} treatment room`,
    viruses: 'Viruses',
    decontaminate: 'Decontaminate',
    decontaminateAt: (tile: string, name: string) => `${tile} of ${name}`,
    keep: 'keep the cube (Lab)',
    pathology: 'Pathology: clear around it',
    more: 'More',
    takeMarker: 'Take a bonus marker',
    spendMarker: 'Spend a marker (+1 action)',
    giftShop: (colour: string) => `Gift Shop: a ${colour} cube`,
    renovate: 'Renovate',
    placeStored: 'Place a stored tile',
    free: 'free',
    noAction: 'No action is possible now.',
  },

  score: {
    nurseStations: 'Nurse stations',
    specialRooms: 'Special rooms',
    cubePairs: 'Pairs of cubes',
    emptyQueue: 'Empty queue',
    total: 'Total',
  } as Record<ScoreRow, string>,

  final: {
    title: 'Final scores',
    player: 'Player',
    winner: (names: string) => `${names} ${names.includes(' and ') ? 'win' : 'wins'}!`,
    tiles: (n: number) => plural(n, 'tile', 'tiles'),
    howCounted: 'How this row is counted',
  },

  strip: {
    summary: (name: string, score: number, cubes: number, markers: number, queue: number) =>
      `${name}: ${plural(score, 'point', 'points')} so far, ${plural(cubes, 'cube', 'cubes')} in supply, ${plural(markers, 'marker', 'markers')}, ${plural(queue, 'patient', 'patients')} waiting`,
    score: 'Score so far',
    supply: 'Cubes in supply',
    markers: 'Bonus markers',
    queue: 'Patients waiting',
  },

  log: {
    title: 'Log',
    startingTilePlaced: (who: string, tile: string) => `${who} placed the ${tile}.`,
    gameStarted: (who: string) => `Every hospital is ready: ${who} plays first.`,
    turnStarted: (who: string, turn: number, round: number) => `Turn ${turn} (round ${round}): ${who} plays.`,
    cafeteriaMarker: (who: string, from: string | null) =>
      from ? `${who}’s Cafeteria took a marker from ${from}.` : `${who}’s Cafeteria took a marker from the stock.`,
    cubeDrawn: (who: string, cube: string, left: number) => `${who} drew a ${cube} (${plural(left, 'cube', 'cubes')} left in the bag).`,
    virusToStock: (who: string) => `${who}’s grey cube went to the stock.`,
    patientQueued: (who: string, colour: string, queue: string) => `${who} put a ${colour} patient in ${queue} queue.`,
    queueOwn: 'their own',
    queueOf: (name: string) => `${name}’s`,
    virusPlaced: (who: string, tile: string, owner: string, spread: boolean) => `${who} ${spread ? 'spread a virus' : 'put a virus'} on ${owner} ${tile}.`,
    emergencyRoom: (who: string, colour: string, accept: boolean) =>
      accept ? `${who} sent a ${colour} patient into the Emergency Room.` : `${who} kept a ${colour} patient in the queue.`,
    admitted: (who: string, n: number) => `${who} admitted ${plural(n, 'patient', 'patients')}.`,
    cured: (who: string, colours: string, n: number) => `${who} cured ${plural(n, 'patient', 'patients')} (${colours}).`,
    contractOpened: (who: string, special: string, price: string) => `${who} opened a contract on the ${special} at ${price}.`,
    specialBought: (who: string, special: string, from: string | null, pay: string) =>
      `${who} bought a ${special}${from ? ` from ${from}’s contract` : ''} for ${pay}.`,
    treatmentRoomBought: (who: string, colour: string, pay: string) => `${who} bought a ${colour} treatment room for ${pay}.`,
    contractTaken: (who: string, special: string, returned: boolean) =>
      `${who} took a ${special} from their contract${returned ? '; the pile goes back to the market' : ''}.`,
    tilePlaced: (who: string, tile: string) => `${who} placed a ${tile}.`,
    tileStored: (who: string, tile: string) => `${who} kept a ${tile} beside the hospital.`,
    queueReordered: (who: string) => `${who} reordered the queue (Triage).`,
    markerTaken: (who: string) => `${who} took a bonus marker.`,
    markerSpent: (who: string) => `${who} spent a bonus marker for one more action.`,
    markerGained: (who: string) => `${who} gained a bonus marker from their contract.`,
    decontaminated: (who: string, tile: string, owner: string, kept: boolean) => `${who} decontaminated ${owner} ${tile}${kept ? ' and kept the cube' : ''}.`,
    pathology: (who: string, n: number, kept: boolean) => `${who}’s Pathology cleared ${plural(n, 'grey cube', 'grey cubes')}${kept ? ', keeping one' : ''}.`,
    pharmacy: (who: string, colour: string) => `${who}’s Pharmacy cured a ${colour} patient.`,
    giftShop: (who: string, colour: string) => `${who} took a ${colour} cube from the box (Gift Shop).`,
    renovationStarted: (who: string) => `${who} started a renovation.`,
    tileMoved: (who: string) => `${who} moved a tile.`,
    tileRemoved: (who: string, tile: string) => `${who} removed a ${tile} into storage.`,
    renovationEnded: (who: string) => `${who} finished the renovation.`,
    renovationCancelled: (who: string) => `${who} undid the renovation.`,
    turnEnded: (who: string) => `${who} ended the turn.`,
    endTriggered: (who: string, byBag: boolean) =>
      `${who} triggered the end (${byBag ? 'the bag is empty' : 'the last tile is gone'}): everyone else has one more turn, without drawing.`,
    gameOver: (winner: string) => `Game over: ${winner}`,
    possessive: (name: string) => `${name}’s`,
    ownPossessive: 'their own',
  },

  rules: { setupPeriod: 'Setup' },

  errors: {
    invalid_action: 'That move is not understood.',
    game_over: 'The game has ended.',
    invalid_seat: 'There is no such seat.',
    wrong_phase: 'That is not possible at this point of the turn.',
    not_your_turn: 'Wait for your turn.',
    no_action_left: 'You have no action left this turn (a bonus marker gives one more).',
    off_grid: 'That is too far from the hospital.',
    cell_taken: 'A tile is already there.',
    not_adjacent: 'A new tile must touch your hospital.',
    not_contiguous: 'Your hospital must stay in one piece.',
    no_connection: 'A new tile must connect to your hospital through an open door.',
    not_properly_connected: 'Every tile must be reachable from the lobby through doors.',
    quarantine_only: 'A tile that connects to a quarantined tile must also connect to a healthy one.',
    covers_entrance: 'The cell in front of the lobby’s entrance must stay free.',
    storage_full: 'You may keep at most 2 tiles beside your hospital.',
    lobby_first: 'Place your lobby first, in the middle.',
    not_your_tile: 'That tile is not yours to place.',
    no_draws_left: 'You have drawn your 4 cubes this turn.',
    bag_empty: 'The bag is empty.',
    must_draw: 'Draw your 4 cubes before ending the turn.',
    wrong_cube: 'That cube does not go there: patients join a queue, viruses land on a tile.',
    invalid_queue: 'There is no such queue.',
    invalid_target: 'There is no such hospital.',
    no_tile: 'There is no tile there.',
    virus_not_allowed: 'The virus may not land there: a hospital with a quarantine only takes it next to a quarantined tile, and never on a Containment.',
    invalid_spread: 'The virus can only spread to a tile of the same nurse station next to it.',
    invalid_source: 'That player holds no marker to take.',
    nothing_to_admit: 'Nobody at the front of your queue can be admitted now.',
    nothing_to_cure: 'No patient of that colour can be cured now.',
    no_pile: 'That special room is not for sale.',
    pile_taken: 'That pile is already under contract or priced.',
    invalid_price: 'A price is 2 or more coloured cubes.',
    cannot_afford: 'You do not have those cubes.',
    not_for_sale: 'That pile has no price yet, or it is your own contract.',
    already_bought: 'You already bought that this turn.',
    invalid_payment: 'Those cubes do not pay that price.',
    nowhere_to_put: 'That tile would have nowhere to go.',
    no_room: 'No treatment room of that colour is left.',
    not_your_contract: 'That contract is not yours.',
    contract_too_new: 'You can take from a contract from your next turn on.',
    must_place: 'A treatment room must be placed at once.',
    invalid_position: 'Choose another place in the queue.',
    no_triage: 'You need a working Triage to reorder the whole queue.',
    not_a_reordering: 'That is not a new order of the same patients.',
    marker_limit: 'You may take at most 2 markers a turn.',
    no_marker: 'There is no marker to take or spend.',
    no_virus: 'There is no grey cube there.',
    cannot_keep: 'You need a working Lab to keep the cube.',
    no_pathology: 'You need a working Pathology.',
    pathology_used: 'Your Pathology was already used this turn.',
    nothing_to_clear: 'There is no grey cube around your Pathology.',
    no_pharmacy: 'You need a working Pharmacy.',
    empty_queue: 'Nobody waits in your queue.',
    no_gift_shop: 'You need a working Gift Shop.',
    not_in_box: 'There is no cube of that colour in the box.',
    already_renovated: 'You already renovated this turn.',
    tile_locked: 'A quarantined tile or one holding a patient cannot be moved.',
    renovation_limit: 'A renovation changes at most 2 tiles (4 with Maintenance).',
    same_spot: 'The tile is already there, that way round.',
    lobby_stays: 'The lobby cannot be removed.',
  } as Record<QErrorCode, string>,
};

export type QMessages = typeof en;
export type { Colour };
