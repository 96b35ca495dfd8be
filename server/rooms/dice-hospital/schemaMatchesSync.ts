// The Dice Hospital schema classes (schema.ts) decode to exactly GameSyncJson (shared sync.ts), or
// `tsc` fails here, naming the class whose fields drifted.
import type { GameSyncJson, PlayerSyncJson, SeatActivationSyncJson } from '../../../shared/games/dice-hospital/sync.js';
import type { Decoded, Same, Widened } from '../../schema/matches.js';
import type { GameSync, PlayerSync, SeatActivationSync } from './schema.js';

const player: Same<Decoded<PlayerSync>, Widened<PlayerSyncJson>> = true;
const activation: Same<Decoded<SeatActivationSync>, Widened<SeatActivationSyncJson>> = true;
const game: Same<Decoded<GameSync>, Widened<GameSyncJson>> = true;

export const SCHEMA_MATCHES_SYNC = player && activation && game;
