// How many schema objects (objects, arrays, maps) a synced tree holds: each keeps change tracking of
// its own on the server, about 2 KB a room (docs/games.md).
import { ArraySchema, MapSchema, Schema } from '@colyseus/schema';

/** Schema objects under `value`, itself included. */
export function schemaObjects(value: unknown): number {
  if (value instanceof ArraySchema) return 1 + [...value].reduce((n: number, item) => n + schemaObjects(item), 0);
  if (value instanceof MapSchema) return 1 + [...value.values()].reduce((n: number, item) => n + schemaObjects(item), 0);
  if (value instanceof Schema) {
    return 1 + Object.keys(value.toJSON()).reduce((n, field) => n + schemaObjects((value as unknown as Record<string, unknown>)[field]), 0);
  }
  return 0;
}
