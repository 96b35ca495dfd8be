// Shape checks for actions arriving as untrusted JSON, for every game: each game lists its actions'
// fields (a trailing '?' marks an optional one) and how to check each kind of field. Never throws;
// messages quote at most 40 characters of what was sent.

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** More fields than any action has: refused before looking further. */
const MAX_FIELDS = 8;

interface Field<Kind> {
  name: string;
  optional: boolean;
  kind: Kind;
}
interface Shape<Kind> {
  fields: Field<Kind>[];
  known: Set<string>;
}

/** Each table's shapes with their field names parsed once (every action is checked against one). */
const PARSED = new WeakMap<object, Map<string, Shape<string>>>();

function shapeOf<Kind extends string>(shapes: Readonly<Record<string, Readonly<Record<string, Kind>>>>, type: string): Shape<Kind> {
  let parsed = PARSED.get(shapes);
  if (!parsed) PARSED.set(shapes, (parsed = new Map()));
  let shape = parsed.get(type);
  if (!shape) {
    const fields = Object.entries(shapes[type]!).map(([rawName, kind]) => {
      const optional = rawName.endsWith('?');
      return { name: optional ? rawName.slice(0, -1) : rawName, optional, kind };
    });
    shape = { fields, known: new Set(['type', ...fields.map((f) => f.name)]) };
    parsed.set(type, shape);
  }
  return shape as Shape<Kind>;
}

/** The action (the input itself) when its shape is right, or a message that says what is wrong. */
export function parseShaped<Kind extends string, Action>(
  input: unknown,
  shapes: Readonly<Record<string, Readonly<Record<string, Kind>>>>,
  fieldOk: (kind: Kind, value: unknown) => boolean,
): Action | string {
  if (!isRecord(input)) return 'an action must be an object with a type';
  const type = input.type;
  if (typeof type !== 'string') return `an action's type is a string, not ${typeof type}`;
  if (!Object.hasOwn(shapes, type)) return `unknown action type "${type.slice(0, 40)}"`;
  const { fields, known } = shapeOf(shapes, type);
  for (const { name, optional, kind } of fields) {
    const value = input[name];
    if (value === undefined && optional) continue;
    if (value === undefined) return `${type} needs ${name}`;
    if (!fieldOk(kind, value)) return `${type}.${name} is not a valid ${kind}`;
  }
  const keys = Object.keys(input);
  if (keys.length > MAX_FIELDS) return 'too many fields';
  const extra = keys.find((k) => !known.has(k));
  if (extra) return `${type} has an unexpected field ${extra.slice(0, 40)}`;
  return input as Action;
}

export { isRecord };
