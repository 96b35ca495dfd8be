// `npm run verify -- <match.json> [--commitment <hex>]` (or `-` for standard input): checks a
// finished match record (shared/fairness.ts MatchRecordJson, as /api/matches/:id serves it): the
// revealed key and what the record shows (match id, game, players in seat order, options) match the
// commitment announced at the start, and the action log replays from them to the end of the game
// and its announced result. `--commitment` also checks that the record's commitment is the one you
// saw at the start (the game screen shows it). Exit code 0 when verified, 1 when not, 2 when the
// file cannot be read or the arguments are wrong.
import { readFileSync } from 'node:fs';
import { verifyMatch, type MatchRecordJson } from '../shared/fairness.js';

/** A record is read whole: a long game's is well under a megabyte. */
const MAX_RECORD_BYTES = 32 * 1024 * 1024;

const usage = () => {
  console.error('usage: npm run verify -- <match.json> [--commitment <64 hex>]   (- reads standard input)');
  process.exit(2);
};
const args = process.argv.slice(2);
const at = args.indexOf('--commitment');
const expected = at >= 0 ? args.splice(at, 2)[1] : undefined;
const path = args[0];
if (!path || args.length > 1 || path === '--help' || path === '-h') usage();
if (at >= 0 && !/^[0-9a-f]{64}$/.test(expected ?? '')) {
  console.error('--commitment takes the 64 lowercase hex characters shown at the start of the game');
  process.exit(2);
}

let record: unknown;
try {
  const text = readFileSync(path === '-' ? 0 : path!);
  if (text.length > MAX_RECORD_BYTES) throw new Error(`larger than ${MAX_RECORD_BYTES} bytes`);
  record = JSON.parse(text.toString('utf8'));
} catch (e) {
  console.error(`cannot read ${path}: ${(e as Error).message}`);
  process.exit(2);
}

const verdict = verifyMatch(record);
if (!verdict.ok) {
  console.log(`NOT verified: ${verdict.reason}`);
  process.exit(1);
}
const { matchId, game, commitment, key, log, config } = record as MatchRecordJson;
if (expected !== undefined && expected !== commitment) {
  console.log(`NOT verified: the record's commitment ${commitment} is not the one given (${expected}): this is not the game announced then`);
  process.exit(1);
}
console.log('verified: the key and the match shown match the commitment, and every draw of the game followed from the key');
console.log(`  match      ${matchId} (${game}), ${config.players.length} players: ${config.players.join(', ')}`);
console.log(`  commitment ${commitment}${expected ? ' (the one given)' : ' (compare it with the one shown at the start of the game)'}`);
console.log(`  key        ${key}`);
console.log(`  ${log.length} actions replayed, game over`);
// A side without a rank (a solo score: no winner) or without a score (an opponent that scores nothing) says so.
for (const s of verdict.scores) console.log(`  ${s.rank === null ? '--' : `#${s.rank}`} ${s.name}${s.score === null ? ' (no score)' : `: ${s.score}`}`);
