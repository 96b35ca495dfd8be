// Whether the operator asked to start on a store that cannot be read whole: `--salvage` on the
// command line, or STORE_SALVAGE=1. The server then restores the games it can read and marks the
// others damaged (see docs/persistence.md, "Damaged files").
export function salvageAsked(argv: readonly string[] = process.argv, env: Record<string, string | undefined> = process.env): boolean {
  return argv.includes('--salvage') || ['1', 'true', 'yes'].includes((env.STORE_SALVAGE ?? '').toLowerCase());
}
