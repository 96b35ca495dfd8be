// Copies a plain JSON value into a Colyseus schema instance in place, field by field, so that only
// what changed is delta-encoded and schema instances keep their identity (StateView membership is
// per instance). Driven by the schema's own field metadata: a schema class that mirrors a JSON type
// field-for-field needs no hand-written projection code.
import { ArraySchema, MapSchema, Metadata, Schema } from '@colyseus/schema';

type SchemaClass = new () => Schema;
type FieldType = string | SchemaClass | { array: string | SchemaClass } | { map: string | SchemaClass };

const fieldsCache = new Map<SchemaClass, [string, FieldType][]>();
const viewTagged = new Map<SchemaClass, boolean>();

/**
 * @colyseus/schema 3.0 files the deletion of any field of a class that has a @view field as a
 * filtered change (ChangeTree.delete), so clients that do not hold the instance in their view
 * never learn the field was cleared. Such classes must use sentinel values instead of unset.
 */
function hasViewFields(klass: SchemaClass): boolean {
  let tagged = viewTagged.get(klass);
  if (tagged === undefined) {
    const metadata = (klass as unknown as Record<symbol, Record<number, { tag?: number }> | undefined>)[Symbol.metadata];
    tagged = Object.values(metadata ?? {}).some((field) => field?.tag !== undefined);
    viewTagged.set(klass, tagged);
  }
  return tagged;
}

function fieldsOf(klass: SchemaClass): [string, FieldType][] {
  let fields = fieldsCache.get(klass);
  if (!fields) {
    fields = Object.entries(Metadata.getFields(klass) as Record<string, FieldType>);
    fieldsCache.set(klass, fields);
  }
  return fields;
}

const isClass = (t: unknown): t is SchemaClass => typeof t === 'function';

/**
 * The source each schema instance (or ArraySchema/MapSchema) was last assigned from. Sources come
 * from engine states, which are never mutated and share what an action left untouched, so the same
 * source object means nothing below it changed: the walk stops there.
 */
const lastSource = new WeakMap<object, unknown>();
const unchanged = (target: object, source: unknown): boolean => {
  if (lastSource.get(target) === source) return true;
  lastSource.set(target, source);
  return false;
};

/** Assigns `plain[field]` to every schema field of `target`; `null`/`undefined` clear the field. */
export function assignPlain(target: Schema, plain: object): void {
  if (unchanged(target, plain)) return;
  const record = plain as Record<string, unknown>;
  const fields = fieldsOf(target.constructor as SchemaClass);
  const t = target as unknown as Record<string, unknown>;
  for (const [name, type] of fields) {
    const value = record[name];
    if (value === undefined || value === null) {
      if (t[name] === undefined) continue;
      if (hasViewFields(target.constructor as SchemaClass)) {
        throw new Error(`${target.constructor.name}.${name}: cannot clear a field of a class with @view fields; use a sentinel`);
      }
      t[name] = undefined;
    } else if (typeof type === 'string') {
      t[name] = value;
    } else if (isClass(type)) {
      let child = t[name] as Schema | undefined;
      if (!child) {
        child = new type();
        assignPlain(child, value as object);
        t[name] = child;
      } else {
        assignPlain(child, value as object);
      }
    } else if ('array' in type) {
      let arr = t[name] as ArraySchema<unknown> | undefined;
      if (!arr) t[name] = arr = new ArraySchema<unknown>();
      assignArray(arr, type.array, value as unknown[]);
    } else {
      let map = t[name] as MapSchema<unknown> | undefined;
      if (!map) t[name] = map = new MapSchema<unknown>();
      assignMap(map, type.map, value as Record<string, unknown>);
    }
  }
}

function assignArray(arr: ArraySchema<unknown>, itemType: string | SchemaClass, values: unknown[]): void {
  if (unchanged(arr, values)) return;
  while (arr.length > values.length) arr.pop();
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (isClass(itemType)) {
      const existing = i < arr.length ? (arr[i] as Schema) : undefined;
      if (existing) {
        assignPlain(existing, value as object);
      } else {
        const child = new itemType();
        assignPlain(child, value as object);
        arr.push(child);
      }
    } else if (i < arr.length) {
      arr[i] = value;
    } else {
      arr.push(value);
    }
  }
}

function assignMap(map: MapSchema<unknown>, itemType: string | SchemaClass, values: Record<string, unknown>): void {
  if (unchanged(map, values)) return;
  for (const key of [...map.keys()]) if (!(key in values)) map.delete(key);
  for (const [key, value] of Object.entries(values)) {
    if (isClass(itemType)) {
      const existing = map.get(key) as Schema | undefined;
      if (existing) {
        assignPlain(existing, value as object);
      } else {
        const child = new itemType();
        assignPlain(child, value as object);
        map.set(key, child);
      }
    } else {
      map.set(key, value);
    }
  }
}

/** Assigns `plain` to `parent[field]`, creating the child schema the first time (a game's synced
 * state under the room's root, say). */
export function assignChild<T extends Schema>(parent: Schema, field: string, klass: new () => T, plain: object): void {
  const record = parent as unknown as Record<string, T | undefined>;
  let child = record[field];
  if (!child) {
    child = new klass();
    assignPlain(child, plain);
    record[field] = child;
  } else {
    assignPlain(child, plain);
  }
}
