// Room chat: players and spectators talk; lines are plain text with a length limit and a rate limit
// per connection, per address and per room; bad input is refused to the sender and broadcasts nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_ADDRESS_BURST,
  CHAT_BURST,
  CHAT_HISTORY,
  CHAT_MAX_LENGTH,
  CHAT_ROOM_BURST,
  ClientMessage,
  ServerMessage,
  type ChatLinePayload,
} from '../../shared/protocol.js';
import { ChatRelay, RecentChat } from '../../server/rooms/chat.js';
import { bootServer, create, joinById, sleep, track, waitFor, type TestClient, type TestServer } from './harness.js';

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

  it('a newcomer, a spectator and a player who reloads or reconnects are given what was said before they came', async () => {
    const host = await create(ts, { name: 'Dee', playerCount: 3, private: true });
    const code = host.json().code!;
    const hostLines = listen(host);
    host.room.send(ClientMessage.chat, { text: 'anyone here?' });
    host.room.send(ClientMessage.chat, { text: 'starting soon' });
    await waitFor(() => hostLines.length === 2, 'two lines');
    const said = hostLines.map(({ seat, name, text }) => ({ seat, name, text }));
    expect(said).toEqual([
      { seat: 0, name: 'Dee', text: 'anyone here?' },
      { seat: 0, name: 'Dee', text: 'starting soon' },
    ]);
    const strip = (lines: ChatLinePayload[] | undefined) => lines?.map(({ seat, name, text }) => ({ seat, name, text }));

    // A player who joins afterwards, and a spectator.
    const guest = await joinById(ts, host.room.roomId, { name: 'Eli', code });
    const watcher = await joinById(ts, host.room.roomId, { spectator: true, code });
    await waitFor(() => guest.chatHistories.length === 1 && watcher.chatHistories.length === 1, 'histories');
    expect(strip(guest.chatHistories[0])).toEqual(said);
    expect(guest.chatHistories[0]).toEqual(hostLines); // same lines, same times
    expect(strip(watcher.chatHistories[0])).toEqual(said);

    // The spectator talks too; then the guest reloads the page (seat token): every line so far.
    watcher.room.send(ClientMessage.chat, { text: 'good luck' });
    await waitFor(() => hostLines.length === 3, 'third line');
    const reloaded = await joinById(ts, host.room.roomId, { seatToken: guest.token! });
    await waitFor(() => reloaded.chatHistories.length === 1, 'history after a reload');
    expect(strip(reloaded.chatHistories[0])).toEqual([...said, { seat: null, name: '', text: 'good luck' }]);

    // The host's connection drops and comes back within the window (reconnection token).
    void host.room.leave(false);
    await waitFor(() => !reloaded.json().seats[0]!.connected, 'host dropped');
    reloaded.room.send(ClientMessage.chat, { text: 'where did Dee go?' });
    const back = track(await ts.sdk.reconnect(host.room.reconnectionToken));
    await waitFor(() => back.chatHistories.length === 1, 'history after reconnecting');
    expect(back.chatHistories[0]!.map((l) => l.text)).toEqual(['anyone here?', 'starting soon', 'good luck', 'where did Dee go?']);
    await Promise.all([back, reloaded, watcher].map((c) => c.room.leave()));
  });

  it(`keeps the last ${CHAT_HISTORY} lines, oldest first`, () => {
    const recent = new RecentChat();
    const line = (i: number): ChatLinePayload => ({ id: i + 1, seat: 0, name: 'Ada', text: `line ${i}`, at: i });
    for (let i = 0; i < CHAT_HISTORY + 7; i++) recent.add(line(i));
    expect(recent.lines.map((l) => l.text)).toEqual(Array.from({ length: CHAT_HISTORY }, (_, i) => `line ${i + 7}`));
    // What a restored room gets back from its store is bounded the same way, and copied.
    const stored = Array.from({ length: CHAT_HISTORY + 3 }, (_, i) => line(i));
    recent.restore(stored);
    expect(recent.lines).toHaveLength(CHAT_HISTORY);
    expect(recent.lines[0]!.text).toBe('line 3');
    stored.length = 0;
    expect(recent.lines).toHaveLength(CHAT_HISTORY);
  });
});
