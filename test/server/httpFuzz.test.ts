// The short version of `npm run fuzz:http` (scripts/httpFuzz.ts): random requests with every
// spelling of /matchmake and /api, header lies, slow and cut bodies and huge headers, against a
// real server process with the shipped per-address limits. The process never exits and answers
// its health check throughout. (Before the guard's fix, a handful of these requests ended it.)
import { describe, expect, it } from 'vitest';
import { runHttpFuzz, rssOf, SHIPPED_LIMITS } from '../../scripts/httpFuzz.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { freePort, ServerProcess } from '../support/serverProcess.js';

const REQUESTS = Number(process.env.HTTP_FUZZ_REQUESTS ?? 3000);

describe(`HTTP fuzz, ${REQUESTS} requests`, async () => {
  const available = await postgresAvailable();
  it.skipIf(!available)('never ends the server, whose health check answers throughout', { timeout: 180_000 }, async () => {
    const db = await freshDatabase();
    const port = await freePort();
    const server = await ServerProcess.start(port, { DATABASE_URL: db.url, ...SHIPPED_LIMITS });
    try {
      const report = await runHttpFuzz({ port, requests: REQUESTS, concurrency: 30, seed: Number(process.env.FUZZ_SEED ?? 11), rss: rssOf(server.pid) });
      console.log(`http fuzz: ${JSON.stringify(report)}`);
      expect(server.alive).toBe(true);
      expect(report.requests).toBe(REQUESTS);
      expect(report.healthChecks).toBeGreaterThan(0);
      expect(report.healthFailures).toBe(0);
      expect(server.lines.filter((l) => l.event === 'fatal')).toEqual([]);
      // Most requests are answered; the rest are ones the fuzz cut off itself or that a limit closed.
      expect(
        Object.entries(report.answers)
          .filter(([k]) => k !== 'none')
          .reduce((n, [, v]) => n + v, 0),
      ).toBeGreaterThan(REQUESTS / 2);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.kill('SIGKILL');
      await db.drop();
    }
  });
});
