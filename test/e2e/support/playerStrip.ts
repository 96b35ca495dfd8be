// What the player strip shows on a phone, as problems in words: every seat's panel inside the
// screen's width (none out of view to the side), nothing scrolled sideways, and no name, numbers or
// state line cut inside its panel.
import type { Page } from 'playwright-core';

export function stripProblems(page: Page): Promise<string[]> {
  return page.$eval('[data-player-panels]', (strip) => {
    const problems: string[] = [];
    if (strip.scrollWidth > strip.clientWidth + 1) problems.push(`the strip scrolls sideways (${strip.scrollWidth} px in ${strip.clientWidth})`);
    for (const panel of strip.querySelectorAll('[data-panel-seat]')) {
      const seat = panel.getAttribute('data-panel-seat');
      const r = panel.getBoundingClientRect();
      if (r.left < -0.5 || r.right > window.innerWidth + 0.5) problems.push(`seat ${seat} at ${Math.round(r.left)}-${Math.round(r.right)} px`);
      for (const part of panel.querySelectorAll('.pp-name, .pp-stats, [data-pp-line="state"]')) {
        const p = part.getBoundingClientRect();
        if (part.scrollWidth > part.clientWidth + 1 || p.right > r.right + 0.5) problems.push(`seat ${seat}: "${part.textContent}" cut`);
      }
    }
    return problems;
  });
}
