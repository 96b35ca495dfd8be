// "Chat forgets": a player who joined the waiting room after someone wrote, a spectator arriving
// mid-game, and anyone who reloaded saw "No messages yet". The page's own RoomSession now holds
// the room's recent chat from the moment it joins. Runs against the real server, with Map-backed
// stand-ins for the browser's storage and location.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientMessage, ServerMessage, type ChatLinePayload } from '../../shared/protocol.js';
import { RoomSession } from '../../client/src/net/roomSession.js';
import { bootServer, create, waitFor, type TestServer } from '../server/harness.js';
import { MemoryStorage } from './memoryStorage.js';

describe('the page shows what was said before it came', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer();
    Object.assign(globalThis, { location: new URL(ts.httpUrl), localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  });
  afterAll(async () => ts.shutdown());

  it('a newcomer, a spectator and a reloaded page hold the chat said before they joined', async () => {
    const host = await create(ts, { playerCount: 3, name: 'Host', private: true });
    const roomId = host.room.roomId;
    const code = host.json().code!;
    const heard: ChatLinePayload[] = [];
    host.room.onMessage(ServerMessage.chat, (line: ChatLinePayload) => heard.push(line));
    host.room.send(ClientMessage.chat, { text: 'hello, anyone?' });
    await waitFor(() => heard.length === 1, 'the first line');

    const texts = (s: RoomSession) => s.snapshot.chat.map((l) => `${l.name}: ${l.text}`);
    const guest = await RoomSession.join(roomId, { name: 'Guest', code });
    await waitFor(() => guest.snapshot.chat.length === 1, "the guest's chat");
    expect(texts(guest)).toEqual(['Host: hello, anyone?']);

    const watcher = await RoomSession.join(roomId, { spectator: true, code });
    await waitFor(() => watcher.snapshot.chat.length === 1, "the spectator's chat");
    expect(texts(watcher)).toEqual(['Host: hello, anyone?']);

    guest.sendChat('here!');
    await waitFor(() => heard.length === 2 && guest.snapshot.chat.length === 2, 'the answer');
    // The guest reloads: a new page (a new session) back in the seat with its saved token.
    const reloaded = await RoomSession.join(roomId, {});
    await waitFor(() => reloaded.snapshot.chat.length === 2, 'the chat after a reload');
    expect(reloaded.snapshot.seat).toBe(1);
    expect(texts(reloaded)).toEqual(['Host: hello, anyone?', 'Guest: here!']);
    await Promise.all([reloaded.leave(), watcher.leave(), host.room.leave()]);
  });
});
