// Compile-time proof that a game's hand-written schema classes decode to exactly the JSON type its
// conversions (syncFromView / viewFromSync) are written against: the same fields, the same
// optionality, the same kinds of values. A field added to one and not the other fails `tsc`.
import type { ArraySchema, MapSchema, Schema } from '@colyseus/schema';

/** What `toJSON()` gives for a schema instance's type. */
export type Decoded<T> =
  T extends ArraySchema<infer U>
    ? Decoded<U>[]
    : T extends MapSchema<infer U>
      ? Record<string, Decoded<U>>
      : T extends Schema
        ? { [K in keyof T as K extends keyof Schema ? never : T[K] extends (...args: never[]) => unknown ? never : K]: Decoded<T[K]> }
        : T;

/** A JSON type with its string literal unions widened to string (schema fields are plain strings),
 * and null read as unset (assignPlain clears a field it is given null for). */
export type Widened<T> = T extends null
  ? undefined
  : T extends string
    ? string
    : T extends number
      ? number
      : T extends boolean
        ? boolean
        : T extends (infer U)[]
          ? Widened<U>[]
          : T extends object
            ? { [K in keyof T]: Widened<T[K]> }
            : T;

/** True only when A and B are the same type (not merely assignable either way). */
export type Same<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;
