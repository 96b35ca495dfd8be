// The action path's series (dh_actions_total and dh_action_duration_seconds), counted in plain
// numbers and shown to prom-client's registry only when Prometheus scrapes. prom-client's own
// Counter and Histogram check and hash their labels at every count, even through a bound series:
// four times per accepted action, which the load bench's profile put at 2 % of an action's CPU.
import type { Registry } from 'prom-client';

/** One game's counts: the actions, and per part of an action (seconds) a histogram. */
class GameSeries {
  actions = 0;
  readonly parts: Record<ActionPart, { buckets: Float64Array; sum: number; count: number }>;

  constructor(bounds: readonly number[]) {
    const part = () => ({ buckets: new Float64Array(bounds.length), sum: 0, count: 0 });
    this.parts = { engine: part(), store: part(), patch: part() };
  }
}

export type ActionPart = 'engine' | 'store' | 'patch';
const PARTS: readonly ActionPart[] = ['engine', 'store', 'patch'];

interface Line {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

export class ActionSeries {
  private readonly games = new Map<string, GameSeries>();

  constructor(
    registry: Registry,
    private readonly names: { count: string; countHelp: string; seconds: string; secondsHelp: string },
    private readonly bounds: readonly number[],
  ) {
    registry.registerMetric(this.metric(names.count, names.countHelp, 'counter', () => this.countLines()) as never);
    registry.registerMetric(this.metric(names.seconds, names.secondsHelp, 'histogram', () => this.histogramLines()) as never);
  }

  /** One accepted action of `game`, with the seconds each part took. */
  played(game: string, seconds: Record<ActionPart, number>): void {
    let series = this.games.get(game);
    if (!series) this.games.set(game, (series = new GameSeries(this.bounds)));
    series.actions += 1;
    for (const part of PARTS) {
      const h = series.parts[part];
      const value = seconds[part];
      h.sum += value;
      h.count += 1;
      for (let i = 0; i < this.bounds.length; i++) {
        if (value > this.bounds[i]!) continue;
        h.buckets[i]! += 1;
        break;
      }
    }
  }

  /** What the registry reads of a metric: the shape prom-client's own metrics give it. */
  private metric(name: string, help: string, type: 'counter' | 'histogram', lines: () => Line[]) {
    return { name, help, type, aggregator: 'sum', get: () => ({ name, help, type, aggregator: 'sum', values: lines() }) };
  }

  private countLines(): Line[] {
    return [...this.games].map(([game, s]) => ({ metricName: this.names.count, labels: { game }, value: s.actions }));
  }

  private histogramLines(): Line[] {
    const name = this.names.seconds;
    const lines: Line[] = [];
    for (const [game, s] of this.games) {
      for (const part of PARTS) {
        const h = s.parts[part];
        const labels = { game, part };
        let below = 0;
        this.bounds.forEach((le, i) => {
          below += h.buckets[i]!;
          lines.push({ metricName: `${name}_bucket`, labels: { ...labels, le }, value: below });
        });
        lines.push({ metricName: `${name}_bucket`, labels: { ...labels, le: '+Inf' }, value: h.count });
        lines.push({ metricName: `${name}_sum`, labels, value: h.sum });
        lines.push({ metricName: `${name}_count`, labels, value: h.count });
      }
    }
    return lines;
  }
}
