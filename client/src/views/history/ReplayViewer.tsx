// The replay of a finished game, whatever the game: step through every action (buttons, slider, ←
// and →), jump to any period (a round, a turn), watch from any seat (their secrets included: the
// game is over) or as a spectator, with the list of actions alongside. The board and the words for
// each step are the game's own (its GameReplay, games/registry.ts).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameReplay } from '../../game/gameReplay.js';
import type { ReplayTimeline } from '../../game/replayTimeline.js';
import type { Viewer } from '../../../../shared/engine.js';
import { useI18n } from '../../i18n/index.js';

export function ReplayViewer({ timeline, replay }: { timeline: ReplayTimeline; replay: GameReplay }) {
  const { t, language } = useI18n();
  const [step, setStepRaw] = useState(0);
  const [viewer, setViewer] = useState<Viewer>('spectator');
  const setStep = (n: number) => setStepRaw(Math.max(0, Math.min(timeline.length, n)));
  const stepText = useMemo(() => replay.stepTexts(timeline, language), [timeline, replay, language]);
  const { Board } = replay;

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

  const period = timeline.periodAt(step);
  const periodName = (p: number) => replay.periodName(p, language, timeline);
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
          {t.history.step(step, timeline.length)} · {periodName(period)}
        </span>
        <button
          type="button"
          class="btn btn-small"
          data-replay-next
          onClick={() => setStep(step + 1)}
          disabled={step === timeline.length}
          aria-label={t.history.next}
        >
          ›
        </button>
        <button
          type="button"
          class="btn btn-small"
          data-replay-last
          onClick={() => setStep(timeline.length)}
          disabled={step === timeline.length}
          aria-label={t.history.last}
        >
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
          <select
            data-replay-round
            value={String(period)}
            onChange={(e) => setStep(timeline.periodStarts.get(Number((e.target as HTMLSelectElement).value)) ?? 0)}
          >
            {[...timeline.periodStarts.keys()].map((p) => (
              <option key={p} value={String(p)}>
                {periodName(p)}
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
            {timeline.players.map((name, seat) => (
              <option key={seat} value={String(seat)}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div class="replay-body">
        <Board timeline={timeline} step={step} viewer={viewer} />
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
                <button
                  type="button"
                  class="replay-log-item"
                  data-replay-goto={s.index}
                  aria-current={step === s.index ? 'step' : undefined}
                  onClick={() => setStep(s.index)}
                >
                  <span class="muted small">{s.index}. </span>
                  {stepText[i] || t.history.quietStep(timeline.players[s.seat] ?? '')}
                </button>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
