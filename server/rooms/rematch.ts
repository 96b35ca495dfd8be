// The shape of a rematch announcement: the id and invite code of the private room a player opened
// for the same table (same player count and options).
import { z } from 'zod';

export const RematchRequest = z.strictObject({
  roomId: z.string().min(1).max(64),
  code: z.string().max(32),
});
