// The errors for which the server refuses to start on its store, each with a message that says
// what is wrong and what to do: told to the operator as such, without a stack trace.
import { DataDirLockedError } from './dataDirLock.js';
import { DiskFullError } from './diskFull.js';
import { StoreUnreadableError } from './gameDamage.js';
import { EmbeddedOpenError } from './sql.js';

export type RefusalReason = 'data_dir_in_use' | 'disk_full' | 'store_unreadable';

export function refusalOf(err: unknown): { reason: RefusalReason; message: string } | null {
  if (err instanceof DataDirLockedError) return { reason: 'data_dir_in_use', message: err.message };
  if (err instanceof DiskFullError) return { reason: 'disk_full', message: err.message };
  if (err instanceof StoreUnreadableError || err instanceof EmbeddedOpenError) return { reason: 'store_unreadable', message: err.message };
  return null;
}
