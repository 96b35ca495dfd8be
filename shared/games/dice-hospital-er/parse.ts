// Shape checks for actions arriving as untrusted JSON: the engine must never throw on bad input.
import { parseShaped } from '../../parseAction.js';
import type { Action, ActionType } from './types.js';
import { COLOURS } from './types.js';
import { CARDIOLOGISTS } from './catalogue.js';

type Field = 'colour' | 'patient' | 'int' | 'bool' | 'cardiologist';

const SHAPES: Record<ActionType, Record<string, Field>> = {
  chooseDie: { colour: 'colour' },
  admit: { patient: 'patient', bed: 'int', value: 'int', 'bloodBag?': 'bool' },
  morgue: { patient: 'patient' },
  curtain: { ward: 'int' },
  skipCurtain: {},
  discardCardiologist: { card: 'cardiologist' },
};

function fieldOk(kind: Field, value: unknown): boolean {
  switch (kind) {
    case 'colour':
      return COLOURS.includes(value as never);
    case 'patient':
      return value === 'die' || value === 'extra';
    case 'int':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'cardiologist':
      return CARDIOLOGISTS.includes(value as never);
  }
}

/** The action, or a message that says what is wrong with its shape. */
export const parseAction = (input: unknown): Action | string => parseShaped<Field, Action>(input, SHAPES, fieldOk);
