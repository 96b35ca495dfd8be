// Bots, defaults, views, the engine object and bad input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playBots } from '../../shared/play.js';
import { testKey } from '../../shared/random.js';
import { botAction } from '../../shared/games/quarantine/bot/index.js';
import { act, buildPosition, playDefaults, Q, rejects } from './helpers.js';

const rules = { applyAction: Q.applyAction, pendingSeats: Q.pendingSeats, isOver: Q.isOver };

describe('defaultAction', () => {
  it('finishes a whole game from setup, for 2, 3 and 4 players', () => {
    for (const n of [2, 3, 4]) {
      const end = playDefaults(Q.createGame({ players: ['A', 'B', 'C', 'D'].slice(0, n), key: testKey(n) }), 20_000);
      expect(Q.isOver(end)).toBe(true);
    }
  });

  it('draws, then ends the turn; stores an acquired special room; cancels a renovation; answers yes to its Emergency Room', () => {
    const s = buildPosition({ bag: { red: 5 } });
    expect(Q.defaultAction(s, 0)).toEqual({ type: 'draw' });
    expect(Q.defaultAction(s, 1)).toBeNull();
    expect(Q.defaultAction({ ...s, turn: { ...s.turn!, drawsLeft: 0 } }, 0)).toEqual({ type: 'endTurn' });
    const drawn = act(s, 0, { type: 'draw' });
    expect(Q.defaultAction(drawn, 0)).toEqual({ type: 'placePatient', queue: 0 });
    expect(Q.defaultAction(act(s, 0, { type: 'renovate' }), 0)).toEqual({ type: 'cancelRenovation' });
  });
});

describe('bots', () => {
  it('the strong bot plays only legal actions and beats 3 random bots in most games', () => {
    let wins = 0;
    for (let g = 0; g < 4; g++) {
      const strongSeat = g % 4;
      const levels = [0, 1, 2, 3].map((s) => (s === strongSeat ? 'strong' : 'random') as 'strong' | 'random');
      const { state } = playBots(rules, Q.createGame({ players: ['A', 'B', 'C', 'D'], key: testKey(500 + g) }), levels, g, botAction, 20_000);
      if (state.result!.standings.find((s) => s.seat === strongSeat)!.rank === 1) wins += 1;
    }
    expect(wins).toBeGreaterThanOrEqual(3);
  });
});

describe('views and input', () => {
  it('no view holds the key or the generator; everything else is public', () => {
    const s = buildPosition({ players: 3, seats: [{ queue: 'rg', stored: ['lab'] }] });
    for (const viewer of [0, 1, 'spectator'] as const) {
      const view = Q.viewFor(s, viewer);
      expect(JSON.stringify(view)).not.toContain(s.config.key);
      expect(view).not.toHaveProperty('rng');
      expect(view.players[0]!.queue).toEqual(['red', 'green']);
      expect(view.players[0]!.stored).toEqual(s.players[0]!.stored);
      expect(view.bag).toEqual(s.bag);
      expect(Q.legalActions(view, 0)).toEqual(Q.legalActions(s, 0));
    }
  });

  it('refuses malformed actions, other seats and other phases without throwing', () => {
    const s = buildPosition({ bag: { red: 5 } });
    rejects(s, 0, null, 'invalid_action');
    rejects(s, 0, { type: 'fly' }, 'invalid_action');
    rejects(s, 0, { type: 'cure', colour: 'grey' }, 'invalid_action');
    rejects(s, 0, { type: 'placeTile', tile: 1, x: 0, y: 0, rot: 5 }, 'invalid_action');
    rejects(s, 0, { type: 'buySpecial', special: 'lab', pay: { red: 1 } }, 'invalid_action');
    rejects(s, 0, { type: 'draw', extra: 1 }, 'invalid_action');
    rejects(s, 7, { type: 'draw' }, 'invalid_seat');
    rejects(s, 1, { type: 'draw' }, 'not_your_turn');
    rejects(s, 0, { type: 'placePatient', queue: 0 }, 'wrong_phase');
    rejects(s, 0, { type: 'endRenovation' }, 'wrong_phase');
  });

  it('never throws on any input, in positions along a random game', () => {
    const { state: end, log } = Q.playRandomGame(Q.createGame({ players: ['A', 'B', 'C'], key: testKey(77) }), 77);
    expect(Q.isOver(end)).toBe(true);
    const positions: Q.GameState[] = [];
    let s = Q.createGame({ players: ['A', 'B', 'C'], key: testKey(77) });
    log.forEach(({ seat, action }, i) => {
      if (i % 25 === 0) positions.push(s);
      s = act(s, seat, action);
    });
    const int = fc.oneof(fc.integer({ min: -3, max: 6 }), fc.constant(1e9), fc.constant(-0.5), fc.constant(Number.NaN));
    const field = fc.oneof(
      int,
      fc.boolean(),
      fc.constantFrom('red', 'grey', 'lab', 'x'),
      fc.constant(null),
      fc.record({ x: int, y: int, rot: int }),
      fc.record({ blue: int, green: int, red: int, yellow: int, grey: int }),
      fc.array(fc.constantFrom('red', 'blue', 7), { maxLength: 6 }),
    );
    const action = fc.record(
      {
        type: fc.constantFrom(...Object.values(Q.ACTIONS_FOR).flat(), 'nope'),
        tile: field,
        x: field,
        y: field,
        rot: field,
        to: field,
        from: field,
        queue: field,
        target: field,
        colour: field,
        special: field,
        price: field,
        pay: field,
        order: field,
        accept: field,
        keep: field,
      },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: positions.length - 1 }), fc.integer({ min: -1, max: 3 }), action, (p, seat, a) => {
        const result = Q.applyAction(positions[p]!, seat, a);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 3000 },
    );
  });

  it('events reach every viewer whole; standings list seats, scores and shared ranks', () => {
    const events: Q.QEvent[] = [{ type: 'cubeDrawn', seat: 0, cube: 'grey', bagLeft: 3 }];
    expect(Q.eventsFor(events, 1)).toEqual(events);
    const result = Q.finalResult(buildPosition({ players: 3, seats: [{}, {}, { queue: 'r' }] }));
    expect(Q.listStandings(result)).toEqual([
      { seat: 0, score: 2, rank: 1 },
      { seat: 1, score: 2, rank: 1 },
      { seat: 2, score: 1, rank: 3 },
    ]);
    expect(Q.listStandings(null)).toBeNull();
  });

  it('the engine object', () => {
    expect(Q.quarantine).toMatchObject({ id: 'quarantine', minPlayers: 2, maxPlayers: 4 });
    expect(() => Q.createGame({ players: ['A'], key: testKey(1) })).toThrow();
    expect(() => Q.createGame({ players: ['A', 'B', 'C', 'D', 'E'], key: testKey(1) })).toThrow();
    expect(Q.optionsError({}, 3)).toBeNull();
    expect(Q.optionsError({ fast: true }, 3)).toBe('unknown option fast');
    const s = Q.createGame({ players: ['A', 'B', 'C'], key: testKey(9) });
    expect(s.piles).toHaveLength(8);
    expect(new Set(s.piles.map((p) => p.special)).size).toBe(8);
    expect(s.piles.every((p) => p.tiles.length === 2)).toBe(true);
    expect(Q.createGame({ players: ['A', 'B'], key: testKey(9) }).piles.every((p) => p.tiles.length === 1)).toBe(true);
    expect(s.treatmentRooms).toHaveLength(8);
    expect(Q.total(s.bag)).toBe(128);
  });
});
