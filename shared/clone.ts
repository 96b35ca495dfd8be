// Deep copy of plain JSON data (objects, arrays, primitives). Much faster than structuredClone for
// the small, wide objects game states are made of, which matters on the engine's hot path.
export function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clone(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = clone(v);
  }
  return out as T;
}
