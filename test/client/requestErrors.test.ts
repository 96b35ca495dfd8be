// A refused create or join reads in the player's language, chosen by the error code: the server's
// own (English) message never reaches a French page; English pages add it as the detail (which
// option, which name was refused).
import { MatchMakeError } from 'colyseus.js';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../client/src/i18n/en.js';
import { fr } from '../../client/src/i18n/fr.js';
import { requestErrorText } from '../../client/src/game/errors.js';
import { LobbyError } from '../../client/src/net/lobbyApi.js';
import { JoinErrorCode } from '../../shared/protocol.js';

const SERVER_MESSAGE = 'options.activation: unknown option value';

describe('refused requests', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  it('bad options: French says it in French, without the server message', () => {
    const text = requestErrorText(fr, new MatchMakeError(SERVER_MESSAGE, JoinErrorCode.badOptions));
    expect(text).toBe('Le serveur a refusé de créer cette salle : vérifiez les réglages et votre nom (1 à 24 caractères).');
    expect(text).not.toContain('option');
  });
  it('bad options: English adds what the server refused', () => {
    expect(requestErrorText(en, new MatchMakeError(SERVER_MESSAGE, JoinErrorCode.badOptions))).toBe(
      `The server refused to create this room: ${SERVER_MESSAGE}`,
    );
    expect(requestErrorText(en, new MatchMakeError('', JoinErrorCode.badOptions))).toMatch(/^The server refused to create this room: check the settings/);
  });
  it('an unknown code: the code, and the detail in English only', () => {
    expect(requestErrorText(fr, new MatchMakeError('Internal failure in onJoin', 4999))).toBe('Un problème est survenu (4999). Veuillez réessayer.');
    expect(requestErrorText(en, new MatchMakeError('Internal failure in onJoin', 4999))).toBe(
      'Something went wrong (4999). Please try again. Server: Internal failure in onJoin',
    );
    expect(requestErrorText(fr, new Error('socket hang up'))).toBe('Un problème est survenu (?). Veuillez réessayer.');
  });
  for (const t of [en, fr]) {
    it(`known codes and lobby failures keep their sentences (${t.meta.lang})`, () => {
      expect(requestErrorText(t, new MatchMakeError('room is full', JoinErrorCode.seatsFull))).toBe(t.joinErrors[JoinErrorCode.seatsFull]);
      expect(requestErrorText(t, new LobbyError(404, '404 Not Found'))).toBe(t.home.errorNotFound);
    });
  }
});
