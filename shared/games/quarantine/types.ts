// Quarantine state and actions. Everything here is plain JSON: no classes, Maps or functions, so a
// state can be stored, sent over the wire and compared with deep equality at any moment.
import type { KeyedRng } from '../../random.js';

export type Colour = 'blue' | 'green' | 'red' | 'yellow';
export const COLOURS: readonly Colour[] = ['blue', 'green', 'red', 'yellow'];
/** A cube: a patient of a colour, or a grey virus ("Graysle"). */
export type Cube = Colour | 'grey';
export const CUBES: readonly Cube[] = [...COLOURS, 'grey'];
/** A count of cubes by colour (a supply, the bag, the box, a price). */
export type Cubes = Record<Cube, number>;

export type SpecialId =
  | 'triage'
  | 'pharmacy'
  | 'gift_shop'
  | 'storage'
  | 'security'
  | 'maintenance'
  | 'pathology'
  | 'containment'
  | 'emergency_room'
  | 'heliport'
  | 'lab'
  | 'cafeteria'
  | 'purchasing'
  | 'on_call_room';

/** A side of a cell: 0 north (y − 1), 1 east (x + 1), 2 south (y + 1), 3 west (x − 1). */
export type Side = 0 | 1 | 2 | 3;
/** A quarter turn count, clockwise. */
export type Rotation = 0 | 1 | 2 | 3;

/** A tile in a hospital. `tile` indexes TILES (tiles.ts). */
export interface PlacedTile {
  tile: number;
  x: number;
  y: number;
  rot: Rotation;
  /** A grey cube sits on it: quarantined. */
  virus: boolean;
  /** Patients on it (treatment rooms; the Emergency Room). */
  patients: Colour[];
}

export interface PlayerState {
  name: string;
  hospital: PlacedTile[];
  /** Acquired tiles kept beside the hospital, unplaced (at most 2 at rest). */
  stored: number[];
  /** Patients waiting outside the lobby, front first. */
  queue: Colour[];
  /** Cured cubes: money and points (greys only with a Lab). */
  supply: Cubes;
  /** Bonus action markers held. */
  markers: number;
  /** Setup: starting tiles not yet placed (the lobby first). */
  toArrange: number[];
}

/** A special room pile: both copies of a type (one with 2 players), in the market or under contract. */
export interface Pile {
  special: SpecialId;
  /** Tile ids left in the pile. */
  tiles: number[];
  /** Price cubes on it, or null (never priced). */
  price: Cubes | null;
  /** The seat holding it as a contract, or null when it is in the market. */
  holder: number | null;
  /** The turn number (state.turnNumber) the contract was opened: its holder takes from it on later turns. */
  since: number;
}

/** What the renovation under way has done so far; `before` restores a cancelled one. */
export interface Renovation {
  before: { hospital: PlacedTile[]; stored: number[] };
  /** Tiles moved, rotated or removed (each counts once toward the limit). */
  touched: number[];
  /** Tiles that ended somewhere new (moved, rotated or placed from storage): rules 1, 3, 4 apply to them. */
  changed: number[];
  /** 2, or 4 with a working Maintenance. */
  limit: number;
}

/** The active seat's turn. */
export interface TurnState {
  seat: number;
  /** Cubes still to draw this turn (0 in the extra turns after the end is triggered). */
  drawsLeft: number;
  /** Actions still available (4, plus spent markers, minus actions taken). */
  actionsLeft: number;
  boughtSpecials: SpecialId[];
  boughtColours: Colour[];
  markersTaken: number;
  renovated: boolean;
  pathologyUsed: boolean;
  renovation: Renovation | null;
}

export type Pending =
  /** Setup: every listed seat places its starting tiles one by one (`placeStartingTile`). */
  | { kind: 'arrange'; seats: number[] }
  /** The active seat's Cafeteria finds the stock empty: it names a player to take a marker from. */
  | { kind: 'cafeteria'; seat: number }
  /** The active seat draws, acts, places stored tiles or ends its turn. */
  | { kind: 'turn'; seat: number }
  /** The drawn cube waits to be placed (`placePatient` or `placeVirus`). */
  | { kind: 'placeCube'; seat: number; cube: Cube }
  /** A virus landed in a nurse station: the active seat may spread it (`spreadVirus`, `skipSpread`). */
  | { kind: 'spread'; seat: number; target: number; x: number; y: number }
  /** A patient joined the end of `seat`'s queue and its Emergency Room is empty: yes or no. */
  | { kind: 'emergencyRoom'; seat: number; active: number }
  /** An acquired tile waits to be placed (or stored, when `canStore`). */
  | { kind: 'placeAcquired'; seat: number; tile: number; canStore: boolean }
  /** A renovation is under way. */
  | { kind: 'renovate'; seat: number }
  | { kind: 'none' };

export interface ScoreBreakdown {
  nurseStations: number;
  specialRooms: number;
  cubePairs: number;
  emptyQueue: number;
  total: number;
}

export interface GameResult {
  /** Seats best first; equal ranks share the win (rank 1 wins). */
  standings: { seat: number; rank: number; score: number; tiles: number; breakdown: ScoreBreakdown }[];
}

export type Options = Record<string, never>;

export interface GameConfig {
  players: string[];
  /** The secret 256-bit generator key, 64 lowercase hex chars. */
  key: string;
  options?: Partial<Options>;
}

export interface GameState {
  game: 'quarantine';
  config: GameConfig;
  options: Options;
  rng: KeyedRng;
  phase: 'setup' | 'playing' | 'gameOver';
  players: PlayerState[];
  /** Cubes in the bag (its order is not kept: each draw is random). */
  bag: Cubes;
  /** Grey cubes beside the market. */
  stock: number;
  /** Cubes paid out of the game. */
  box: Cubes;
  markerStock: number;
  /** The special room piles of this game (in the market or under contract). */
  piles: Pile[];
  /** Additional treatment rooms left in the market. */
  treatmentRooms: number[];
  firstPlayer: number;
  /** Turns started so far (1 for the first turn). */
  turnNumber: number;
  /** Round 1 is the first-round draw of 4 patients. */
  round: number;
  turn: TurnState | null;
  pending: Pending;
  /** Who triggered the end, and the seats that still have their extra turn. */
  endTriggeredBy: number | null;
  finalTurns: number[];
  actionCount: number;
  result: GameResult | null;
}

/** Parts of a state no viewer sees: the key (in config) and the generator. */
export const HIDDEN_KEYS = ['config', 'rng'] as const;
export type HiddenKey = (typeof HIDDEN_KEYS)[number];

/** What legalActions needs: a full state or a view both fit. */
export type RulesView = Omit<GameState, HiddenKey>;

export interface GameView extends RulesView {
  viewer: number | 'spectator';
}

/** A cell and a rotation for a tile. */
export type Spot = {
  x: number;
  y: number;
  rot: Rotation;
};

export type Action =
  /** Setup: place one of your starting tiles (the lobby first, always at 0,0). */
  | { type: 'placeStartingTile'; tile: number; x: number; y: number; rot: Rotation }
  /** Cafeteria with an empty stock: take a marker from this seat. */
  | { type: 'cafeteriaFrom'; from: number }
  | { type: 'draw' }
  /** The drawn patient joins the end of `queue`'s (a seat's) queue. */
  | { type: 'placePatient'; queue: number }
  /** The drawn grey cube goes on tile (x, y) of seat `target`'s hospital. */
  | { type: 'placeVirus'; target: number; x: number; y: number }
  | { type: 'spreadVirus'; x: number; y: number }
  | { type: 'skipSpread' }
  | { type: 'emergencyRoom'; accept: boolean }
  | { type: 'admit' }
  | { type: 'cure'; colour: Colour }
  | { type: 'openContract'; special: SpecialId; price: Cubes }
  | { type: 'buySpecial'; special: SpecialId; pay: Cubes }
  | { type: 'buyTreatmentRoom'; colour: Colour; pay: Cubes }
  /** Free: take a tile from your own contract (opened on an earlier turn). */
  | { type: 'takeFromContract'; special: SpecialId }
  /** Place a tile: the acquired one, or a stored one (free). */
  | { type: 'placeTile'; tile: number; x: number; y: number; rot: Rotation }
  /** Keep the acquired tile beside the hospital. */
  | { type: 'storeTile' }
  | { type: 'movePatient'; from: number; to: number }
  /** Triage: the whole queue in a new order. */
  | { type: 'reorderQueue'; order: Colour[] }
  | { type: 'takeMarker' }
  | { type: 'spendMarker' }
  | { type: 'decontaminate'; target: number; x: number; y: number; keep?: boolean }
  | { type: 'pathology' }
  | { type: 'pharmacy' }
  | { type: 'giftShop'; colour: Colour }
  | { type: 'renovate' }
  /** In a renovation: move or rotate the tile at (x, y) to `to`. */
  | { type: 'moveTile'; x: number; y: number; to: Spot }
  /** In a renovation: remove the tile at (x, y) into storage. */
  | { type: 'removeTile'; x: number; y: number }
  | { type: 'endRenovation' }
  | { type: 'cancelRenovation' }
  | { type: 'endTurn' };

export type ActionType = Action['type'];
