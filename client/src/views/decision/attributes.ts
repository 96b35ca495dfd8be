// data-* attributes given as a record ({ choice: 'pass' } → data-choice="pass"): the hooks tests and
// styles find a control by, passed through the decision primitives untouched.
export type DataAttributes = Record<string, string | number | boolean | undefined>;

export function dataAttributes(data: DataAttributes | undefined): Record<string, string | number | boolean | undefined> {
  const out: Record<string, string | number | boolean | undefined> = {};
  for (const [name, value] of Object.entries(data ?? {})) out[`data-${name}`] = value;
  return out;
}
