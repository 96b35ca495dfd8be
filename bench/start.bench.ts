// npm run bench:start [-- --rounds 3]: how soon the server `npm start` runs is healthy, and what it
// holds at idle, side by side in one run with its embedded store (SQLite) and with PGlite
// (EMBEDDED_STORE=pglite), and the way npm start ran it before (through the tsx TypeScript loader),
// interleaved round by round. Each: a first start on an empty data directory
// (the embedded database is created), then a start on the files it left; GET /healthz polled every
// 20 ms from the spawn; the CPU the process used until then (which a loaded machine does not
// stretch, as it does the wall time); resident memory read 3 s after healthy, with no game. Run `npm run
// build:server` first (npm start does).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../test/support/serverProcess.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const ROUNDS = Number(values.rounds);
const BUNDLE = ['--enable-source-maps', 'dist/server/main.js'];
const WAYS: Record<string, { args: readonly string[]; env: Record<string, string> }> = {
  'npm start (SQLite)': { args: BUNDLE, env: {} },
  'npm start, PGlite': { args: BUNDLE, env: { EMBEDDED_STORE: 'pglite' } },
  'tsx loader, SQLite': { args: ['--import', 'tsx', 'server/main.ts'], env: {} },
};
if (!existsSync('dist/server/main.js')) throw new Error('run `npm run build:server` first');

const { EMBEDDED_STORE: _, ...inherited } = process.env; // each way says its own

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** CPU the process has used (user + system, clock ticks of 10 ms): what a start costs, whatever else the machine runs. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function start(
  { args, env }: { args: readonly string[]; env: Record<string, string> },
  dataDir: string,
): Promise<{ healthyMs: number; cpuMs: number; rssMb: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...inherited, ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - t0 > 120_000) throw new Error('not healthy in 2 minutes');
      await sleep(20);
    }
    const healthyMs = performance.now() - t0;
    const cpu = cpuMs(child.pid!);
    await sleep(3000);
    return { healthyMs, cpuMs: cpu, rssMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const results: Record<string, { first: number[]; again: number[]; firstCpu: number[]; againCpu: number[]; firstRss: number[]; againRss: number[] }> = {};
console.log(`start bench: ${ROUNDS} round(s), Node ${process.version}`);
for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, way] of Object.entries(WAYS)) {
    const dir = mkdtempSync(path.join(tmpdir(), 'dh-start-'));
    try {
      const first = await start(way, path.join(dir, 'data'));
      const again = await start(way, path.join(dir, 'data'));
      const r = (results[name] ??= { first: [], again: [], firstCpu: [], againCpu: [], firstRss: [], againRss: [] });
      r.first.push(first.healthyMs);
      r.again.push(again.healthyMs);
      r.firstCpu.push(first.cpuMs);
      r.againCpu.push(again.cpuMs);
      r.firstRss.push(first.rssMb);
      r.againRss.push(again.rssMb);
      console.log(
        `round ${round}  ${name.padEnd(20)} first start: healthy ${(first.healthyMs / 1000).toFixed(2)} s (CPU ${(first.cpuMs / 1000).toFixed(2)} s), ${first.rssMb.toFixed(0)} MB  ` +
          `restart: healthy ${(again.healthyMs / 1000).toFixed(2)} s (CPU ${(again.cpuMs / 1000).toFixed(2)} s), ${again.rssMb.toFixed(0)} MB`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [name, r] of Object.entries(results)) {
  console.log(
    `median ${name.padEnd(20)} first start ${(median(r.first) / 1000).toFixed(2)} s (CPU ${(median(r.firstCpu) / 1000).toFixed(2)} s), ${median(r.firstRss).toFixed(0)} MB  ` +
      `restart ${(median(r.again) / 1000).toFixed(2)} s (CPU ${(median(r.againCpu) / 1000).toFixed(2)} s), ${median(r.againRss).toFixed(0)} MB`,
  );
}
