// A process whose event loop gets stuck half a second after it starts, watched by the server's
// watchdog (server/eventLoopWatchdog.ts), for test/server/eventLoopWatchdog.test.ts.
import { watchEventLoop } from '../../server/eventLoopWatchdog.js';

watchEventLoop(Number(process.env.STALL_MS ?? 1500));
console.log('started');
setTimeout(() => {
  console.log('stuck');
  for (;;) {
    // as a store that spins on a failed write
  }
}, 500);
