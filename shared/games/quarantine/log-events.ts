// Every event Quarantine's applyAction reports, typed: what the client words into log lines. Nothing
// in them is secret (the bag has no order; a drawn cube is seen by all), so eventsFor passes them all.
import type { Colour, Cube, Cubes, GameResult, SpecialId, Spot } from './types.js';

type Seat = { seat: number };

export type QEvent =
  | (Seat & { type: 'startingTilePlaced'; tile: number } & Spot)
  | { type: 'gameStarted'; firstPlayer: number }
  | (Seat & { type: 'turnStarted'; turn: number; round: number; draws: number })
  | (Seat & { type: 'cafeteriaMarker'; from: number | 'stock' })
  | (Seat & { type: 'cubeDrawn'; cube: Cube; bagLeft: number })
  /** A grey cube drawn in the first round, or with no tile to land on, goes to the stock. */
  | (Seat & { type: 'virusToStock' })
  | (Seat & { type: 'patientQueued'; queue: number; colour: Colour })
  | (Seat & { type: 'virusPlaced'; target: number; x: number; y: number; spread: boolean })
  | (Seat & { type: 'emergencyRoom'; accept: boolean; colour: Colour })
  | (Seat & { type: 'admitted'; count: number })
  | (Seat & { type: 'cured'; colours: Colour[]; count: number })
  | (Seat & { type: 'contractOpened'; special: SpecialId; price: Cubes })
  | (Seat & { type: 'specialBought'; special: SpecialId; from: number | 'market'; pay: Cubes })
  | (Seat & { type: 'treatmentRoomBought'; colour: Colour; pay: Cubes })
  | (Seat & { type: 'contractTaken'; special: SpecialId; returned: boolean })
  | (Seat & { type: 'tilePlaced'; tile: number } & Spot)
  | (Seat & { type: 'tileStored'; tile: number })
  | (Seat & { type: 'queueReordered'; queue: Colour[] })
  | (Seat & { type: 'markerTaken' | 'markerSpent' | 'markerGained' })
  | (Seat & { type: 'decontaminated'; target: number; x: number; y: number; kept: boolean })
  | (Seat & { type: 'pathology'; cleared: number; kept: boolean })
  | (Seat & { type: 'pharmacy'; colour: Colour })
  | (Seat & { type: 'giftShop'; colour: Colour })
  | (Seat & { type: 'renovationStarted' | 'renovationEnded' | 'renovationCancelled' })
  | (Seat & { type: 'tileMoved'; from: { x: number; y: number }; to: Spot })
  | (Seat & { type: 'tileRemoved'; tile: number })
  | (Seat & { type: 'turnEnded' })
  | (Seat & { type: 'endTriggered'; by: 'bag' | 'tiles' })
  | { type: 'gameOver'; result: GameResult };

export type QEventType = QEvent['type'];
