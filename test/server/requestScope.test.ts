// A request's scope outlives the request in whatever it scheduled: a room created by a matchmaking
// request keeps that request's scope in every timer and promise it makes, for as long as the room
// lives. The scope must then hold no more than what says which request it was: a room keeping its
// requests' responses (their sockets' state, their header strings of ~4.5 KB) cost every room tens
// of KB, found in a heap snapshot of the load bench's server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { inRequestScope } from '../../server/http/requestScope.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

let server: http.Server | null = null;
const timers: NodeJS.Timeout[] = [];
afterEach(async () => {
  timers.splice(0).forEach(clearTimeout);
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

const noop = () => {};
/** A timer made in a function of its own: one made by a closure inside the handler would hold the
 * request through that closure's context, whatever the scope does. */
const leaveATimer = () => void timers.push(setTimeout(noop, 60_000));

/** Answers one request in its scope, leaving a long timer behind as a room's clock would; resolves
 * with weak references to the request and response once the response has closed. */
async function answerLeavingATimer(): Promise<{ req: WeakRef<object>; res: WeakRef<object> }> {
  let refs!: { req: WeakRef<object>; res: WeakRef<object> };
  const closed = new Promise<void>((resolve) => {
    server = http.createServer((req, res) =>
      inRequestScope(req, res, '127.0.0.1', () => {
        refs = { req: new WeakRef(req), res: new WeakRef(res) };
        leaveATimer();
        res.on('close', () => setImmediate(resolve));
        res.setHeader('X-Filler', 'x'.repeat(2000));
        res.end('ok');
      }),
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server!.address() as AddressInfo;
  const body = await new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
  expect(body).toBe('ok');
  await closed;
  return refs;
}

describe('a request scope after its request', () => {
  it('keeps neither the response nor the request alive in the timers the request left', async () => {
    const refs = await answerLeavingATimer();
    for (let i = 0; i < 5 && (refs.res.deref() || refs.req.deref()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      gc();
    }
    expect({ response: refs.res.deref() !== undefined, request: refs.req.deref() !== undefined }).toEqual({ response: false, request: false });
  });
});
