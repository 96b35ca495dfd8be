// The operators' API under /api/admin (docs/operations.md): this process's live rooms,
// closing a room, removing a player, address bans, the maintenance notice, draining the process,
// and the chat reports. Every request is counted per address first (wrong tokens too, so a token
// cannot be guessed quickly), then needs the operator token (operatorAuth.ts). Bodies are JSON,
// checked with zod; bad input gets 400 with what is wrong, and changes nothing.
import { isIP } from 'node:net';
import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { NOTICE_MAX_LENGTH, REASON_MAX_LENGTH } from '../../shared/protocol.js';
import { cleanText } from '../../shared/text.js';
import type { Logger } from '../logger.js';
import type { BanList } from '../lobby/banList.js';
import type { MaintenanceNotice } from '../lobby/maintenanceNotice.js';
import type { LiveRooms } from '../rooms/liveRooms.js';
import type { ModerationStore } from '../store/moderationStore.js';
import { requireOperator } from './operatorAuth.js';
import { rateLimit, type Limiter } from './rateLimit.js';
import { jsonBodyErrors } from './responses.js';

/** Longest ban: 30 days. */
export const MAX_BAN_MINUTES = 30 * 24 * 60;
/** Reports one listing returns. */
const REPORTS_LISTED = 200;

export interface OperatorApiOptions {
  adminToken: string | null;
  limiter: Limiter;
  maxBodyBytes: number;
  liveRooms: LiveRooms;
  bans: BanList;
  notice: MaintenanceNotice;
  moderation: ModerationStore;
  /** Whether this process is drained, and draining it (or taking rooms again). */
  drain: { readonly draining: boolean; set(draining: boolean): void };
  logger: Logger;
}

/** Shown text: cleaned like chat (shared/text.ts), then bounded. */
const shownText = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((raw) => cleanText(raw).text)
    .refine((text) => text.length <= max, `at most ${max} characters`);

const Reason = z.strictObject({ reason: shownText(REASON_MAX_LENGTH).optional() });
const Removal = z.strictObject({ seat: z.number().int().min(0).max(15), reason: shownText(REASON_MAX_LENGTH).optional() });
const Address = z
  .string()
  .max(64)
  .refine((a) => isIP(a.trim()) !== 0, 'an IPv4 or IPv6 address');
const NewBan = z.strictObject({
  address: Address,
  minutes: z.number().int().min(1).max(MAX_BAN_MINUTES),
  reason: shownText(REASON_MAX_LENGTH).optional(),
});
const Notice = z.strictObject({ text: shownText(NOTICE_MAX_LENGTH).refine((t) => t.length > 0, 'a notice needs some text') });
const Drain = z.strictObject({ draining: z.boolean() });

function badRequest(res: Response, error: z.ZodError): void {
  const what = error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
  res.status(400).json({ code: 'bad_request', message: what });
}

/** The parsed body, or null once a 400 was sent. */
function bodyOf<S extends z.ZodType>(schema: S, req: Request, res: Response): z.infer<S> | null {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  badRequest(res, parsed.error);
  return null;
}

const wrap =
  (handler: (req: Request, res: Response) => Promise<void> | void): express.RequestHandler =>
  (req, res, next) => {
    Promise.resolve(handler(req, res)).catch(next);
  };

export function operatorApi(options: OperatorApiOptions): express.Router {
  const { liveRooms, bans, notice, logger } = options;
  const router = express.Router();
  router.use(rateLimit(options.limiter));
  router.use(requireOperator(options.adminToken ?? undefined));
  router.use(express.json({ limit: options.maxBodyBytes, strict: true }));

  router.get(
    '/rooms',
    wrap((_req, res) => {
      const rooms = liveRooms
        .list()
        .map((room) => room.describe())
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      res.json({ draining: options.drain.draining, notice: notice.text, rooms });
    }),
  );

  router.post(
    '/rooms/:roomId/close',
    wrap(async (req, res) => {
      const body = bodyOf(Reason, req, res);
      if (!body) return;
      const room = liveRooms.get(String(req.params.roomId));
      if (!room) return void res.status(404).json({ code: 'not_found', message: 'this process holds no such room' });
      logger.warn({ event: 'operator_close', roomId: room.roomId, reason: body.reason ?? '' }, 'operator closes a room');
      await room.close(body.reason ?? '');
      res.json({ closed: room.roomId });
    }),
  );

  router.post(
    '/rooms/:roomId/remove',
    wrap(async (req, res) => {
      const body = bodyOf(Removal, req, res);
      if (!body) return;
      const room = liveRooms.get(String(req.params.roomId));
      if (!room) return void res.status(404).json({ code: 'not_found', message: 'this process holds no such room' });
      const outcome = await room.removePlayer(body.seat, body.reason ?? '');
      if (outcome === 'no_such_seat') return void res.status(404).json({ code: 'no_such_seat', message: `seat ${body.seat} holds no person` });
      res.json({ removed: { roomId: room.roomId, seat: body.seat } });
    }),
  );

  router.get(
    '/bans',
    wrap(async (_req, res) => {
      await bans.refresh();
      res.json({ bans: bans.list() });
    }),
  );

  router.post(
    '/bans',
    wrap(async (req, res) => {
      const body = bodyOf(NewBan, req, res);
      if (!body) return;
      const ban = await bans.ban(body.address, body.minutes, body.reason ?? '');
      logger.warn({ event: 'operator_ban', address: ban.address, until: ban.until }, 'operator banned an address');
      res.status(201).json({ ban });
    }),
  );

  router.delete(
    '/bans/:address',
    wrap(async (req, res) => {
      const parsed = Address.safeParse(String(req.params.address ?? ''));
      if (!parsed.success) return badRequest(res, parsed.error);
      if (!(await bans.lift(parsed.data))) return void res.status(404).json({ code: 'not_found', message: 'this address is not banned' });
      logger.warn({ event: 'operator_unban', address: parsed.data }, 'operator lifted a ban');
      res.json({ lifted: parsed.data });
    }),
  );

  router.put(
    '/notice',
    wrap((req, res) => {
      const body = bodyOf(Notice, req, res);
      if (!body) return;
      notice.set(body.text);
      logger.info({ event: 'notice_set', text: body.text }, 'maintenance notice set');
      res.json({ notice: notice.text, since: notice.since });
    }),
  );

  router.delete(
    '/notice',
    wrap((_req, res) => {
      notice.set(null);
      logger.info({ event: 'notice_cleared' }, 'maintenance notice cleared');
      res.json({ notice: null });
    }),
  );

  router.post(
    '/drain',
    wrap((req, res) => {
      const body = bodyOf(Drain.partial(), req, res);
      if (!body) return;
      const draining = body.draining ?? true;
      options.drain.set(draining);
      logger.warn(
        { event: draining ? 'drain' : 'undrain' },
        draining ? 'operator drains the process: no new rooms' : 'operator: the process takes new rooms again',
      );
      res.json({ draining });
    }),
  );

  router.get(
    '/reports',
    wrap(async (_req, res) => {
      res.json({ reports: await options.moderation.reports(REPORTS_LISTED) });
    }),
  );

  router.use((_req, res) => {
    res.status(404).json({ code: 'not_found', message: 'no such operator endpoint' });
  });
  router.use(jsonBodyErrors(options.maxBodyBytes));
  return router;
}
