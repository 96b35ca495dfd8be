// Quarantine has no options yet; the check refuses anything but an empty object, so a client that
// sends an option the rules do not know is told at once.
import type { Options } from './types.js';

export const DEFAULT_OPTIONS: Options = {};

/** Why these options cannot be played with this many players, or null. */
export function optionsError(options: unknown, _players: number): string | null {
  if (options === undefined) return null;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'options must be an object';
  const [name] = Object.keys(options);
  return name === undefined ? null : `unknown option ${name.slice(0, 40)}`;
}
