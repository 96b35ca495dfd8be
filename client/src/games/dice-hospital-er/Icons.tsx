// Small line icons of the ER sheet (decorative: the text next to them says the same).
import type { BonusKind } from './i18n/en.js';

const PATHS: Record<BonusKind | 'ambulance' | 'morgue', string> = {
  stethoscope: 'M6 3v6a5 5 0 0 0 10 0V3 M11 14v2a4 4 0 0 0 8 0v-3 M19 11.5a1.8 1.8 0 1 0 0.01 0',
  bloodBag: 'M12 3c3 4.5 6 8 6 11a6 6 0 0 1-12 0c0-3 3-6.5 6-11z M9.5 14.5h5 M12 12v5',
  curtain: 'M3 4h18 M5 4v16c2-2 3-6 3-16 M19 4v16c-2-2-3-6-3-16 M9 4c1 5 2 9 3 9s2-4 3-9',
  critical: 'M12 4v10 M12 18.5v.5',
  nurse: 'M12 3a9 9 0 1 0 .01 0 M12 8v8 M8 12h8',
  extra: 'M9 8a3 3 0 1 0 .01 0 M3.5 20c0-4 2.5-6 5.5-6s5.5 2 5.5 6 M18 8v6 M15 11h6',
  ambulance: 'M2 16V7h11v9 M13 10h4l4 4v2h-19 M6.5 17.5a1.5 1.5 0 1 0 .01 0 M16.5 17.5a1.5 1.5 0 1 0 .01 0 M7.5 8.5v4 M5.5 10.5h4',
  morgue: 'M5 21V9a7 7 0 0 1 14 0v12z M12 9v6 M9.5 11.5h5',
};

export function Icon({ name, class: className }: { name: keyof typeof PATHS; class?: string }) {
  return (
    <svg class={`er-icon ${className ?? ''}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
