// A server process whose routes throw in every layer a request passes through, for
// test/server/requestErrors.test.ts: the request guard and its scope must keep the process alive
// whatever a request's handler throws, and when. Started with `node --import tsx`; prints its port.
import http from 'node:http';
import express from 'express';
import { guardRequests } from '../../server/http/requestGuard.js';
import { memoryLimiters } from '../../server/http/rateLimit.js';
import { keepServingOnRequestErrors } from '../../server/http/requestScope.js';
import { createLogger } from '../../server/logger.js';

const logger = createLogger({ level: 'info', production: true });
keepServingOnRequestErrors(logger);

const fail = (where: string) => {
  throw new Error(`thrown in ${where}`);
};
const app = express();
app.get('/route', () => fail('a route'));
app.get('/timer', () => void setTimeout(() => fail('a timer a route started'), 5));
app.get('/immediate', () => void setImmediate(() => fail('an immediate a route started')));
app.get('/promise', () => void Promise.resolve().then(() => fail('a promise a route started')));
app.post('/body', (req) => req.on('data', () => fail("the body's data listener")));
app.get('/finish', (_req, res) => {
  res.on('finish', () => fail("the response's finish listener"));
  res.end('ok');
});
app.get('/after-answer', (_req, res) => {
  res.end('ok');
  setTimeout(() => res.setHeader('X-Late', '1'), 5); // ERR_HTTP_HEADERS_SENT, as express's final handler once did
});
app.get('/ok', (_req, res) => res.json({ ok: true }));

const server = http.createServer(app);
guardRequests(server, { app, trust: () => false, maxBodyBytes: 1024, roomsPerMinute: 10, joinsPerMinute: 10, limiters: memoryLimiters() });
process.on('SIGUSR2', () => setTimeout(() => fail('a timer outside any request'), 1));
server.listen(0, '127.0.0.1', () => logger.info({ event: 'listening', port: (server.address() as { port: number }).port }, 'listening'));
