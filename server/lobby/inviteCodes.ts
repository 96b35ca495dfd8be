// Invite codes of private rooms: 6 characters from an alphabet without look-alikes, drawn with a
// cryptographic generator. The store maps code → roomId; a Redis store can later make codes resolve
// across several server processes, hence the async, claim-if-absent interface.
import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../../shared/protocol.js';

export interface InviteCodeStore {
  /** Stores code → roomId unless the code is taken; true when stored (like Redis SET NX). */
  claim(code: string, roomId: string): Promise<boolean>;
  resolve(code: string): Promise<string | null>;
  release(code: string): Promise<void>;
}

export class MemoryInviteCodeStore implements InviteCodeStore {
  private readonly codes = new Map<string, string>();

  async claim(code: string, roomId: string): Promise<boolean> {
    if (this.codes.has(code)) return false;
    this.codes.set(code, roomId);
    return true;
  }

  async resolve(code: string): Promise<string | null> {
    return this.codes.get(code) ?? null;
  }

  async release(code: string): Promise<void> {
    this.codes.delete(code);
  }
}

export function randomInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** Draws codes until one is free (31^6 ≈ 887 million codes, so a clash is rare). */
export async function claimInviteCode(store: InviteCodeStore, roomId: string, draw = randomInviteCode): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = draw();
    if (await store.claim(code, roomId)) return code;
  }
  throw new Error('could not find a free invite code');
}
