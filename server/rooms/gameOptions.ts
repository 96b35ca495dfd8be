// The option handling most games share: a game's defaults, filled in under what the room was
// created with once the game's own check (its optionsError) accepts it; and one canonical text of
// a room's options, so that quick match pools rooms that play the same game.

/** The room's options from the raw create option, defaults applied; throws with the rules' reason. */
export function optionsParser<Options extends object>(defaults: Options, optionsError: (raw: unknown, players: number) => string | null) {
  return (raw: unknown, playerCount: number): Options => {
    const problem = optionsError(raw ?? {}, playerCount);
    if (problem) throw new Error(problem);
    return { ...defaults, ...(raw as Partial<Options>) };
  };
}

/** The options as canonical text (keys sorted). */
export function optionsKey(options: object): string {
  return JSON.stringify(
    Object.keys(options)
      .sort()
      .map((k) => [k, (options as Record<string, unknown>)[k]]),
  );
}
