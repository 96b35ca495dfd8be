// `npm run verify -- <match.json>` (or `-` for standard input): checks a finished match record
// (shared/fairness.ts MatchRecordJson, as /api/matches/:id serves it): the revealed key matches the
// commitment announced at the start, and the action log replays from it into the announced game.
// Exit code 0 when verified, 1 when not, 2 when the file cannot be read.
import { readFileSync } from 'node:fs';
import { verifyMatch } from '../shared/fairness.js';

const path = process.argv[2];
if (!path || path === '--help' || path === '-h') {
  console.error('usage: npm run verify -- <match.json>   (or - to read standard input)');
  process.exit(2);
}

let record: unknown;
try {
  record = JSON.parse(readFileSync(path === '-' ? 0 : path, 'utf8'));
} catch (e) {
  console.error(`cannot read ${path}: ${(e as Error).message}`);
  process.exit(2);
}

const verdict = verifyMatch(record);
if (!verdict.ok) {
  console.log(`NOT verified: ${verdict.reason}`);
  process.exit(1);
}
const { commitment, key, log } = record as { commitment: string; key: string; log: unknown[] };
console.log('verified: the key matches the commitment and every draw of the game followed from it');
console.log(`  commitment ${commitment}`);
console.log(`  key        ${key}`);
console.log(`  ${log.length} actions replayed, ${verdict.finished ? 'game over' : 'game NOT finished (the log stops before the end)'}`);
for (const s of verdict.scores) console.log(`  ${s.rank ? `#${s.rank}` : '  '} ${s.name}: ${s.score}`);
