// Shape checks for actions arriving as untrusted JSON: the engine must never throw on bad input.
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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fieldOk(kind: Field, value: unknown): boolean {
  switch (kind) {
    case 'colour': return COLOURS.includes(value as never);
    case 'patient': return value === 'die' || value === 'extra';
    case 'int': return typeof value === 'number' && Number.isSafeInteger(value);
    case 'bool': return typeof value === 'boolean';
    case 'cardiologist': return CARDIOLOGISTS.includes(value as never);
  }
}

/** The action, or a message that says what is wrong with its shape. */
export function parseAction(input: unknown): Action | string {
  if (!isRecord(input)) return 'an action must be an object with a type';
  const type = input.type;
  if (typeof type !== 'string') return `an action's type is a string, not ${typeof type}`;
  if (!Object.hasOwn(SHAPES, type)) return `unknown action type "${type.slice(0, 40)}"`;
  const shape = SHAPES[type as ActionType];
  const known = new Set(['type']);
  for (const [rawName, kind] of Object.entries(shape)) {
    const optional = rawName.endsWith('?');
    const name = optional ? rawName.slice(0, -1) : rawName;
    known.add(name);
    const value = input[name];
    if (value === undefined && optional) continue;
    if (value === undefined) return `${type} needs ${name}`;
    if (!fieldOk(kind, value)) return `${type}.${name} is not a valid ${kind}`;
  }
  const keys = Object.keys(input);
  if (keys.length > 8) return 'too many fields';
  const extra = keys.find((k) => !known.has(k));
  if (extra) return `${type} has an unexpected field ${extra.slice(0, 40)}`;
  return input as Action;
}
