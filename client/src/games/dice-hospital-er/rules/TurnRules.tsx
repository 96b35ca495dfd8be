// The rules' "A turn": its six steps, admitting a patient, and the ambulance cards: every bonus (the
// table's own texts) and every card of the engine's deck.
import { AMBULANCE_CARDS, COLOURS, DECK_SIZE, removedCards } from '../../../../../shared/games/dice-hospital-er/index.js';
import type { BonusKind } from '../i18n/en.js';
import { useErText } from '../i18n/index.js';
import type { ErRulesTexts } from '../i18n/rules/index.js';
import { bonusShort } from '../names.js';
import { Entries, Heading, Section, type Level } from './parts.js';

const BONUSES: readonly BonusKind[] = ['stethoscope', 'bloodBag', 'curtain', 'critical', 'nurse', 'extra'];

/** Turns in a game: one per card left in the deck. */
export const turnsFor = (players: number) => DECK_SIZE - removedCards(players);

export function TurnRules({ level, r }: { level: Level; r: ErRulesTexts }) {
  const t = useErText();
  return (
    <Section section="turn" level={level} title={r.turn.heading}>
      <p>{r.turn.intro(turnsFor(2), turnsFor(5))}</p>
      <ol class="help-phases er-rules-steps">
        {r.turn.steps.map((step) => (
          <li key={step.name}>
            <strong>{step.name}</strong>
            {' — '}
            {step.text}
          </li>
        ))}
      </ol>
      <Heading level={level} depth={2}>
        {r.turn.admitHeading}
      </Heading>
      <Entries entries={r.turn.admit.map((rule) => ({ key: rule.name, ...rule }))} />
      <Heading level={level} depth={2}>
        {r.turn.cardsHeading}
      </Heading>
      <p>{r.turn.cards(DECK_SIZE, removedCards(2), removedCards(5))}</p>
      <Entries cards entries={BONUSES.map((kind) => ({ key: kind, name: t.bonus.name[kind], text: t.bonus.text[kind] }))} />
      <p>{r.turn.bonusMorgue}</p>
      <details class="er-rules-deck">
        <summary>{r.turn.allCards(DECK_SIZE)}</summary>
        <div class="table-scroll" tabIndex={0} role="region" aria-label={r.turn.allCards(DECK_SIZE)}>
          <table class="er-rules-cards" data-rules-cards>
            <thead>
              <tr>
                <th scope="col">{r.turn.cardColumn}</th>
                {COLOURS.map((c) => (
                  <th key={c} scope="col" class={`er-rules-amb-${c}`}>
                    {t.card.ambulance(t.colour[c])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {AMBULANCE_CARDS.map((card, n) => (
                <tr key={n}>
                  <th scope="row">{n + 1}</th>
                  {COLOURS.map((c) => (
                    <td key={c}>{bonusShort(t, card[c])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Section>
  );
}
