// One declaration of a game's synced state: the server builds its Colyseus schema classes from it
// (server/schema/fromShape.ts), and the TypeScript type of the JSON a client decodes is derived
// from it (`JsonOf`), so a game's conversion functions between its view and the synced JSON
// (`syncFromView`, `viewFromSync`) are checked by the compiler against the very shape the server
// sends. Colyseus schema holds no nulls inside arrays and no nested arrays: a shape says how a
// game represents those (sentinels, wrapper objects), once, beside the conversions.

export type Primitive = 'number' | 'string' | 'boolean';

declare const literal: unique symbol;
/** A string field whose values the TypeScript types narrow to `T` (a union of literals): on the wire
 * and in the schema a plain string. Declared with `text<T>()`. */
export type Text<T extends string> = 'string' & { readonly [literal]: T };
export const text = <T extends string>(): Text<T> => 'string' as Text<T>;

/** What a collection holds: primitives or objects of one shape. */
type Item = Primitive | Shape;
type Collection = { readonly array: Item } | { readonly map: Item };

/**
 * A field: a primitive (starting as 0, '' or false), a primitive with another starting value
 * (`{ initially: 'lobby' }`), a nested object, an array or a map (by string key) of either, optional
 * (may be unset; starts unset), or secret (a `@view` field: only the connections whose view holds its
 * object see it).
 */
export type Field =
  | Primitive
  | { readonly initially: string | number | boolean }
  | Shape
  | Collection
  | { readonly optional: Item | Collection }
  | { readonly secret: Item | Collection };

export interface Shape {
  readonly [field: string]: Field;
}

type PrimitiveJson<P> = P extends 'number' ? number : P extends 'string' ? string : P extends 'boolean' ? boolean : never;
type Widen<V> = V extends string ? string : V extends number ? number : V extends boolean ? boolean : never;

type Optionalish = { readonly optional: unknown } | { readonly secret: unknown };
type RequiredKeys<S> = { [K in keyof S]: S[K] extends Optionalish ? never : K }[keyof S];
type OptionalKeys<S> = { [K in keyof S]: S[K] extends Optionalish ? K : never }[keyof S];
type Flatten<T> = { [K in keyof T]: T[K] };

/** The JSON a shape's schema decodes to (`toJSON()`): optional and secret fields may be absent. */
export type JsonOf<F> =
  F extends Text<infer T>
    ? T
    : F extends Primitive
      ? PrimitiveJson<F>
      : F extends { readonly initially: infer V }
        ? Widen<V>
        : F extends { readonly array: infer E }
          ? JsonOf<E>[]
          : F extends { readonly map: infer E }
            ? Record<string, JsonOf<E>>
            : F extends { readonly optional: infer O }
              ? JsonOf<O>
              : F extends { readonly secret: infer S }
                ? JsonOf<S>
                : F extends Shape
                  ? Flatten<{ -readonly [K in RequiredKeys<F>]: JsonOf<F[K]> } & { -readonly [K in OptionalKeys<F>]?: JsonOf<F[K]> }>
                  : never;

/**
 * What a projection may assign to a shape's schema (server/schema/assign.ts `assignPlain`): its JSON,
 * except that an optional field may also be given null (which unsets it) and lists may be readonly
 * (engine states are never mutated). Every `JsonOf` value is one.
 */
export type SyncOf<F> = F extends Text<string> | Primitive | { readonly initially: unknown }
  ? JsonOf<F>
  : F extends { readonly array: infer E }
    ? readonly SyncOf<E>[]
    : F extends { readonly map: infer E }
      ? Readonly<Record<string, SyncOf<E>>>
      : F extends { readonly optional: infer O }
        ? SyncOf<O> | null
        : F extends { readonly secret: infer S }
          ? SyncOf<S>
          : F extends Shape
            ? Flatten<{ readonly [K in RequiredKeys<F>]: SyncOf<F[K]> } & { readonly [K in OptionalKeys<F>]?: SyncOf<F[K]> }>
            : never;

/** Declares a shape, keeping its literal type (so `JsonOf` can read it). */
export const shape = <S extends Shape>(s: S): S => s;
