// This turn's ambulance card: the three ambulances with their bonuses, the dice under them, who
// took which die (secret choices stay hidden until revealed) and, when it is the player's choice,
// a button under each die they may take.
import { AMBULANCE_CARDS, COLOURS, type Colour, type GameView } from '../../../../shared/games/dice-hospital-er/index.js';
import { CardTip } from '../../views/common/CardTip.js';
import { ErDie } from './ErDie.js';
import { Icon } from './Icons.js';
import { useErText } from './i18n/index.js';
import { bonusShort, bonusText, cardText, chiefName, seatName } from './names.js';

export interface AmbulanceCardProps {
  view: GameView;
  /** Dice the player may take now (from legalActions). */
  choices: readonly Colour[];
  onChoose(colour: Colour): void;
}

export function AmbulanceCard({ view, choices, onChoose }: AmbulanceCardProps) {
  const t = useErText();
  if (view.card === null) return null;
  const card = AMBULANCE_CARDS[view.card]!;
  // Who has chosen: only once the chief has (before that, only the chief is choosing).
  const choosing = view.pending.kind === 'choose';
  return (
    <section class="er-card panel-card" aria-label={t.card.title} data-card={view.card}>
      <header class="er-card-head">
        <h2>{t.card.turn(view.turn, view.turns)}</h2>
        <span class="er-chief" data-chief={view.chief}>
          <Icon name="nurse" />
          {t.turn.chiefIs(chiefName(t, view))}
        </span>
      </header>
      <p class="sr-only">{cardText(t, view.card)}</p>
      <ol class="er-ambulances">
        {COLOURS.map((colour) => {
          const bonus = card[colour];
          const takers = view.turnState.flatMap((turn, seat) => (turn.die === colour ? [{ seat, turn }] : []));
          const ursule = view.ursule?.die === colour;
          const isChiefDie = view.chiefDie === colour;
          const canTake = choices.includes(colour);
          const die = t.die(t.colour[colour], view.dice[colour]);
          return (
            <li key={colour} class={`er-amb er-amb-${colour}${isChiefDie ? ' er-amb-chief' : ''}`} data-ambulance={colour}>
              <span class="er-amb-title">
                <Icon name="ambulance" />
                <span class="er-amb-long">{t.card.ambulance(t.colour[colour])}</span>
                <span class="er-amb-short" aria-hidden="true">
                  {t.colour[colour]}
                </span>
              </span>
              <CardTip title={t.bonus.name[bonus.kind]} text={bonusText(t, bonus)}>
                {(tipId) => (
                  <button type="button" class={`er-bonus er-bonus-${bonus.kind}`} aria-describedby={tipId} data-bonus={bonus.kind}>
                    <Icon name={bonus.kind} />
                    <span>{bonusShort(t, bonus)}</span>
                  </button>
                )}
              </CardTip>
              <ErDie colour={colour} value={view.dice[colour]} label={die} />
              <ul class="er-takers">
                {takers.map(({ seat, turn }) => (
                  <li key={seat} class={seat === view.chief ? 'er-taker er-taker-chief' : 'er-taker'}>
                    {seatName(t, view, seat)}
                    {turn.viaBloodBag ? ` · ${t.turn.viaBloodBag}` : ''}
                  </li>
                ))}
                {ursule && (
                  <li class={`er-taker er-taker-ursule${view.chief === 'ursule' ? ' er-taker-chief' : ''}`}>
                    {t.ursule}
                    {view.ursule?.morgue ? ` · ${t.turn.ursuleMorgue}` : ''}
                  </li>
                )}
              </ul>
              {canTake && (
                <button type="button" class="er-take" data-choose={colour} onClick={() => onChoose(colour)}>
                  <span>
                    {t.turn.take}
                    <span class="sr-only"> {t.turn.which(die)}</span>
                  </span>
                  {isChiefDie && view.pending.kind === 'choose' && (
                    <small>
                      <Icon name="bloodBag" /> {t.prompt.bloodBagNote}
                    </small>
                  )}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {choosing && (
        <ul class="er-choices" aria-label={t.turn.choices}>
          {view.players.map((_, seat) => {
            const turn = view.turnState[seat]!;
            const state = !turn.chosen ? t.turn.choosing : turn.die ? t.turn.chosen : t.turn.hidden;
            return (
              <li key={seat} class={turn.chosen ? 'er-choice er-choice-done' : 'er-choice'} data-seat-choice={seat}>
                <strong>{seatName(t, view, seat)}</strong> {state}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
