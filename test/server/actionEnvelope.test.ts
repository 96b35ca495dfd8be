// Every move's envelope is checked by parseActionEnvelope, which takes a plainly well-formed one as it
// is and hands anything else to the zod schema: it must accept exactly what the schema accepts.
import { describe, expect, it } from 'vitest';
import { ActionEnvelope, parseActionEnvelope } from '../../server/rooms/messages.js';

const action = { type: 'pass' };
const payloads: unknown[] = [
  { action },
  { action, seat: 2 },
  { action, seat: 0, version: 0 },
  { action, version: 7 },
  { action, seat: undefined, version: undefined },
  { action: 0 },
  { action: null },
  {},
  { action: undefined },
  { seat: 1 },
  { action, seat: 1.5 },
  { action, seat: '1' },
  { action, seat: -1 },
  { action, version: -1 },
  { action, version: 2 ** 60 },
  { action, version: Number.NaN },
  { action, version: Infinity },
  { action, extra: true },
  { action, __proto__: { seat: 1 } },
  JSON.parse('{"action": {"type": "pass"}, "__proto__": {"x": 1}}'),
  Object.create(null),
  Object.assign(Object.create(null), { action }),
  [action],
  'pass',
  null,
  undefined,
  42,
];

describe('parseActionEnvelope', () => {
  it('accepts and refuses what the ActionEnvelope schema does, with the same data', () => {
    for (const payload of payloads) {
      const fast = parseActionEnvelope(payload);
      const schema = ActionEnvelope.safeParse(payload);
      expect(fast.success, JSON.stringify(payload)).toBe(schema.success);
      if (fast.success && schema.success) expect(fast.data).toEqual(schema.data);
      else expect(fast.error?.issues).toEqual(schema.error?.issues);
    }
  });
});
