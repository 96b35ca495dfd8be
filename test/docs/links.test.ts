// The README and docs/ stand alone: every link points to a file inside the repository (a reader of
// the published project has no other folder), and every such file exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const pages = [
  'README.md',
  'client/README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

describe('documentation links', () => {
  for (const page of pages) {
    it(`${page} links only to files inside the repository`, () => {
      const text = readFileSync(path.join(ROOT, page), 'utf8');
      const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
      for (const target of targets) {
        if (target.startsWith('#')) continue;
        expect(target, `${page} links outside the repository`).not.toMatch(/^[a-z]+:/i);
        const file = path.resolve(path.dirname(path.join(ROOT, page)), target.split('#')[0]!);
        expect(file.startsWith(ROOT), `${page} → ${target} leaves the repository`).toBe(true);
        expect(existsSync(file), `${page} → ${target} does not exist`).toBe(true);
      }
    });
  }
});
