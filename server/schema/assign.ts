// Copies a plain JSON value into a Colyseus schema instance in place, field by field, so that only
// what changed is delta-encoded and schema instances keep their identity (StateView membership is
// per instance). Driven by the schema's own field metadata: a schema class that mirrors a JSON type
// field-for-field needs no hand-written projection code.
import { ArraySchema, MapSchema, Metadata, Schema } from '@colyseus/schema';

type SchemaClass = new () => Schema;
type FieldType = string | SchemaClass | { array: string | SchemaClass } | { map: string | SchemaClass };
type Plain = Record<string, unknown>;

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
 * The plain value each tree was last assigned from, by its top instance. Sources come from engine
 * states, which are never mutated and share what an action left untouched, so the walk compares
 * the new source with the last one rather than with the schema: an equal value or the same object
 * means nothing there changed, and neither the schema's setters nor its array proxies are touched.
 * So a tree must be written only through assignPlain on its top instance.
 */
const lastSource = new WeakMap<Schema, object>();

/** Assigns `plain[field]` to every schema field of `target`; `null`/`undefined` clear the field. */
export function assignPlain(target: Schema, plain: object): void {
  const before = lastSource.get(target);
  lastSource.set(target, plain);
  assignFields(target, plain as Plain, before as Plain | undefined);
}

/** Whether `value` (a schema object's new source) has every field of `before`, its last one. */
function sameFields(klass: SchemaClass, value: Plain, before: Plain): boolean {
  for (const [name] of fieldsOf(klass)) if (value[name] !== before[name]) return false;
  return true;
}

/**
 * @colyseus/schema 3.0 writes a string of exactly 255 UTF-8 bytes with length 0 (colyseus/schema#216)
 * and every client then misreads the rest of the patch. A game's synced shape must avoid such strings
 * (Dice Hospital's packed lists do); one that slips through fails the room loudly here instead.
 */
function encodable(value: unknown, where: string): unknown {
  if (typeof value === 'string' && value.length >= 85 && value.length <= 255 && Buffer.byteLength(value) === 255) {
    throw new Error(`${where}: a string of exactly 255 UTF-8 bytes, which @colyseus/schema 3.0 encodes with length 0`);
  }
  return value;
}

/** `target` holds `before` (undefined: unknown); makes it hold `plain`. */
function assignFields(target: Schema, plain: Plain, before: Plain | undefined): void {
  if (plain === before) return;
  const klass = target.constructor as SchemaClass;
  const t = target as unknown as Plain;
  for (const [name, type] of fieldsOf(klass)) {
    const value = plain[name];
    const was = before?.[name];
    if (before && value === was) continue;
    if (value === undefined || value === null) {
      if (t[name] === undefined) continue;
      if (hasViewFields(klass)) {
        throw new Error(`${klass.name}.${name}: cannot clear a field of a class with @view fields; use a sentinel`);
      }
      t[name] = undefined;
    } else if (typeof type === 'string') {
      t[name] = encodable(value, `${klass.name}.${name}`);
    } else if (isClass(type)) {
      const child = t[name] as Schema | undefined;
      if (child) {
        assignFields(child, value as Plain, was as Plain | undefined);
      } else {
        const fresh = new type();
        assignFields(fresh, value as Plain, undefined);
        t[name] = fresh;
      }
    } else if ('array' in type) {
      const arr = t[name] as ArraySchema<unknown> | undefined;
      if (arr) assignArray(arr, type.array, value as unknown[], was as unknown[] | undefined);
      else assignArray((t[name] = new ArraySchema<unknown>()) as ArraySchema<unknown>, type.array, value as unknown[], undefined);
    } else {
      const map = t[name] as MapSchema<unknown> | undefined;
      if (map) assignMap(map, type.map, value as Plain, was as Plain | undefined);
      else assignMap((t[name] = new MapSchema<unknown>()) as MapSchema<unknown>, type.map, value as Plain, undefined);
    }
  }
}

/** `arr` holds `before` (undefined: unknown); makes it hold `values`, touching only changed items. */
function assignArray(arr: ArraySchema<unknown>, itemType: string | SchemaClass, values: unknown[], before: unknown[] | undefined): void {
  if (values === before) return;
  let length = before ? before.length : arr.length;
  for (; length > values.length; length--) arr.pop();
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    const was = before && i < before.length ? before[i] : undefined;
    if (was !== undefined && value === was) continue;
    if (isClass(itemType)) {
      if (i < length) {
        // A copied item with the same fields (the engine copies a seat's items when it acts) is left as it is.
        if (was !== undefined && sameFields(itemType, value as Plain, was as Plain)) continue;
        assignFields(arr[i] as Schema, value as Plain, was as Plain | undefined);
      } else {
        const child = new itemType();
        assignFields(child, value as Plain, undefined);
        arr.push(child);
        length++;
      }
    } else if (i < length) {
      arr[i] = encodable(value, 'an array item');
    } else {
      arr.push(encodable(value, 'an array item'));
      length++;
    }
  }
}

function assignMap(map: MapSchema<unknown>, itemType: string | SchemaClass, values: Plain, before: Plain | undefined): void {
  if (values === before) return;
  for (const key of [...map.keys()]) if (!(key in values)) map.delete(key);
  for (const [key, value] of Object.entries(values)) {
    const was = before?.[key];
    if (was !== undefined && value === was) continue;
    if (isClass(itemType)) {
      const existing = map.get(key) as Schema | undefined;
      if (existing) {
        assignFields(existing, value as Plain, was as Plain | undefined);
      } else {
        const child = new itemType();
        assignFields(child, value as Plain, undefined);
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
