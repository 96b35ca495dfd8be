// Issue 23 §8: names and chat text follow one rule for what a person shows to others (shared/text.ts).
// Before it, names took zero-width and tag characters, a name of Hangul fillers or braille blanks,
// an exact duplicate and a Cyrillic look-alike of a seated player's name; chat kept text-direction
// controls and zero-width characters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerError } from 'colyseus.js';
import { ClientMessage, JoinErrorCode, ServerMessage, type ChatLinePayload } from '../../shared/protocol.js';
import { GAME_ID as ROOM_NAME } from '../../shared/games/dice-hospital/info.js';
import { cleanText, nameSkeleton } from '../../shared/text.js';
import { bootServer, create, joinById, waitFor, type TestClient, type TestServer } from './harness.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer();
});
afterAll(async () => {
  await ts.shutdown();
});

/** The code a create or join was refused with; 'accepted' (after leaving again) when it was not. */
async function refusal(promise: Promise<unknown>): Promise<number | 'accepted'> {
  try {
    const room = (await promise) as { leave?: () => Promise<unknown> };
    await room.leave?.();
  } catch (e) {
    return (e as ServerError).code;
  }
  return 'accepted';
}

describe('display names', () => {
  it('refuses zero-width, tag, direction and invisible-only names (4400)', async () => {
    const names = [
      'dh0\u200B', // zero-width space
      'A\u200Dna', // zero-width joiner
      'Bo\u2060b', // word joiner
      '\uFEFFEve', // byte-order mark
      'Tag\u{E0041}\u{E007F}', // tag characters
      'Li\u2067ly\u2069', // an isolate
      '\u3164', // Hangul filler
      '\u2800\u2800\u2800', // braille blanks
      '\u115F\u1160', // Hangul choseong/jungseong fillers
    ];
    for (const name of names) {
      expect(await refusal(ts.sdk.create(ROOM_NAME, { name, playerCount: 2, private: true })), JSON.stringify(name)).toBe(JoinErrorCode.badOptions);
    }
  });

  it('normalises names with NFKC: fullwidth letters are the letters', async () => {
    const host = await create(ts, { name: 'Ｂｏｂ', playerCount: 2, private: true });
    await waitFor(() => host.json().seats[0]?.name !== '', 'seated');
    expect(host.json().seats[0]!.name).toBe('Bob');
    await host.room.leave();
  });

  it('refuses a name that looks the same as a seated player’s with name_taken, and seats a different one', async () => {
    const host = await create(ts, { name: 'dh0', playerCount: 4, private: true });
    const code = host.json().code!;
    const roomId = host.room.roomId;
    // The same, another case, Cyrillic shha and o, the letter O for the digit, a fullwidth copy.
    for (const name of ['dh0', 'DH0', 'd\u04BB0', '\u0501\u04BB\u043E', 'dhO', 'ｄｈ０']) {
      expect(await refusal(ts.sdk.joinById(roomId, { name, code })), JSON.stringify(name)).toBe(JoinErrorCode.nameTaken);
    }
    const guest = await joinById(ts, roomId, { name: 'Ian', code });
    await waitFor(() => guest.seat !== null, 'guest seated');
    for (const name of ['lan', '1an', 'IAN']) {
      expect(await refusal(ts.sdk.joinById(roomId, { name, code })), JSON.stringify(name)).toBe(JoinErrorCode.nameTaken);
    }
    const third = await joinById(ts, roomId, { name: 'dh1', code });
    await waitFor(() => host.json().seats.filter((s) => s.occupied).length === 3, 'third seated');
    expect(host.json().seats.map((s) => s.name)).toEqual(['dh0', 'Ian', 'dh1', '']);
    await Promise.all([host, guest, third].map((c) => c.room.leave()));
  });

  it('folds look-alikes into one skeleton, keeping accents and spaces', () => {
    expect(nameSkeleton('Ada')).toBe(nameSkeleton('\u0410\u0501\u0430'));
    expect(nameSkeleton('Bernard')).toBe(nameSkeleton('Bemard'));
    expect(nameSkeleton('Amélie')).not.toBe(nameSkeleton('Amelie'));
    expect(nameSkeleton('Jo Ann')).not.toBe(nameSkeleton('JoAnn'));
  });
});

describe('chat text', () => {
  function listen(c: TestClient): ChatLinePayload[] {
    const lines: ChatLinePayload[] = [];
    c.room.onMessage(ServerMessage.chat, (line: ChatLinePayload) => lines.push(line));
    return lines;
  }

  it('takes out direction controls, zero-width and tag characters, as names refuse them', async () => {
    const host = await create(ts, { name: 'Ada', playerCount: 2, private: true });
    const lines = listen(host);
    host.room.send(ClientMessage.chat, { text: 'gg \u202Eevil\u202C \u2066wp\u2069 ok\u200Bay\u{E0041} ｆｉｎｅ' });
    host.room.send(ClientMessage.chat, { text: '\u200B\u2800\u3164' });
    await waitFor(() => lines.length === 1 && host.errors.length === 1, 'one line and one refusal');
    expect(lines[0]!.text).toBe('gg evil wp okay fine');
    expect(host.errors[0]!.code).toBe('chat_invalid');
    expect(cleanText('a\u202Eb').text).toBe('ab');
    await host.room.leave();
  });
});
