// Shapes of the platform messages and of create/join options, checked at the edge with zod before
// anything else looks at them. A game action inside the `action` envelope is not looked into here:
// the engine's applyAction validates untrusted input itself.
import { z } from 'zod';
import { cleanText, hasVisibleCharacter } from '../../shared/text.js';
import { BOTS_AFTER_CHOICES, BOT_LEVELS, MAX_NAME_LENGTH, MIN_NAME_LENGTH, PACES, type Pace } from '../../shared/protocol.js';

export const ActionEnvelope = z.strictObject({
  action: z.custom<unknown>((value) => value !== undefined, 'an action is required'),
  seat: z.number().int().optional(),
  version: z.number().int().min(0).optional(),
});

export type ActionEnvelope = z.infer<typeof ActionEnvelope>;

const ENVELOPE_KEYS = new Set(['action', 'seat', 'version']);
const wholeOrAbsent = (n: unknown, min: number) => n === undefined || (typeof n === 'number' && Number.isSafeInteger(n) && n >= min);

/**
 * The `action` envelope, checked as ActionEnvelope checks it: every move passes here, so a plain
 * object that is plainly well formed is taken as it is, and anything else goes through the schema
 * (which says what is wrong). Accepts nothing the schema refuses.
 */
export function parseActionEnvelope(payload: unknown): ReturnType<typeof ActionEnvelope.safeParse> {
  if (typeof payload === 'object' && payload !== null && Object.getPrototypeOf(payload) === Object.prototype) {
    const envelope = payload as Record<string, unknown>;
    let plain = envelope.action !== undefined && wholeOrAbsent(envelope.seat, Number.MIN_SAFE_INTEGER) && wholeOrAbsent(envelope.version, 0);
    if (plain) for (const key in envelope) if (!ENVELOPE_KEYS.has(key) || !Object.hasOwn(envelope, key)) plain = false;
    if (plain) return { success: true, data: envelope as ActionEnvelope } as ReturnType<typeof ActionEnvelope.safeParse>;
  }
  return ActionEnvelope.safeParse(payload);
}

export const StartPayload = z.union([z.strictObject({}), z.undefined(), z.null()]);
export const BackPayload = StartPayload;

export const AddBotPayload = z.strictObject({
  level: z.enum(BOT_LEVELS),
  seat: z.number().int().min(0).max(15).optional(),
});

export const RemoveBotPayload = z.strictObject({ seat: z.number().int().min(0).max(15) });

/** Only the waits the browser offers (seconds); any other number is refused. */
const BotsAfter = z.literal(BOTS_AFTER_CHOICES).optional();

/** Create options; unknown keys are tolerated (colyseus.js adds its own on some calls). */
export const CreateOptionsSchema = z.looseObject({
  playerCount: z.number().int(),
  options: z.unknown().optional(),
  private: z.boolean().optional(),
  pace: z.enum(Object.keys(PACES) as [Pace, ...Pace[]]).optional(),
  botsAfter: BotsAfter,
});

export const JoinOptionsSchema = z.looseObject({
  name: z.unknown().optional(),
  seatToken: z.string().max(200).optional(),
  spectator: z.boolean().optional(),
  code: z.string().max(32).optional(),
  botsAfter: BotsAfter,
});

export type JoinOptionsParsed = z.infer<typeof JoinOptionsSchema>;

export type NameCheck = { ok: true; name: string } | { ok: false; reason: string };

/**
 * The cleaned display name (shared/text.ts: NFKC, spaces folded), or why it is not acceptable.
 * A name with control, invisible or text-direction characters is refused rather than cleaned: it
 * would show as something else than what its owner typed ("Bob" + RLO + "...", "dh0" + ZWSP).
 */
export function parseName(raw: unknown): NameCheck {
  if (typeof raw !== 'string') return { ok: false, reason: 'a display name is needed' };
  if (raw.length > 200) return { ok: false, reason: `a display name has at most ${MAX_NAME_LENGTH} characters` };
  const { text: name, altered } = cleanText(raw);
  if (altered) return { ok: false, reason: 'a display name cannot contain control, invisible or text-direction characters' };
  const length = [...name].length;
  if (length < MIN_NAME_LENGTH || length > MAX_NAME_LENGTH) {
    return { ok: false, reason: `a display name of ${MIN_NAME_LENGTH}-${MAX_NAME_LENGTH} characters is needed` };
  }
  if (!hasVisibleCharacter(name)) return { ok: false, reason: 'a display name needs a visible letter, digit or symbol' };
  return { ok: true, name };
}

/** One line naming what is wrong, for error messages. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}
