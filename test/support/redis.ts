// The Redis these machines and CI run (127.0.0.1:6379), for tests of several processes. Each test
// file takes an empty database of its own (one of 1-15, claimed, emptied after) so that Colyseus'
// keys from other runs never leak in and no one else's data is ever touched. Without Redis a test fails under CI with a message saying how to
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

const CLAIM = 'dice-hospital-online:claimed';

/** Takes a database no one uses: empty, then claimed with a key only one taker can set (SET NX), so
 * neither someone's data nor another test running at the same time is ever emptied. */
async function claimEmptyDatabase(): Promise<number> {
  const start = Math.floor(Math.random() * 15);
  for (let i = 0; i < 15; i++) {
    const db = 1 + ((start + i) % 15);
    const size = (await redis([['SELECT', String(db)], ['DBSIZE']])).split('\r\n')[1];
    if (size !== ':0') continue;
    const claimed = (
      await redis([
        ['SELECT', String(db)],
        ['SET', CLAIM, String(process.pid), 'NX'],
      ])
    ).split('\r\n')[1];
    if (claimed === '+OK') return db;
  }
  throw new Error(`no empty Redis database among 1-15 at ${REDIS_HOST}:${REDIS_PORT}: these tests and benchmarks only use an empty one`);
}

/** A Redis database of this test's own (empty); its URL, one command in it, and `flush` to give it
 * back empty at the end. */
export async function freshRedis(): Promise<{ url: string; flush(): Promise<void>; command(...args: string[]): Promise<string> }> {
  const db = await claimEmptyDatabase();
  const flush = async () => void (await redis([['SELECT', String(db)], ['FLUSHDB']]));
  const command = async (...args: string[]) => (await redis([['SELECT', String(db)], args])).split('\r\n')[1]!;
  return { url: `redis://${REDIS_HOST}:${REDIS_PORT}/${db}`, flush, command };
}
