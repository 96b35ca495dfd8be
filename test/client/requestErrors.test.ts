// A refused create or join reads in the player's language, chosen by the error code: the server's
// own (English) message never reaches the page, in French or in English.
import { MatchMakeError } from 'colyseus.js';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../client/src/i18n/en.js';
import { fr } from '../../client/src/i18n/fr.js';
import { requestErrorText } from '../../client/src/game/errors.js';
import { LobbyError } from '../../client/src/net/lobbyApi.js';
import { JoinErrorCode } from '../../shared/protocol.js';

const SERVER_MESSAGE = 'options.playerCount: must be between 1 and 4';

describe('refused requests', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const t of [en, fr]) {
    it(`bad options: a translated sentence, not the server's message (${t.meta.lang})`, () => {
      const text = requestErrorText(t, new MatchMakeError(SERVER_MESSAGE, JoinErrorCode.badOptions));
      expect(text).toBe(t.home.errorRefused);
      expect(text).not.toContain('playerCount');
    });
    it(`an unknown code: a translated sentence with the code only (${t.meta.lang})`, () => {
      const text = requestErrorText(t, new MatchMakeError('Internal failure in onJoin', 4999));
      expect(text).toBe(t.home.errorGeneric('4999'));
      expect(text).not.toContain('Internal failure');
    });
    it(`known codes and lobby failures keep their sentences (${t.meta.lang})`, () => {
      expect(requestErrorText(t, new MatchMakeError('room is full', JoinErrorCode.seatsFull))).toBe(t.joinErrors[JoinErrorCode.seatsFull]);
      expect(requestErrorText(t, new LobbyError(404, '404 Not Found'))).toBe(t.home.errorNotFound);
      expect(requestErrorText(t, new Error('socket hang up'))).toBe(t.home.errorGeneric('?'));
    });
  }
  it('French never shows English', () => {
    expect(requestErrorText(fr, new MatchMakeError(SERVER_MESSAGE, JoinErrorCode.badOptions))).toMatch(/^Le serveur a refusé/);
    expect(requestErrorText(fr, new MatchMakeError('Something broke', 1234))).toBe('Un problème est survenu (1234). Veuillez réessayer.');
  });
});
