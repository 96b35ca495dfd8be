// One declaration of a game's synced state: the server builds its Colyseus schema classes from it
// (server/schema/fromShape.ts), and the TypeScript type of the JSON a client decodes is derived
// from it (`JsonOf`), so a game's conversion functions between its view and the synced JSON
// (`syncFromView`, `viewFromSync`) are checked by the compiler against the very shape the server
// sends. Colyseus schema holds no nulls inside arrays and no nested arrays: a shape says how a
// game represents those (sentinels, wrapper objects), once, beside the conversions.

export type Primitive = 'number' | 'string' | 'boolean';

/** A field: a primitive, a nested object, an array of either, optional (may be unset), or secret
 * (a `@view` field: only the connections whose view holds its object see it). */
export type Field =
  | Primitive
  | Shape
  | { readonly array: Primitive | Shape }
  | { readonly optional: Primitive | Shape | { readonly array: Primitive | Shape } }
  | { readonly secret: Primitive | Shape | { readonly array: Primitive | Shape } };

export interface Shape {
  readonly [field: string]: Field;
}

type PrimitiveJson<P> = P extends 'number' ? number : P extends 'string' ? string : P extends 'boolean' ? boolean : never;

type Optionalish = { readonly optional: unknown } | { readonly secret: unknown };
type RequiredKeys<S> = { [K in keyof S]: S[K] extends Optionalish ? never : K }[keyof S];
type OptionalKeys<S> = { [K in keyof S]: S[K] extends Optionalish ? K : never }[keyof S];

/** The JSON a shape's schema decodes to (`toJSON()`): optional and secret fields may be absent. */
export type JsonOf<F> = F extends Primitive
  ? PrimitiveJson<F>
  : F extends { readonly array: infer E }
    ? JsonOf<E>[]
    : F extends { readonly optional: infer O }
      ? JsonOf<O>
      : F extends { readonly secret: infer S }
        ? JsonOf<S>
        : F extends Shape
          ? Flatten<{ -readonly [K in RequiredKeys<F>]: JsonOf<F[K]> } & { -readonly [K in OptionalKeys<F>]?: JsonOf<F[K]> }>
          : never;

type Flatten<T> = { [K in keyof T]: T[K] };

/** Declares a shape, keeping its literal type (so `JsonOf` can read it). */
export const shape = <S extends Shape>(s: S): S => s;
