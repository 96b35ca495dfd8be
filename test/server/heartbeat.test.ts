// The WebSocket heartbeat (server/http/heartbeat.ts): each connection pinged once a round, a slice
// of them per turn, and closed after the pings it left unanswered.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spreadHeartbeat, type Pinged } from '../../server/http/heartbeat.js';

const OPTIONS = { intervalMs: 3000, maxRetries: 2, slices: 30 };
const TURN = OPTIONS.intervalMs / OPTIONS.slices;

class Connection implements Pinged {
  pingCount?: number;
  pings = 0;
  terminated = false;
  constructor(private readonly answers: boolean) {}
  ping(): void {
    this.pings += 1;
    if (this.answers) this.pingCount = 0; // what Colyseus's pong handler does
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('spreadHeartbeat', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('pings every connection once a round, a slice of them per turn', () => {
    const clients = new Set(Array.from({ length: 300 }, () => new Connection(true)));
    const stop = spreadHeartbeat({ clients }, OPTIONS);
    vi.advanceTimersByTime(TURN);
    expect([...clients].filter((c) => c.pings > 0)).toHaveLength(10);
    vi.advanceTimersByTime(OPTIONS.intervalMs - TURN);
    expect([...clients].every((c) => c.pings === 1)).toBe(true);
    vi.advanceTimersByTime(OPTIONS.intervalMs);
    expect([...clients].every((c) => c.pings === 2 && !c.terminated)).toBe(true);
    stop();
  });

  it('closes a connection that left maxRetries pings in a row unanswered, and only it', () => {
    const silent = new Connection(false);
    const answering = new Connection(true);
    const stop = spreadHeartbeat({ clients: new Set([silent, answering]) }, OPTIONS);
    vi.advanceTimersByTime(OPTIONS.intervalMs * OPTIONS.maxRetries);
    expect(silent.terminated).toBe(false);
    expect(silent.pings).toBe(OPTIONS.maxRetries);
    vi.advanceTimersByTime(OPTIONS.intervalMs);
    expect(silent.terminated).toBe(true);
    expect(answering.terminated).toBe(false);
    stop();
  });

  it('pings a connection that came during a round from the next round on', () => {
    const clients = new Set([new Connection(true), new Connection(true)]);
    const stop = spreadHeartbeat({ clients }, OPTIONS);
    vi.advanceTimersByTime(TURN);
    const late = new Connection(true);
    clients.add(late);
    vi.advanceTimersByTime(OPTIONS.intervalMs - 2 * TURN);
    expect(late.pings).toBe(0);
    vi.advanceTimersByTime(OPTIONS.intervalMs);
    expect(late.pings).toBe(1);
    stop();
  });
});
