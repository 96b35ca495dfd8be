// A request's failure ends that request, never the process. Every HTTP request runs in a scope
// (AsyncLocalStorage) that its own events and the callbacks it schedules inherit: the request's
// emitters are bound to it, so a listener added by any layer (the guard, express, finalhandler,
// Colyseus) runs inside it. An exception that escapes them reaches the process's uncaught-exception
// handler with the scope still current: it is logged with the request, the request's socket is
// closed, and the process goes on. An exception outside any request is a real bug in the process:
// logged as fatal, and the process exits for its supervisor to restart it, as Node would have.
// The scope outlives its request in whatever the request scheduled (a room created by a matchmaking
// request keeps it in all its timers, for its whole life), so once the response has closed the
// scope lets it go: it then only says which request it was.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { EventEmitter } from 'node:events';
import type http from 'node:http';
import type { Logger } from '../logger.js';

interface RequestScope {
  method: string | undefined;
  url: string | undefined;
  address: string;
  /** Until the response has closed. */
  res: http.ServerResponse | null;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `handle` and everything the request's events later call inside the request's scope. */
export function inRequestScope(req: http.IncomingMessage, res: http.ServerResponse, address: string, handle: () => void): void {
  const current: RequestScope = { method: req.method, url: req.url?.slice(0, 200), address, res };
  res.once('close', () => (current.res = null));
  scope.run(current, () => {
    bindEmits(req);
    bindEmits(res);
    handle();
  });
}

/** Listeners run in the context the emitter was bound in, whoever emits (the socket's parser). */
function bindEmits(emitter: EventEmitter): void {
  emitter.emit = AsyncResource.bind(emitter.emit, 'HttpRequestScope', emitter) as typeof emitter.emit;
}

/** The request an error escaped from, if it escaped from one. */
function currentRequest(): Omit<RequestScope, 'res'> | null {
  const current = scope.getStore();
  return current ? { method: current.method, url: current.url, address: current.address } : null;
}

/**
 * Installs the process-wide handlers (once, by main.ts): an uncaught exception inside a request
 * ends that request; any other exits. A rejected promise nobody handled is logged (never fatal).
 * `exit` is for tests.
 */
export function keepServingOnRequestErrors(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)): void {
  process.on('uncaughtException', (err) => {
    const current = scope.getStore();
    if (current) {
      logger.error({ err, event: 'request_error', method: current.method, url: current.url, address: current.address }, 'a request failed; it was closed');
      current.res?.destroy();
      return;
    }
    logger.fatal({ err, event: 'fatal' }, 'uncaught exception outside any request: exiting');
    logger.flush?.();
    exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    const current = currentRequest();
    logger.error({ err: reason, event: 'unhandled_rejection', ...(current ? { method: current.method, url: current.url } : {}) }, 'unhandled rejection');
  });
}
