// Room chat: players and spectators talk; lines are plain text with a length limit and a rate limit
// per connection, per address and per room; bad input is refused to the sender and broadcasts nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ADDRESS_BURST, CHAT_BURST, CHAT_MAX_LENGTH, CHAT_ROOM_BURST, ClientMessage, ServerMessage, type ChatLinePayload } from '../../shared/protocol.js';
import { ChatRelay } from '../../server/rooms/chat.js';
import { bootServer, create, joinById, sleep, waitFor, type TestClient, type TestServer } from './harness.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer();
});
afterAll(async () => {
  await ts.shutdown();
});

function listen(c: TestClient): ChatLinePayload[] {
  const lines: ChatLinePayload[] = [];
  c.room.onMessage(ServerMessage.chat, (line: ChatLinePayload) => lines.push(line));
  return lines;
}

describe('chat', () => {
  it('a player and a spectator talk to the whole room; text arrives as sent, trimmed, never interpreted', async () => {
    const host = await create(ts, { name: 'Ada', playerCount: 2, private: true });
    const code = host.json().code!;
    const spectator = await joinById(ts, host.room.roomId, { spectator: true, code });
    const [hostLines, spectatorLines] = [listen(host), listen(spectator)];
    host.room.send(ClientMessage.chat, { text: '  <b>hello</b>\nthere  ' });
    spectator.room.send(ClientMessage.chat, { text: 'hi Ada' });
    await waitFor(() => hostLines.length === 2 && spectatorLines.length === 2, 'both lines everywhere');
    expect(hostLines.map(({ seat, name, text }) => ({ seat, name, text }))).toEqual([
      { seat: 0, name: 'Ada', text: '<b>hello</b> there' },
      { seat: null, name: '', text: 'hi Ada' },
    ]);
    expect(spectatorLines).toEqual(hostLines);
  });

  it('refuses empty, too long, malformed and too fast lines, to the sender only', async () => {
    const host = await create(ts, { name: 'Ben', playerCount: 2, private: true });
    const lines = listen(host);
    host.room.send(ClientMessage.chat, { text: '   ' });
    host.room.send(ClientMessage.chat, { text: 'x'.repeat(CHAT_MAX_LENGTH + 1) });
    host.room.send(ClientMessage.chat, { text: 42 });
    host.room.send(ClientMessage.chat, { text: 'hi', html: true });
    await waitFor(() => host.errors.length === 4, 'four refusals');
    expect(host.errors.map((e) => e.code)).toEqual(['chat_invalid', 'chat_invalid', 'bad_message', 'bad_message']);
    for (let i = 0; i < CHAT_BURST + 2; i++) host.room.send(ClientMessage.chat, { text: `line ${i}` });
    await waitFor(() => host.errors.length === 6, 'rate limit');
    await sleep(100);
    expect(lines.map((l) => l.text)).toEqual(Array.from({ length: CHAT_BURST }, (_, i) => `line ${i}`));
    expect(host.errors.slice(4).map((e) => e.code)).toEqual(['chat_rate_limited', 'chat_rate_limited']);
    expect(JSON.stringify(host.errors)).not.toMatch(/at .*\.ts|stack/i);
  });

  it('the window slides: after it passes, a connection may talk again', () => {
    let now = 0;
    const relay = new ChatRelay(() => now);
    const send = () => relay.receive({ sessionId: 's1', address: 'a1' }, { seat: 0, name: 'Ada' }, { text: 'x' }).ok;
    expect(Array.from({ length: CHAT_BURST }, send).every(Boolean)).toBe(true);
    expect(send()).toBe(false);
    now = 10_001;
    expect(send()).toBe(true);
    expect(relay.receive({ sessionId: 's2', address: 'a2' }, { seat: 1, name: 'Ben' }, { text: 'y' }).ok).toBe(true);
  });

  it('one address talks at most CHAT_ADDRESS_BURST lines in the window, over all its connections', async () => {
    // Three spectator places from one address (the flood of issue 23 came through 20 of them).
    const host = await create(ts, { name: 'Cy', playerCount: 2, private: true });
    const code = host.json().code!;
    const watchers: TestClient[] = [];
    for (let i = 0; i < 3; i++) watchers.push(await joinById(ts, host.room.roomId, { spectator: true, code }));
    const lines = listen(host);
    for (const w of watchers) for (let i = 0; i < CHAT_BURST; i++) w.room.send(ClientMessage.chat, { text: `flood ${i}` });
    const refused = () => watchers.reduce((n, w) => n + w.errors.filter((e) => e.code === 'chat_rate_limited').length, 0);
    await waitFor(() => lines.length + refused() === 3 * CHAT_BURST, 'every line answered');
    expect(lines).toHaveLength(CHAT_ADDRESS_BURST);
    expect(refused()).toBe(3 * CHAT_BURST - CHAT_ADDRESS_BURST);
    await Promise.all([host, ...watchers].map((c) => c.room.leave()));
  });

  it('a room takes at most CHAT_ROOM_BURST lines in the window, whoever sends them', () => {
    let now = 0;
    const relay = new ChatRelay(() => now);
    const send = (i: number) => relay.receive({ sessionId: `s${i}`, address: `10.0.0.${i}` }, { seat: null, name: '' }, { text: 'x' });
    const answers = Array.from({ length: CHAT_ROOM_BURST + 5 }, (_, i) => send(i));
    expect(answers.filter((a) => a.ok)).toHaveLength(CHAT_ROOM_BURST);
    expect(answers.slice(CHAT_ROOM_BURST).every((a) => !a.ok && a.code === 'chat_rate_limited')).toBe(true);
    now = 10_001;
    expect(send(99).ok).toBe(true);
  });
});
