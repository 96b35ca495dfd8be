// Structured logs: JSON lines in production (for the platform to ship), pino-pretty in development
// when it is installed (it is a dev dependency).
import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';

export type { Logger };

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

export function createLogger(options: { level: string; production: boolean }): Logger {
  const pretty = !options.production && prettyAvailable();
  return pino({
    level: options.level,
    base: { service: 'dice-hospital' },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' },
          },
        }
      : {}),
  });
}
