// Colyseus schema classes built from a game's one declaration of its synced state
// (shared/sync/shape.ts): no hand-written class per object, so the classes, the client's JSON type
// and the game's conversions cannot drift apart. assignPlain (assign.ts) fills them from plain JSON
// by the same field names, as it does for hand-written classes.
import { Schema, schema, type DefinitionType } from '@colyseus/schema';
import type { Field, Primitive, Shape } from '../../shared/sync/shape.js';

type SchemaClass = typeof Schema;

const built = new WeakMap<Shape, SchemaClass>();

const isPrimitive = (f: unknown): f is Primitive => f === 'number' || f === 'string' || f === 'boolean';

function definition(field: Field, name: string): DefinitionType {
  if (isPrimitive(field)) return field;
  if ('secret' in field) return { ...(asDefinition(field.secret, name) as object), view: true } as DefinitionType;
  if ('optional' in field) return asDefinition(field.optional, name);
  if ('array' in field) return { array: isPrimitive(field.array) ? field.array : classOf(field.array as Shape, name) };
  return classOf(field as Shape, name);
}

/** The definition of an optional or secret field's inner type, with no default value: it starts
 * unset (Colyseus would otherwise create an empty child object or array, which a client decodes as
 * present). */
function asDefinition(inner: Field, name: string): DefinitionType {
  const d = definition(inner, name);
  if (typeof d === 'string' || typeof d === 'function') return { type: d, default: undefined } as DefinitionType;
  return { ...(d as object), default: undefined } as DefinitionType;
}

/** The schema class of a shape (built once per shape object). `name` shows in errors and tools. */
export function classOf(shape: Shape, name = 'Synced'): SchemaClass {
  let klass = built.get(shape);
  if (klass) return klass;
  const fields: Record<string, DefinitionType> = {};
  for (const [field, type] of Object.entries(shape)) fields[field] = definition(type, `${name}.${field}`);
  klass = schema(fields, name) as unknown as SchemaClass;
  built.set(shape, klass);
  return klass;
}
