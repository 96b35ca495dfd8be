// Rematch (issue 23 §4): once the game is over, a player asks and the server opens the table's
// rematch room itself (same game, player count, options and pace, private, the same computer
// players), once; every player of the finished game gets its id and code, no spectator does.
// Before, any player announced any room id and code as the rematch, the first one won (a bogus id
// blocked the table), and the code reached spectators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerError } from 'colyseus.js';
import { ClientMessage, JoinErrorCode, ServerMessage, type RematchOfferPayload } from '../../shared/protocol.js';
import { actOnce, bootServer, create, engineState, joinById, sleep, waitFor, type TestClient, type TestServer } from './harness.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await ts.shutdown();
});

function offers(c: TestClient): RematchOfferPayload[] {
  const seen: RematchOfferPayload[] = [];
  c.room.onMessage(ServerMessage.rematch, (o: RematchOfferPayload) => seen.push(o));
  return seen;
}

async function refusal(promise: Promise<unknown>): Promise<number | 'accepted'> {
  try {
    await promise;
  } catch (e) {
    return (e as ServerError).code;
  }
  return 'accepted';
}

describe('rematch', () => {
  it('the server opens the table’s room on a player’s request and tells its code to the players only', async () => {
    const options = { resistantSuperbug: true };
    const ada = await create(ts, { name: 'Ada', playerCount: 3, private: true, pace: 'fast', options });
    const code = ada.json().code!;
    const roomId = ada.room.roomId;
    const ben = await joinById(ts, roomId, { name: 'Ben', code });
    await waitFor(() => ben.seat === 1, 'Ben seated');
    ada.room.send(ClientMessage.addBot, { level: 'random' });
    await waitFor(() => ada.json().seats.every((s) => s.occupied), 'table full');
    ada.start();
    await waitFor(() => ada.json().status === 'playing', 'started');
    const watcher = await joinById(ts, roomId, { spectator: true, code });
    const [adaOffers, benOffers, watcherOffers] = [offers(ada), offers(ben), offers(watcher)];

    ada.room.send(ClientMessage.rematch, {});
    await waitFor(() => ada.errors.length === 1, 'refused before the end');
    expect(ada.errors[0]!.code).toBe('no_rematch');

    for (let guard = 0; engineState(ts, roomId).phase !== 'gameOver'; guard++) {
      if (guard > 5_000) throw new Error('the game stalled');
      if (!(await actOnce(ts, roomId, [ada, ben]))) await sleep(5);
    }
    await waitFor(() => ada.json().status === 'finished' && watcher.json().status === 'finished', 'finished');

    // A spectator cannot ask; an announced room (the old message) is refused and blocks nothing.
    watcher.room.send(ClientMessage.rematch, {});
    await waitFor(() => watcher.errors.length === 1, 'spectator refused');
    expect(watcher.errors[0]!.code).toBe('no_rematch');
    ada.room.send(ClientMessage.rematch, { roomId: 'bogus', code: 'ABCDEF' });
    await waitFor(() => ada.errors.length === 2, 'announcement refused');
    expect(ada.errors[1]!.code).toBe('bad_message');

    // Ben asks: both players hear of the room the server opened; the spectator does not.
    ben.room.send(ClientMessage.rematch, {});
    await waitFor(() => adaOffers.length === 1 && benOffers.length === 1, 'the offer');
    const offer = benOffers[0]!;
    expect(adaOffers[0]).toEqual(offer);
    expect(offer.by).toBe('Ben');
    expect(offer.roomId).not.toBe(roomId);

    // Asking again gives the same room.
    ada.room.send(ClientMessage.rematch, {});
    await waitFor(() => adaOffers.length === 2, 'the answer');
    expect(adaOffers[1]).toEqual(offer);

    // The rematch room: private (nobody in without its code), same count, options, pace and bot.
    expect(await refusal(ts.sdk.joinById(offer.roomId, { name: 'Eve' }))).toBe(JoinErrorCode.badInviteCode);
    expect(await refusal(ts.sdk.joinById(offer.roomId, { spectator: true }))).toBe(JoinErrorCode.badInviteCode);
    const again = await joinById(ts, offer.roomId, { name: 'Ben', code: offer.code });
    await waitFor(() => again.seat !== null, 'seated in the rematch');
    const json = again.json();
    expect(json.isPrivate).toBe(true);
    expect(json.status).toBe('lobby');
    expect(json.playerCount).toBe(3);
    expect(json.pace).toBe('fast');
    expect(json.options).toMatchObject(options);
    expect(json.seats.map((s) => s.bot)).toEqual(['', '', 'random']);
    expect(json.seats[json.hostSeat]!.name).toBe('Ben');
    await sleep(50);
    expect(watcherOffers).toEqual([]);
    await Promise.all([ada, ben, watcher, again].map((c) => c.room.leave()));
  }, 60_000);
});
