// What the platform needs to know of Quarantine without its rules (the lobby, GET /api/games):
// kept apart so that a page listing games does not load the engine.
export const GAME_ID = 'quarantine';
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
