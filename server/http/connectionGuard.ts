// Limits on connections themselves, before any request: one address held 1,000 idle TCP
// connections for 100 s. Each address may hold `perAddress` connections at once (counted by the
// peer's address, except for proxies the server trusts, which carry everyone), and the same number
// of WebSockets (counted by the client's address, through trusted proxies too); a connection that
// has sent nothing by `firstRequestMs` is closed (one that started a request and stalls is
// the headers timeout's).
import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from '../logger.js';
import { clientAddress, type TrustFn } from './clientAddress.js';

export interface ConnectionLimits {
  perAddress: number;
  firstRequestMs: number;
  trust: TrustFn;
  logger: Logger;
}

/** Open things per address; an address leaves the map when its count reaches 0. */
class Counter {
  private readonly counts = new Map<string, number>();

  /** Takes one for `address` unless it already holds `max`; `release` gives it back once. */
  take(address: string, max: number): (() => void) | null {
    const held = this.counts.get(address) ?? 0;
    if (held >= max) return null;
    this.counts.set(address, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(address) ?? 1) - 1;
      if (left <= 0) this.counts.delete(address);
      else this.counts.set(address, left);
    };
  }
}

export function guardConnections(server: http.Server, limits: ConnectionLimits): void {
  const sockets = new Counter();
  const webSockets = new Counter();
  let warned = 0;
  const refused = (what: string, address: string) => {
    // One line a second at most: a flood must not flood the log too.
    const now = Date.now();
    if (now - warned < 1000) return;
    warned = now;
    limits.logger.warn({ event: 'connection_refused', what, address, limit: limits.perAddress }, 'too many connections from one address');
  };

  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress ?? 'unknown';
    if (!limits.trust(peer, 0)) {
      const release = sockets.take(peer, limits.perAddress);
      if (!release) {
        refused('tcp', peer);
        socket.destroy();
        return;
      }
      socket.once('close', release);
    }
    // Silence from the start; a request begun and left unfinished is the headers timeout's.
    const idle = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, limits.firstRequestMs);
    idle.unref();
    socket.once('close', () => clearTimeout(idle));
  });

  // In front of the WebSocket transport's own upgrade listener.
  const upgrades = server.listeners('upgrade') as ((req: http.IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const address = clientAddress(req, limits.trust);
    const release = webSockets.take(address, limits.perAddress);
    if (!release) {
      refused('websocket', address);
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    socket.once('close', release);
    for (const listener of upgrades) listener.call(server, req, socket, head);
  });
}
