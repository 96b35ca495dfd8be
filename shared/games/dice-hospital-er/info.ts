// What the platform needs to know of Dice Hospital ER without its rules (the lobby, GET /api/games):
// kept apart so that a page listing games does not load the engine.
export const GAME_ID = 'dice_hospital_er';
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 5;
