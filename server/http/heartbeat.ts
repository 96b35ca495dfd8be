// The WebSocket heartbeat, in place of Colyseus's: every connection is pinged every 3 s and closed
// after two pings in a row go unanswered, as Colyseus does, but a slice of the connections at a
// time. Colyseus pings them all in one turn of the event loop: with 4,000 connections that is 4,000
// socket writes at once, then 4,000 pongs read at once, each time holding up every room's moves
// for 50-90 ms (bench:load, docs/benchmarks.md), every 3 s.
import type http from 'node:http';

/** What the heartbeat uses of a `ws` connection. Colyseus's transport resets its pingCount at each pong. */
export interface Pinged {
  pingCount?: number;
  ping(done: () => void): void;
  terminate(): void;
}

/** The WebSocket server's open connections (ws's WebSocketServer.clients). */
export interface Connections {
  readonly clients: Iterable<Pinged>;
}

export interface HeartbeatOptions {
  /** How often each connection is pinged. */
  intervalMs: number;
  /** Unanswered pings after which a connection is closed. */
  maxRetries: number;
  /** The turns a round of pings is spread over. */
  slices: number;
}

/** Colyseus's own interval and retries (@colyseus/ws-transport), in 30 turns of 100 ms. */
export const HEARTBEAT: HeartbeatOptions = { intervalMs: 3000, maxRetries: 2, slices: 30 };

const noop = () => {};

/** Pings the server's connections a slice per turn; returns the function that stops. */
export function spreadHeartbeat(wss: Connections, options: HeartbeatOptions = HEARTBEAT): () => void {
  // The connections of this round, taken at its start: one that comes meanwhile waits for the next.
  let round: Pinged[] = [];
  let turn = 0;
  let next = 0;
  const timer = setInterval(() => {
    if (turn === 0) {
      round = [...wss.clients];
      next = 0;
    }
    turn = (turn + 1) % options.slices;
    // The turn's share of the round, the last turn ending it.
    const end = turn === 0 ? round.length : Math.ceil((round.length * turn) / options.slices);
    for (; next < end; next++) {
      const socket = round[next]!;
      const unanswered = socket.pingCount ?? 0;
      if (unanswered >= options.maxRetries) {
        socket.terminate();
        continue;
      }
      socket.pingCount = unanswered + 1;
      socket.ping(noop);
    }
  }, options.intervalMs / options.slices);
  return () => clearInterval(timer);
}

/** The heartbeat of a WebSocket server on `server`, from when it listens until it closes (as Colyseus's). */
export function heartbeatWhileListening(server: http.Server, wss: Connections): void {
  server.on('listening', () => server.once('close', spreadHeartbeat(wss)));
}
