// A state frozen through and through: test modules are strict, so any write into it (even of an equal
// value) throws, which shows that an engine's applyAction left its input alone.
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const part of Object.values(value)) deepFreeze(part);
}
