// The Redis these machines and CI run (127.0.0.1:6379), for tests of several processes. Each test
// file takes a database of its own (SELECT 1-15, emptied before and after) so that Colyseus' keys
// from other runs never leak in. Without Redis a test fails under CI with a message saying how to
// start it, and is skipped only when CI is unset. Speaks RESP over a socket: no client library.
import { createConnection } from 'node:net';

export const REDIS_HOST = process.env.TEST_REDIS_HOST ?? '127.0.0.1';
export const REDIS_PORT = Number(process.env.TEST_REDIS_PORT ?? 6379);

const HOW_TO_START =
  `Redis is not reachable at ${REDIS_HOST}:${REDIS_PORT}. Start it with \`redis-server --daemonize yes\` ` +
  '(or `service redis-server start`), or point TEST_REDIS_HOST/TEST_REDIS_PORT at a server.';

/** Sends commands on one connection; resolves with the raw replies once each got its line. */
function redis(commands: string[][], timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: REDIS_HOST, port: REDIS_PORT });
    let reply = '';
    const timer = setTimeout(() => socket.destroy(new Error('no answer from Redis')), timeoutMs);
    socket.on('connect', () => {
      socket.write(commands.map((c) => `*${c.length}\r\n${c.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`).join(''));
    });
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.split('\r\n').length > commands.length) {
        clearTimeout(timer);
        socket.end();
        if (reply.startsWith('-')) reject(new Error(reply.trim()));
        else resolve(reply);
      }
    });
    socket.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/** Whether Redis answers; throws under CI (where it must), false otherwise. */
export async function redisAvailable(): Promise<boolean> {
  try {
    return (await redis([['PING']])).startsWith('+PONG');
  } catch (e) {
    if (process.env.CI) throw new Error(`${HOW_TO_START} (${(e as Error).message})`);
    return false;
  }
}

/** An emptied Redis database of this test's own; its URL, how to empty it again, and one command in it. */
export async function freshRedis(): Promise<{ url: string; flush(): Promise<void>; command(...args: string[]): Promise<string> }> {
  const db = 1 + Math.floor(Math.random() * 15);
  const flush = async () => void (await redis([['SELECT', String(db)], ['FLUSHDB']]));
  await flush();
  const command = async (...args: string[]) => (await redis([['SELECT', String(db)], args])).split('\r\n')[1]!;
  return { url: `redis://${REDIS_HOST}:${REDIS_PORT}/${db}`, flush, command };
}
