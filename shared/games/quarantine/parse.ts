// Shape checks for actions arriving as untrusted JSON: the engine must never throw on bad input.
import { parseShaped } from '../../parseAction.js';
import { isCubes } from './cubes.js';
import { SPECIAL_IDS } from './tiles.js';
import type { Action, ActionType } from './types.js';
import { COLOURS } from './types.js';

type Field = 'int' | 'rot' | 'bool' | 'colour' | 'special' | 'cubes' | 'spot' | 'queue';

const SHAPES: Record<ActionType, Record<string, Field>> = {
  placeStartingTile: { tile: 'int', x: 'int', y: 'int', rot: 'rot' },
  cafeteriaFrom: { from: 'int' },
  draw: {},
  placePatient: { queue: 'int' },
  placeVirus: { target: 'int', x: 'int', y: 'int' },
  spreadVirus: { x: 'int', y: 'int' },
  skipSpread: {},
  emergencyRoom: { accept: 'bool' },
  admit: {},
  cure: { colour: 'colour' },
  openContract: { special: 'special', price: 'cubes' },
  buySpecial: { special: 'special', pay: 'cubes' },
  buyTreatmentRoom: { colour: 'colour', pay: 'cubes' },
  takeFromContract: { special: 'special' },
  placeTile: { tile: 'int', x: 'int', y: 'int', rot: 'rot' },
  storeTile: {},
  movePatient: { from: 'int', to: 'int' },
  reorderQueue: { order: 'queue' },
  takeMarker: {},
  spendMarker: {},
  decontaminate: { target: 'int', x: 'int', y: 'int', 'keep?': 'bool' },
  pathology: {},
  pharmacy: {},
  giftShop: { colour: 'colour' },
  renovate: {},
  moveTile: { x: 'int', y: 'int', to: 'spot' },
  removeTile: { x: 'int', y: 'int' },
  endRenovation: {},
  cancelRenovation: {},
  endTurn: {},
};

const isInt = (v: unknown): boolean => typeof v === 'number' && Number.isSafeInteger(v);
const isRot = (v: unknown): boolean => v === 0 || v === 1 || v === 2 || v === 3;

function fieldOk(kind: Field, value: unknown): boolean {
  switch (kind) {
    case 'int':
      return isInt(value);
    case 'rot':
      return isRot(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'colour':
      return COLOURS.includes(value as never);
    case 'special':
      return SPECIAL_IDS.includes(value as never);
    case 'cubes':
      return isCubes(value);
    case 'queue':
      return Array.isArray(value) && value.length <= 200 && value.every((c) => COLOURS.includes(c as never));
    case 'spot': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const s = value as Record<string, unknown>;
      return Object.keys(s).length === 3 && isInt(s.x) && isInt(s.y) && isRot(s.rot);
    }
  }
}

/** The action, or a message that says what is wrong with its shape. */
export const parseAction = (input: unknown): Action | string => parseShaped<Field, Action>(input, SHAPES, fieldOk);
