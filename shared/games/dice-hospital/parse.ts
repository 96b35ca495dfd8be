// Shape checks for actions arriving as untrusted JSON: the engine must never throw on bad input.
import { isRecord, parseShaped } from '../../parseAction.js';
import type { Action, ActionType } from './types.js';
import { COLOURS } from './types.js';

type Field = 'string' | 'int' | 'bool' | 'ints' | 'strings' | 'colourMap' | 'intMap';

/** Required fields of each action; a trailing '?' marks an optional one. */
const SHAPES: Record<ActionType, Record<string, Field>> = {
  chooseExtraReveal: { kind: 'string' },
  setStartingValues: { values: 'intMap' },
  chooseAdministrator: { administrator: 'string' },
  arrangeAmbulances: { order: 'ints' },
  takeAmbulance: { ambulance: 'int' },
  chooseFatalities: { patients: 'ints' },
  takeImprovement: { uid: 'string' },
  returnImprovement: { uid: 'string' },
  pass: {},
  placeWorker: { worker: 'string', department: 'string', targets: 'ints', 'recolour?': 'colourMap', 'colours?': 'colourMap' },
  useAbility: { targets: 'ints', 'reference?': 'int', 'recolour?': 'colourMap', 'colours?': 'colourMap', 'admit?': 'bool' },
  skipAbility: {},
  bloodBagHeal: { patient: 'int' },
  undo: {},
  commitActivation: { 'protect?': 'int' },
  chooseSoloIntake: { keep: 'ints' },
  completeReports: { reports: 'strings' },
  assignConsultant: { specialist: 'string' },
  collectPatient: { patient: 'int', space: 'int' },
};

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

const MAX_LIST = 64;

function fieldOk(kind: Field, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string' && value.length <= 64;
    case 'int':
      return isInt(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'ints':
      return Array.isArray(value) && value.length <= MAX_LIST && value.every(isInt);
    case 'strings':
      return Array.isArray(value) && value.length <= MAX_LIST && value.every((v) => typeof v === 'string' && v.length <= 64);
    case 'intMap':
      return isRecord(value) && Object.keys(value).length <= MAX_LIST && Object.values(value).every(isInt);
    case 'colourMap':
      return isRecord(value) && Object.keys(value).length <= MAX_LIST && Object.values(value).every((c) => COLOURS.includes(c as never));
  }
}

/** The action, or a message that says what is wrong with its shape. */
export const parseAction = (input: unknown): Action | string => parseShaped<Field, Action>(input, SHAPES, fieldOk);
