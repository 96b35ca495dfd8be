// Rematch: once the game is over, the first rematch room a player announces becomes the table's;
// everyone hears of it, a later announcer gets it back; before the end, or from a spectator, it is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientMessage, ServerMessage, type RematchOfferPayload } from '../../shared/protocol.js';
import { bootServer, joinById, playUntil, quickMatch, sleep, waitFor, type TestClient, type TestServer } from './harness.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer();
});
afterAll(async () => {
  await ts.shutdown();
});

function offers(c: TestClient): RematchOfferPayload[] {
  const seen: RematchOfferPayload[] = [];
  c.room.onMessage(ServerMessage.rematch, (o: RematchOfferPayload) => seen.push(o));
  return seen;
}

describe('rematch', () => {
  it('is refused before the end and from spectators; afterwards the first announced room is everyone’s', async () => {
    const a = await quickMatch(ts, { name: 'Ada', playerCount: 2 });
    const b = await quickMatch(ts, { name: 'Ben', playerCount: 2 });
    await waitFor(() => a.json().status === 'playing' && b.seat !== null, 'start');
    const [aOffers, bOffers] = [offers(a), offers(b)];
    a.room.send(ClientMessage.rematch, { roomId: 'r1', code: 'ABCDEF' });
    await waitFor(() => a.errors.length === 1, 'refusal');
    expect(a.errors[0]!.code).toBe('no_rematch');

    await playUntil([a, b], () => false);
    const spectator = await joinById(ts, a.room.roomId, { spectator: true });
    spectator.room.send(ClientMessage.rematch, { roomId: 'r0', code: 'ABCDEF' });
    await waitFor(() => spectator.errors.length === 1, 'spectator refused');
    a.room.send(ClientMessage.rematch, { roomId: 'r1', code: 'not a code' });
    await waitFor(() => a.errors.length === 2, 'bad code refused');

    b.room.send(ClientMessage.rematch, { roomId: 'r2', code: 'abc-def' });
    await waitFor(() => aOffers.length === 1 && bOffers.length === 1, 'broadcast');
    expect(aOffers[0]).toEqual({ roomId: 'r2', code: 'ABCDEF', by: 'Ben' });
    a.room.send(ClientMessage.rematch, { roomId: 'r3', code: 'GHJKMN' });
    await waitFor(() => aOffers.length === 2, 'answer');
    await sleep(50);
    expect(aOffers[1]).toEqual(aOffers[0]);
    expect(bOffers).toHaveLength(1);
  });
});
