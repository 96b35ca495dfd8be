// A process whose event loop is stuck answers nobody, yet keeps its port and its rooms: with the
// embedded store's files made read-only mid-game, one failed WAL write left the process spinning
// at 100 % CPU, answering no HTTP, its clients "connected" for more than a minute. Nothing inside
// the event loop can notice that, so a worker thread watches it: the main thread beats every
// second; when no beat has come for `stallMs`, the worker writes why to stderr and ends the
// process with SIGKILL (a blocked loop cannot run a SIGTERM handler), for its supervisor to start
// it again. Every acknowledged action is already stored, so the next process resumes every game.
import { Worker } from 'node:worker_threads';

const WATCHER = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
let last = Date.now();
parentPort.on('message', () => (last = Date.now()));
setInterval(() => {
  const stalled = Date.now() - last;
  if (stalled < workerData.stallMs) return;
  const line = JSON.stringify({ level: 60, time: Date.now(), event: 'event_loop_stalled', stalledMs: stalled, msg: 'the event loop has not run for ' + stalled + ' ms: ending the process for its supervisor to restart it' });
  try { writeSync(2, line + '\\n'); } catch {}
  process.kill(workerData.pid, 'SIGKILL');
}, Math.min(1000, workerData.stallMs / 4));
`;

/** Starts watching this process's event loop; returns how to stop (shutdown, tests). */
export function watchEventLoop(stallMs: number): () => void {
  const worker = new Worker(WATCHER, { eval: true, workerData: { stallMs, pid: process.pid } });
  worker.unref();
  const beat = setInterval(() => worker.postMessage(0), Math.min(1000, stallMs / 4));
  beat.unref();
  return () => {
    clearInterval(beat);
    void worker.terminate();
  };
}
