// "Your turn" outside the page: the tab title and favicon change while a decision is yours, and an
// optional short sound (off by default, remembered on this device) plays when one arrives.
import { useEffect, useState } from 'preact/hooks';

const ICON = (badge: boolean) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect x='2' y='2' width='28' height='28' rx='6' fill='#c0392b'/>` +
      `<path d='M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z' fill='#fff'/>` +
      (badge ? `<circle cx='25' cy='7' r='6.5' fill='#f5b400' stroke='#fff' stroke-width='1.5'/>` : '') +
      `</svg>`,
  );

const SOUND_KEY = 'dh.sound';

export function loadSoundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

/** A soft two-note chime with the Web Audio API (no file to download). */
function chime(): void {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    [660, 880].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, ctx.currentTime + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.15, ctx.currentTime + i * 0.15 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + i * 0.15 + 0.3);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.15);
      osc.stop(ctx.currentTime + i * 0.15 + 0.32);
    });
    setTimeout(() => void ctx.close(), 800);
  } catch {
    // no audio: the title and icon still say it
  }
}

export function useTurnSignal(yourTurn: boolean, title: string, baseTitle: string): { soundOn: boolean; setSoundOn(on: boolean): void } {
  const [soundOn, setSound] = useState(loadSoundOn);
  useEffect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    document.title = yourTurn ? `● ${title} – ${baseTitle}` : baseTitle;
    if (icon) icon.href = ICON(yourTurn);
    if (yourTurn && soundOn) chime();
    return () => {
      document.title = baseTitle;
      if (icon) icon.href = ICON(false);
    };
  }, [yourTurn, title, baseTitle]);
  const setSoundOn = (on: boolean) => {
    setSound(on);
    try {
      localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    } catch {
      // not remembered
    }
  };
  return { soundOn, setSoundOn };
}
