// The action path's series as Prometheus reads them: a counter per game, and per game and part a
// histogram whose buckets count every value at or under their bound (so each bucket holds the ones
// before it), whose +Inf bucket and count are every value, and whose sum adds them up.
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { ActionSeries } from '../../server/actionSeries.js';

const NAMES = { count: 'x_actions_total', countHelp: 'actions', seconds: 'x_action_seconds', secondsHelp: 'seconds' };

function lines(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line) continue;
    const at = line.lastIndexOf(' ');
    out.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return out;
}

describe('the action series', () => {
  it('counts actions per game and puts each part of each one in its cumulative buckets', async () => {
    const registry = new Registry();
    registry.setDefaultLabels({ process: 'p' });
    const series = new ActionSeries(registry, NAMES, [0.001, 0.01]);
    series.played('a', { engine: 0.0005, store: 0.001, patch: 3 });
    series.played('a', { engine: 0.005, store: 0.02, patch: 0.001 });
    series.played('b', { engine: 0.02, store: 0.0001, patch: 0.0001 });
    const got = lines(await registry.metrics());

    expect(got.get('x_actions_total{game="a",process="p"}')).toBe(2);
    expect(got.get('x_actions_total{game="b",process="p"}')).toBe(1);
    const bucket = (game: string, part: string, le: string) => got.get(`x_action_seconds_bucket{game="${game}",part="${part}",le="${le}",process="p"}`);
    // a's engine: 0.0005 and 0.005
    expect([bucket('a', 'engine', '0.001'), bucket('a', 'engine', '0.01'), bucket('a', 'engine', '+Inf')]).toEqual([1, 2, 2]);
    // a's store: 0.001 (on the bound counts under it) and 0.02 (above every bound: +Inf alone)
    expect([bucket('a', 'store', '0.001'), bucket('a', 'store', '0.01'), bucket('a', 'store', '+Inf')]).toEqual([1, 1, 2]);
    expect([bucket('b', 'engine', '0.001'), bucket('b', 'engine', '0.01'), bucket('b', 'engine', '+Inf')]).toEqual([0, 0, 1]);
    expect(got.get('x_action_seconds_sum{game="a",part="patch",process="p"}')).toBeCloseTo(3.001);
    expect(got.get('x_action_seconds_count{game="a",part="patch",process="p"}')).toBe(2);
    expect(got.get('x_action_seconds_count{game="b",part="store",process="p"}')).toBe(1);
  });

  it('shows nothing for a game before its first action, and names each metric once', async () => {
    const registry = new Registry();
    new ActionSeries(registry, NAMES, [0.001]);
    const text = await registry.metrics();
    expect(text).toContain('# TYPE x_actions_total counter');
    expect(text).toContain('# TYPE x_action_seconds histogram');
    expect([...lines(text).keys()]).toEqual([]);
  });
});
