// HTTP fuzzing of a running server, as an attacker with curl and raw sockets would: methods, every
// spelling of /matchmake and /api, header lies (Expect, Transfer-Encoding with Content-Length,
// lengths longer or shorter than the body), slow and early-closed bodies, huge headers, bodies
// over the limit, bad JSON. Meanwhile /healthz is asked every half second and the server's
// resident memory is read. The server must never exit and must answer its health check throughout.
//
//   npm run fuzz:http                        # 100,000 requests against a fresh server (embedded store, as shipped)
//   npm run fuzz:http -- --requests 20000 --concurrency 40 --seed 3
//   npm run fuzz:http -- --port 2567         # against a server already running here (memory is not read)
// test/server/httpFuzz.test.ts runs a short version in `npm test`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomInt, seedRng, type HasRng } from '../shared/random.js';

type Rng = HasRng;

const ROOM = 'dice_hospital';
const PATHS = [
  '/',
  '/healthz',
  '/api/games',
  '/api/rooms',
  '/api/rooms?page=99999999999',
  '/api/rooms/by-code/ABC234',
  '/api/matches',
  '/api/matches/nope',
  '/api/nowhere',
  '/assets/missing.js',
  '/join/ABC234',
  '/index.html',
  '/favicon.ico',
  '/x.map',
  `/matchmake/create/${ROOM}`,
  `/matchmake/joinOrCreate/${ROOM}`,
  `/matchmake/join/${ROOM}`,
  '/matchmake/joinById/notaroom',
  '/matchmake/reconnect/x',
  `/matchmake/create/${ROOM}/extra`,
  '/matchmake',
  '/matchmake/',
  '/matchmake?x=1',
  `/matchmake/nope/${ROOM}`,
  `/matchmake/create/${ROOM}?a=b`,
  `//matchmake/create/${ROOM}`,
  `/x/matchmake/create/${ROOM}`,
  `/api/matchmake/create/${ROOM}`,
  `/api//matchmake/joinOrCreate/${ROOM}`,
  `/MATCHMAKE/create/${ROOM}`,
  `/%6datchmake/create/${ROOM}`,
  `/matchmake/%63reate/${ROOM}`,
  `/./matchmake/create/${ROOM}`,
  `/a/../matchmake/create/${ROOM}`,
  `http://evil.example/matchmake/create/${ROOM}`,
  '*',
  '/%00',
  '/%',
  '/\u00e9',
  '/..%2f..%2fetc%2fpasswd',
];
const METHODS = ['GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'CONNECT', 'FOO', 'get'];
const BODIES = [
  '',
  '{}',
  '{"playerCount":2,"name":"Fuzz"}',
  '{"playerCount":4,"private":true,"name":"F","options":{}}',
  '{"spectator":true}',
  '{"playerCount":',
  '[1,2]',
  'null',
  '"x"',
  '{"__proto__":{"polluted":1}}',
  '{"playerCount":2,"name":"x","botsAfter":5}',
  'not json at all',
];

export interface FuzzOptions {
  port: number;
  requests: number;
  concurrency: number;
  seed: number;
  /** Resident memory of the server (bytes), if it can be read. */
  rss?: () => number | null;
  log?: (line: string) => void;
}

export interface FuzzReport {
  requests: number;
  /** Answers by status class ('2xx', '4xx', …), 'none' (closed without an answer). */
  answers: Record<string, number>;
  healthChecks: number;
  healthFailures: number;
  rssMb: { start: number | null; peak: number | null; end: number | null };
  seconds: number;
}

interface Plan {
  head: string;
  /** Body pieces, sent with `pauseMs` between them. */
  pieces: string[];
  pauseMs: number;
  /** Close the socket after this many pieces, answer or not. */
  closeAfter: number | null;
}

/** One request as bytes: a random method, path, headers and body, often lying about the body. */
function plan(r: Rng): Plan {
  const pick = <T>(list: readonly T[]): T => list[randomInt(r, 0, list.length - 1)]!;
  const method = pick(METHODS);
  let target = pick(PATHS);
  if (randomInt(r, 0, 50) === 0) target = '/' + 'a'.repeat(randomInt(r, 100, 20_000));
  let body = pick(BODIES);
  if (randomInt(r, 0, 12) === 0) body = '{"name":"' + 'x'.repeat(randomInt(r, 10_000, 70_000)) + '"}';
  const headers = [`Host: 127.0.0.1`];
  if (randomInt(r, 0, 3) > 0) headers.push('Content-Type: application/json');
  if (randomInt(r, 0, 4) === 0) headers.push(`X-Forwarded-For: ${randomInt(r, 0, 255)}.${randomInt(r, 0, 255)}.0.1, garbage`);
  if (randomInt(r, 0, 20) === 0) headers.push(`X-Big: ${'h'.repeat(randomInt(r, 1000, 40_000))}`);
  if (randomInt(r, 0, 20) === 0) for (let i = 0; i < 150; i++) headers.push(`X-Many-${i}: ${i}`);
  if (randomInt(r, 0, 6) === 0) headers.push('Expect: 100-continue');
  if (randomInt(r, 0, 10) === 0) headers.push('Origin: https://evil.example');
  if (randomInt(r, 0, 10) === 0) headers.push('Authorization: Bearer ' + 'z'.repeat(randomInt(r, 1, 500)));
  headers.push(randomInt(r, 0, 4) === 0 ? 'Connection: keep-alive' : 'Connection: close');

  let pieces: string[];
  switch (randomInt(r, 0, 5)) {
    case 0: // chunked
      headers.push('Transfer-Encoding: chunked');
      pieces = splitInto(body, randomInt(r, 1, 4), r).map((p) => `${p.length.toString(16)}\r\n${p}\r\n`);
      if (randomInt(r, 0, 3) > 0) pieces.push('0\r\n\r\n');
      break;
    case 1: // both, which a server must refuse or resolve (request smuggling)
      headers.push('Transfer-Encoding: chunked', `Content-Length: ${body.length}`);
      pieces = [body];
      break;
    case 2: // a length that lies (longer or shorter than the body)
      headers.push(`Content-Length: ${Math.max(0, body.length + randomInt(r, -5, 5000))}`);
      pieces = [body];
      break;
    case 3: // a length that is not a number
      headers.push(`Content-Length: ${pick(['-1', 'abc', '1e9', '99999999999999999999', ' 10', '0x10'])}`);
      pieces = [body];
      break;
    default:
      headers.push(`Content-Length: ${Buffer.byteLength(body)}`);
      pieces = [body];
  }
  const slow = randomInt(r, 0, 40) === 0;
  const closeAfter = randomInt(r, 0, 25) === 0 ? randomInt(r, 0, pieces.length) : null;
  let head = `${method} ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`;
  if (randomInt(r, 0, 80) === 0) head = head.replace('HTTP/1.1', pick(['HTTP/1.0', 'HTTP/9.9', 'HTTP/1.1 x', '']));
  if (randomInt(r, 0, 80) === 0) head = head.replace('\r\n\r\n', '\n\n');
  return { head, pieces, pauseMs: slow ? randomInt(r, 100, 400) : 0, closeAfter };
}

function splitInto(text: string, parts: number, r: Rng): string[] {
  if (text.length === 0) return [];
  const cuts = Array.from({ length: parts - 1 }, () => randomInt(r, 0, text.length)).sort((a, b) => a - b);
  const out: string[] = [];
  let last = 0;
  for (const cut of [...cuts, text.length]) {
    out.push(text.slice(last, cut));
    last = cut;
  }
  return out.filter((p) => p.length > 0);
}

/** Sends one planned request on its own connection; resolves with the first status code, or 'none'. */
function send(port: number, p: Plan): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1');
    const done = () => {
      clearTimeout(limit);
      const status = /^HTTP\/1\.[01] (\d)\d\d/.exec(answer)?.[1];
      resolve(status ? `${status}xx` : 'none');
    };
    // A body that lies about its length is waited for by the server (until its request timeout): not by us.
    const limit = setTimeout(() => socket.destroy(), 1000 + p.pauseMs * p.pieces.length);
    socket.on('connect', async () => {
      socket.write(p.head);
      for (let i = 0; i < p.pieces.length; i++) {
        if (p.closeAfter === i) return void socket.destroy();
        if (p.pauseMs) await new Promise((w) => setTimeout(w, p.pauseMs));
        if (!socket.writable) return;
        socket.write(p.pieces[i]!);
      }
      if (p.closeAfter !== null) socket.destroy();
    });
    socket.on('data', (d) => {
      answer += d.toString('latin1');
      // A 100 Continue is not the answer; anything else is, and a keep-alive socket is closed here.
      if (/^HTTP\/1\.[01] (?!100)\d\d\d/m.test(answer.replace(/^HTTP\/1\.1 100[^\n]*\r\n\r\n/, ''))) {
        answer = answer.replace(/^HTTP\/1\.1 100[^\n]*\r\n\r\n/, '');
        socket.destroy();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', done);
  });
}

export async function runHttpFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const r: Rng = { rng: seedRng(options.seed) };
  const log = options.log ?? (() => undefined);
  const answers: Record<string, number> = {};
  const mb = (bytes: number | null) => (bytes === null ? null : Math.round(bytes / 1024 / 1024));
  const rss = options.rss ?? (() => null);
  const report: FuzzReport = { requests: 0, answers, healthChecks: 0, healthFailures: 0, rssMb: { start: mb(rss()), peak: null, end: null }, seconds: 0 };
  const started = Date.now();
  let peak = rss();
  let stop = false;
  const health = (async () => {
    while (!stop) {
      report.healthChecks += 1;
      const ok = await fetch(`http://127.0.0.1:${options.port}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
        (res) => res.status === 200,
        () => false,
      );
      if (!ok) report.healthFailures += 1;
      const now = rss();
      if (now !== null && (peak === null || now > peak)) peak = now;
      await new Promise((w) => setTimeout(w, 500));
    }
  })();
  let next = 0;
  const worker = async () => {
    while (next < options.requests) {
      next += 1;
      const outcome = await send(options.port, plan(r));
      answers[outcome] = (answers[outcome] ?? 0) + 1;
      report.requests += 1;
      if (report.requests % 10_000 === 0) log(`${report.requests} requests, ${Math.round((Date.now() - started) / 1000)} s, rss ${mb(rss()) ?? '?'} MB`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  stop = true;
  await health;
  report.rssMb.peak = mb(peak);
  report.rssMb.end = mb(rss());
  report.seconds = Math.round((Date.now() - started) / 100) / 10;
  return report;
}

/** Resident memory of a process, from /proc (Linux). */
export function rssOf(pid: number): () => number | null {
  return () => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return kb ? Number(kb) * 1024 : null;
    } catch {
      return null;
    }
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const requests = arg('requests', 100_000);
  const concurrency = arg('concurrency', 40);
  const seed = arg('seed', 1);
  const given = arg('port', 0);
  const { ServerProcess, freePort } = await import('../test/support/serverProcess.js');
  let server: Awaited<ReturnType<typeof ServerProcess.start>> | null = null;
  let dataDir: string | null = null;
  let port = given;
  if (!given) {
    // The shipped configuration: embedded store, default limits.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'dh-fuzz-http-'));
    port = await freePort();
    server = await ServerProcess.start(port, { DATA_DIR: dataDir, ...SHIPPED_LIMITS }, 60_000);
    console.log(`server pid ${server.pid} on port ${port} (embedded store in ${dataDir})`);
  }
  const report = await runHttpFuzz({ port, requests, concurrency, seed, rss: server ? rssOf(server.pid) : undefined, log: console.log });
  const alive = server ? server.alive : true;
  console.log(JSON.stringify({ ...report, serverAlive: alive }, null, 2));
  if (server) await server.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (!alive || report.healthFailures > 0) process.exitCode = 1;
}

/** The per-address limits as shipped (the test process's are raised for tests from one address). */
export const SHIPPED_LIMITS = {
  ROOMS_PER_MINUTE: '10',
  JOINS_PER_MINUTE: '60',
  PENDING_JOINS_PER_ADDRESS: '3',
  CODE_LOOKUPS_PER_MINUTE: '30',
  MATCH_LOOKUPS_PER_MINUTE: '120',
  CONNECTIONS_PER_ADDRESS: '100',
};

if (import.meta.url === `file://${process.argv[1]}`) await main();
