// The replay of a finished game: step through every action (buttons, slider, ← and →), jump to any
// round, watch from any seat (their secrets included: the game is over) or as a spectator, with the
// list of actions alongside. The board is the game's own screen, read-only.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { viewFor } from '../../../../shared/games/dice-hospital/index.js';
import { useI18n } from '../../games/dice-hospital/i18n/index.js';
import { DieMemory } from '../../game/dice.js';
import { describeLog, isRedundant } from '../../game/logText.js';
import { CHECKPOINT, type ReplayTimeline } from '../../game/replayTimeline.js';
import type { Viewer } from '../../game/seats.js';
import { GameScreen } from '../game/GameScreen.js';
import type { LogEntry } from '../game/GameLog.js';

export function ReplayViewer({ timeline }: { timeline: ReplayTimeline }) {
  const { t } = useI18n();
  const [step, setStepRaw] = useState(0);
  const [viewer, setViewer] = useState<Viewer>('spectator');
  const setStep = (n: number) => setStepRaw(Math.max(0, Math.min(timeline.length, n)));
  const final = useMemo(() => viewFor(timeline.stateAt(timeline.length), 'spectator'), [timeline]);
  const dice = useMemo(() => {
    const memory = new DieMemory();
    for (let n = 0; n <= timeline.length; n += CHECKPOINT) memory.learn(viewFor(timeline.stateAt(n), 'spectator'));
    memory.learn(final);
    return memory;
  }, [timeline]);
  const view = useMemo(() => viewFor(timeline.stateAt(step), viewer), [timeline, step, viewer]);
  dice.learn(view);

  // Each step's sentence(s), worded once for the whole game.
  const stepText = useMemo(() => {
    const events = timeline.steps.flatMap((s) => s.events);
    const lines = describeLog({ t, view: final, dice }, events);
    let at = 0;
    return timeline.steps.map((s) => {
      const text = s.events.map((e, i) => (isRedundant(e) ? '' : lines[at + i]!)).filter(Boolean).join(' ');
      at += s.events.length;
      return text;
    });
  }, [timeline, t]);
  const log: LogEntry[] = useMemo(
    () => timeline.steps.slice(0, step).flatMap((s) => s.events.map((event, i) => ({ id: s.index * 1000 + i, event }))),
    [timeline, step],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.target instanceof HTMLTextAreaElement) return;
      if (e.key === 'ArrowRight') setStepRaw((n) => Math.min(timeline.length, n + 1));
      else if (e.key === 'ArrowLeft') setStepRaw((n) => Math.max(0, n - 1));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [timeline]);

  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-current="step"]')?.scrollIntoView({ block: 'nearest' });
  }, [step]);

  const round = timeline.roundAt(step);
  const roundName = (r: number) => (r === 0 ? t.phase.setup : t.history.round(r));
  return (
    <div class="replay" data-replay data-step={step}>
      <div class="replay-controls panel-card" role="group" aria-label={t.history.controls}>
        <button type="button" class="btn btn-small" data-replay-first onClick={() => setStep(0)} disabled={step === 0} aria-label={t.history.first}>
          «
        </button>
        <button type="button" class="btn btn-small" data-replay-prev onClick={() => setStep(step - 1)} disabled={step === 0} aria-label={t.history.previous}>
          ‹
        </button>
        <span class="replay-step" aria-live="polite" data-replay-position>
          {t.history.step(step, timeline.length)} · {roundName(round)}
        </span>
        <button type="button" class="btn btn-small" data-replay-next onClick={() => setStep(step + 1)} disabled={step === timeline.length} aria-label={t.history.next}>
          ›
        </button>
        <button type="button" class="btn btn-small" data-replay-last onClick={() => setStep(timeline.length)} disabled={step === timeline.length} aria-label={t.history.last}>
          »
        </button>
        <input
          type="range"
          class="replay-slider"
          min={0}
          max={timeline.length}
          value={step}
          aria-label={t.history.slider}
          onInput={(e) => setStep(Number((e.target as HTMLInputElement).value))}
        />
        <label class="replay-select">
          {t.history.jumpToRound}{' '}
          <select data-replay-round value={String(round)} onChange={(e) => setStep(timeline.roundStarts.get(Number((e.target as HTMLSelectElement).value)) ?? 0)}>
            {[...timeline.roundStarts.keys()].map((r) => (
              <option key={r} value={String(r)}>
                {roundName(r)}
              </option>
            ))}
          </select>
        </label>
        <label class="replay-select">
          {t.history.viewFrom}{' '}
          <select
            data-replay-viewer
            value={String(viewer)}
            onChange={(e) => {
              const value = (e.target as HTMLSelectElement).value;
              setViewer(value === 'spectator' ? 'spectator' : Number(value));
            }}
          >
            <option value="spectator">{t.history.spectatorView}</option>
            {final.players.map((p, seat) => (
              <option key={seat} value={String(seat)}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div class="replay-body">
        <GameScreen view={view} viewer={viewer} log={log} dice={dice} error={null} send={() => {}} readOnly />
        <section class="panel-card replay-log" aria-labelledby="replay-log-title">
          <h2 class="card-title" id="replay-log-title">
            {t.history.actions}
          </h2>
          <ol class="replay-log-list" ref={list}>
            <li>
              <button type="button" class="replay-log-item" aria-current={step === 0 ? 'step' : undefined} onClick={() => setStep(0)}>
                {t.history.gameStart}
              </button>
            </li>
            {timeline.steps.map((s, i) => (
              <li key={s.index}>
                <button type="button" class="replay-log-item" data-replay-goto={s.index} aria-current={step === s.index ? 'step' : undefined} onClick={() => setStep(s.index)}>
                  <span class="muted small">{s.index}. </span>
                  {stepText[i] || t.history.quietStep(final.players[s.seat]?.name ?? '')}
                </button>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
