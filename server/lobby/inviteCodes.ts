// Invite codes of private rooms: 6 characters from an alphabet without look-alikes, drawn with a
// cryptographic generator. The store maps code → roomId: in this process's memory, or in the
// Colyseus presence (Redis) that several processes share, so a code opens its room whichever
// process a player reaches.
import { randomInt } from 'node:crypto';
import type { Presence } from '@colyseus/core';
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

/**
 * Codes in the shared presence. A claim is an atomic increment (the first claimer sees 1), so two
 * processes never hand out the same code; a room restored elsewhere after its process died finds
 * its code still pointing at it and keeps it.
 */
export class PresenceInviteCodeStore implements InviteCodeStore {
  constructor(private readonly presence: Presence) {}

  async claim(code: string, roomId: string): Promise<boolean> {
    if ((await this.presence.incr(`invite-claim:${code}`)) === 1) {
      await this.presence.set(`invite:${code}`, roomId);
      return true;
    }
    return (await this.resolve(code)) === roomId;
  }

  async resolve(code: string): Promise<string | null> {
    const roomId: unknown = await this.presence.get(`invite:${code}`);
    return typeof roomId === 'string' ? roomId : null;
  }

  async release(code: string): Promise<void> {
    await this.presence.del(`invite:${code}`);
    await this.presence.del(`invite-claim:${code}`);
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
