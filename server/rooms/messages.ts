// Shapes of the platform messages and of create/join options, checked at the edge with zod before
// anything else looks at them. A game action inside the `action` envelope is not looked into here:
// the engine's applyAction validates untrusted input itself.
import { z } from 'zod';
import { MAX_NAME_LENGTH, MIN_NAME_LENGTH } from '../../shared/protocol.js';

export const ActionEnvelope = z.strictObject({
  action: z.custom<unknown>((value) => value !== undefined, 'an action is required'),
  seat: z.number().int().optional(),
});

export const StartPayload = z.union([z.strictObject({}), z.undefined(), z.null()]);

const name = z
  .string()
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(MIN_NAME_LENGTH).max(MAX_NAME_LENGTH));

/** Create options; unknown keys are tolerated (colyseus.js adds its own on some calls). */
export const CreateOptionsSchema = z.looseObject({
  playerCount: z.number().int(),
  options: z.unknown().optional(),
  private: z.boolean().optional(),
});

export const JoinOptionsSchema = z.looseObject({
  name: z.unknown().optional(),
  seatToken: z.string().max(200).optional(),
  spectator: z.boolean().optional(),
  code: z.string().max(32).optional(),
});

export type JoinOptionsParsed = z.infer<typeof JoinOptionsSchema>;

/** The cleaned display name, or null when it is missing or not acceptable. */
export function parseName(raw: unknown): string | null {
  const parsed = name.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** One line naming what is wrong, for error messages. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}
