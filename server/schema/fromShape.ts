// Colyseus schema classes built from a game's one declaration of its synced state
// (shared/sync/shape.ts): no hand-written class per object, so the classes, the client's JSON type
// and the game's conversions cannot drift apart. assignPlain (assign.ts) fills them from plain JSON
// by the same field names.
import { ArraySchema, MapSchema, Schema, schema, type DefinitionType } from '@colyseus/schema';
import type { Field, Primitive, Shape, Text } from '../../shared/sync/shape.js';

type SchemaClass = typeof Schema;

const built = new WeakMap<Shape, SchemaClass>();

const isPrimitive = (f: unknown): f is Primitive => f === 'number' || f === 'string' || f === 'boolean';
const ZERO: Record<Primitive, number | string | boolean> = { number: 0, string: '', boolean: false };

/** A shape's field as a schema definition. A required primitive starts as its zero (or `initially`),
 * so the JSON a client decodes has every required field from the first patch on. */
function definition(field: Field, name: string): DefinitionType {
  if (isPrimitive(field)) return { type: field, default: ZERO[field] } as DefinitionType;
  if ('initially' in field) return { type: typeof field.initially as Primitive, default: field.initially } as DefinitionType;
  if ('secret' in field) {
    // A secret collection exists from the start and is changed in place: with @colyseus/schema 3.0 a
    // collection assigned later to a @view field reaches not even the seat whose view holds it.
    const inner = collection(field.secret, name) ?? unset(field.secret, name);
    return { ...(inner as object), view: true } as DefinitionType;
  }
  if ('optional' in field) return unset(field.optional, name);
  return collection(field, name) ?? classOf(field as Shape, name);
}

const itemType = (item: Primitive | Shape, name: string) => (isPrimitive(item) ? item : classOf(item, name));

function collection(field: Field, name: string): DefinitionType | undefined {
  if (typeof field !== 'object') return undefined;
  if ('array' in field) return { array: itemType(field.array as Primitive | Shape, name) } as DefinitionType;
  if ('map' in field) return { map: itemType(field.map as Primitive | Shape, name) } as DefinitionType;
  return undefined;
}

/** An optional field's definition: it starts unset (Colyseus would otherwise create an empty child
 * object or collection, which a client decodes as present). */
function unset(inner: Field, name: string): DefinitionType {
  if (isPrimitive(inner)) return { type: inner, default: undefined } as DefinitionType;
  const d = collection(inner, name) ?? classOf(inner as Shape, name);
  if (typeof d === 'function') return { type: d, default: undefined } as DefinitionType;
  return { ...(d as object), default: undefined } as DefinitionType;
}

/** The schema class of a shape (built once per shape object). `name` shows in errors and tools;
 * a nested object's class is named by its path (`GameSync.players`). */
export function classOf<S extends Shape>(shape: S, name = 'Synced', parent?: SchemaClass): SchemaClassOf<S> {
  let klass = built.get(shape);
  if (!klass) {
    const fields: Record<string, DefinitionType> = {};
    for (const [field, type] of Object.entries(shape)) fields[field] = definition(type, `${name}.${field}`);
    klass = schema(fields, name, parent) as unknown as SchemaClass;
    built.set(shape, klass);
  }
  return klass as unknown as SchemaClassOf<S>;
}

/** An instance of a shape's class, typed field by field (what server code reads and writes). */
export type SchemaOf<F> =
  F extends Text<infer T>
    ? T
    : F extends Primitive | { readonly initially: unknown }
      ? F extends 'number'
        ? number
        : F extends 'boolean'
          ? boolean
          : F extends { readonly initially: infer V }
            ? V extends number
              ? number
              : V extends boolean
                ? boolean
                : string
            : string
      : F extends { readonly array: infer E }
        ? ArraySchema<SchemaOf<E>>
        : F extends { readonly map: infer E }
          ? MapSchema<SchemaOf<E>>
          : F extends { readonly optional: infer O } | { readonly secret: infer O }
            ? SchemaOf<O> | undefined
            : F extends Shape
              ? Schema & { -readonly [K in keyof F]: SchemaOf<F[K]> }
              : never;

export type SchemaClassOf<S extends Shape> = new () => SchemaOf<S>;
