// What became of an append whose answer never came. With the connection to PostgreSQL delivering
// queries but dropping answers, action 147 was committed while its sender was told store_failed;
// the room stayed at 146 and refused every later move ("not the next action") for minutes, and a
// restart brought the move back: a fork between the room and its store. Whatever failed (an error,
// a timeout), the store is asked what it holds, and the room follows it:
//   stored     the store holds exactly this action at this index: the move was played;
//   notStored  the store holds the actions before it and nothing at its index: it was not;
//   unknown    the store cannot say now (unreachable): the room waits, refusing moves, and asks again;
//   differs    the store holds something else there (a statement that landed after it was given
//              up for lost): the room cannot act; a restart brings the game back as stored.
import { isDeepStrictEqual } from 'node:util';
import type { GameStore, StoredAction } from '../store/gameStore.js';

export type AppendOutcome = 'stored' | 'notStored' | 'unknown' | 'differs';

export async function appendOutcome(store: GameStore, roomId: string, entry: StoredAction): Promise<AppendOutcome> {
  let actions: StoredAction[];
  try {
    const game = await store.load(roomId);
    if (!game) return 'differs';
    actions = game.actions;
  } catch {
    return 'unknown';
  }
  if (actions.length === entry.index - 1) return 'notStored';
  const at = actions[entry.index - 1];
  // Deep equality, not the JSON text: jsonb keeps keys in its own order.
  const same = actions.length === entry.index && at !== undefined && at.seat === entry.seat && isDeepStrictEqual(at.action, entry.action);
  return same ? 'stored' : 'differs';
}
