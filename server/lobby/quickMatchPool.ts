// Which quick-match pool a join request belongs to, computed by the server from the options as the
// game reads them (so `{}` and `{events: false}` pool together, and a junk field opens no pool of
// its own), and a signed-in player's match by skill within the pool of signed-in players' tables.
import { matchMaker } from '@colyseus/core';
import { DEFAULT_PACE, PACES, type Pace } from '../../shared/protocol.js';
import { INITIAL_RATING } from '../accounts/ratings.js';
import type { AccountStore } from '../accounts/accountStore.js';
import type { ServerGame } from '../games.js';
import { quickMatchKey, type RoomMetadata } from '../rooms/roomListing.js';
import { SKILL_POOL, pickTable, skillStampOf, type SkillStamp } from './skillMatch.js';

/** A key no room has: invalid options, or a skill match that opens a table of its own. */
const NO_ROOM = 'invalid';

/** The pool of these join options; NO_ROOM when they are not valid for the game. */
export function poolKeyOf(game: ServerGame, clientOptions: Record<string, unknown>): string {
  try {
    const options = game.adapter.parseOptions(clientOptions.options ?? {}, Number(clientOptions.playerCount));
    const pace = (clientOptions.pace ?? DEFAULT_PACE) as Pace;
    if (!Object.hasOwn(PACES, pace)) return NO_ROOM;
    return quickMatchKey(Number(clientOptions.playerCount), game.adapter.optionsKey(options as never), pace);
  } catch {
    return NO_ROOM;
  }
}

/** What the matchmaker looks for: the pool, or for a skill match the chosen table (or none, to open one). */
export function poolFilterOf(game: ServerGame, clientOptions: Record<string, unknown>): { key: string; roomId?: string } {
  const key = poolKeyOf(game, clientOptions);
  const stamp = skillStampOf(clientOptions);
  if (!stamp || key === NO_ROOM) return { key };
  return stamp.table ? { key: key + SKILL_POOL, roomId: stamp.table } : { key: NO_ROOM };
}

interface Listing {
  roomId: string;
  metadata?: RoomMetadata;
}

/** The skill match of a signed-in player's quick match (RoomServices.skillMatch); solo tables are not matched. */
export function skillMatcher(games: readonly ServerGame[], accounts: AccountStore) {
  return async (gameId: string, clientOptions: unknown, accountId: string): Promise<SkillStamp | null> => {
    const game = games.find((g) => g.info.id === gameId);
    const options = clientOptions as Record<string, unknown>;
    if (!game || Number(options.playerCount) < 2) return null;
    const key = poolKeyOf(game, options);
    if (key === NO_ROOM) return null;
    const mu = ((await accounts.ratingOf(accountId, gameId)) ?? INITIAL_RATING).mu;
    const listings = (await matchMaker.query({ name: gameId, matchKey: key + SKILL_POOL, locked: false, private: false })) as unknown as Listing[];
    const tables = listings.flatMap((l) => (l.metadata?.skill ? [{ id: l.roomId, ...l.metadata.skill }] : []));
    return { mu, table: pickTable(tables, mu, Date.now()) };
  };
}
