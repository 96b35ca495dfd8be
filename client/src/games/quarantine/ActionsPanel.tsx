// The active player's turn: draw and end the turn, then the actions the engine lists as legal,
// grouped as a player thinks of them (patients, the market, viruses, the rest), each button an
// action or a choice among its legal variants (a price, a payment). Draws and actions left on top.
import { COLOURS, type Action, type Colour, type GameView, type SpecialId } from '../../../../shared/games/quarantine/index.js';
import { tileAt } from '../../../../shared/games/quarantine/grid.js';
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { useQText, type QMessages } from './i18n/index.js';
import { cubesText, seatName, tileName } from './names.js';
import { SendChoice, type Variant } from './SendChoice.js';
import type { Placement } from './usePlacement.js';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;
const ofType = <T extends Action['type']>(legal: readonly Action[], type: T): Of<T>[] => legal.filter((a): a is Of<T> => a.type === type);

export function ActionsPanel({
  view,
  seat,
  legal,
  send,
  placement,
}: {
  view: GameView;
  seat: number;
  legal: readonly Action[];
  send(action: Action): void;
  placement: Placement;
}) {
  const t = useQText();
  const turn = view.turn!;
  const one = <T extends Action['type']>(type: T) => ofType(legal, type)[0];
  const draw = one('draw');
  const endTurn = one('endTurn');
  const cures = ofType(legal, 'cure');
  const patients = [
    one('admit') && (
      <ActionButton key="admit" action={one('admit')!} send={send} title={t.actions.admitHint}>
        {t.actions.admit}
      </ActionButton>
    ),
    ...cures.map((a) => (
      <ActionButton key={`cure-${a.colour}`} action={a} send={send} colour={a.colour}>
        {t.actions.cure(t.colour[a.colour])}
      </ActionButton>
    )),
    one('pharmacy') && (
      <ActionButton key="pharmacy" action={one('pharmacy')!} send={send}>
        {t.actions.pharmacy}
      </ActionButton>
    ),
    <MovePatient key="move" legal={ofType(legal, 'movePatient')} queue={view.players[seat]!.queue} send={send} />,
    <SendChoice
      key="triage"
      label={t.actions.triage}
      button={t.actions.reorder}
      send={send}
      data={{ action: 'reorderQueue' }}
      variants={ofType(legal, 'reorderQueue').map((a, i) => ({ key: String(i), text: a.order.map((c) => t.colourLetter[c]).join(' '), action: a }))}
    />,
  ];
  const market = marketActions(t, view, legal, send);
  const viruses = [
    ...ofType(legal, 'decontaminate').map((a) => {
      const placed = tileAt(view.players[a.target]!.hospital, a.x, a.y);
      const where = t.actions.decontaminateAt(placed ? tileName(t, placed.tile) : '?', seatName(t, view, a.target));
      return (
        <ActionButton key={`d-${a.target}-${a.x}-${a.y}-${a.keep ? 1 : 0}`} action={a} send={send} data={{ decontaminate: `${a.target}:${a.x},${a.y}` }}>
          {t.actions.decontaminate}: {where}
          {a.keep ? ` (${t.actions.keep})` : ''}
        </ActionButton>
      );
    }),
    one('pathology') && (
      <ActionButton key="pathology" action={one('pathology')!} send={send}>
        {t.actions.pathology}
      </ActionButton>
    ),
  ];
  const stored = [...new Set(ofType(legal, 'placeTile').map((a) => a.tile))];
  const more = [
    one('takeMarker') && (
      <ActionButton key="take" action={one('takeMarker')!} send={send}>
        {t.actions.takeMarker}
      </ActionButton>
    ),
    one('spendMarker') && (
      <ActionButton key="spend" action={one('spendMarker')!} send={send} free>
        {t.actions.spendMarker}
      </ActionButton>
    ),
    ...ofType(legal, 'giftShop').map((a) => (
      <ActionButton key={`gift-${a.colour}`} action={a} send={send} colour={a.colour}>
        {t.actions.giftShop(t.colour[a.colour])}
      </ActionButton>
    )),
    one('renovate') && (
      <ActionButton key="renovate" action={one('renovate')!} send={send}>
        {t.actions.renovate}
      </ActionButton>
    ),
    ...stored.map((tile) => (
      <button
        key={`stored-${tile}`}
        type="button"
        class="btn btn-small"
        aria-pressed={placement.tile === tile}
        data-place-stored={tile}
        onClick={() => placement.chooseTile(placement.tile === tile ? null : tile)}
      >
        {t.actions.placeStored}: {tileName(t, tile)} <span class="q-free">({t.actions.free})</span>
      </button>
    )),
  ];
  return (
    <section class="q-actions panel-card" aria-labelledby="q-actions-title" data-actions-panel>
      <h2 id="q-actions-title">{t.actions.title}</h2>
      <p class="q-counters">
        <span data-draws-left={turn.drawsLeft}>{t.turn.draws(turn.drawsLeft)}</span>
        {' · '}
        <span data-actions-left={turn.actionsLeft}>{t.turn.actions(turn.actionsLeft)}</span>
      </p>
      <div class="q-buttons q-main-buttons">
        {draw && (
          <ActionButton action={draw} send={send} primary free>
            {t.actions.draw}
          </ActionButton>
        )}
        {endTurn && (
          <ActionButton action={endTurn} send={send} primary={!draw} free>
            {t.actions.endTurn}
          </ActionButton>
        )}
      </div>
      <Group title={t.actions.patients}>{patients}</Group>
      <Group title={t.actions.market}>{market}</Group>
      <Group title={t.actions.viruses}>{viruses}</Group>
      <Group title={t.actions.more}>{more}</Group>
    </section>
  );
}

function Group({ title, children }: { title: string; children: ComponentChildren }) {
  const items = (Array.isArray(children) ? children : [children]).filter(Boolean);
  if (items.length === 0) return null;
  return (
    <div class="q-action-group" role="group" aria-label={title}>
      <h3>{title}</h3>
      <div class="q-buttons">{items}</div>
    </div>
  );
}

function ActionButton({
  action,
  send,
  children,
  primary = false,
  free = false,
  colour,
  title,
  data,
}: {
  action: Action;
  send(action: Action): void;
  children: ComponentChildren;
  primary?: boolean;
  /** Costs no action. */
  free?: boolean;
  colour?: Colour;
  title?: string;
  data?: Record<string, string>;
}) {
  const extra = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  return (
    <button
      type="button"
      class={`btn btn-small${primary ? ' btn-primary' : ''}${colour ? ` q-btn-${colour}` : ''}${free ? ' q-btn-free' : ''}`}
      title={title}
      data-action={action.type}
      {...extra}
      onClick={() => send(action)}
    >
      {children}
    </button>
  );
}

/** Move one queue patient: which one, and to which place (as the engine lists the moves). */
function MovePatient({ legal, queue, send }: { legal: Of<'movePatient'>[]; queue: readonly Colour[]; send(action: Action): void }) {
  const t = useQText();
  const [from, setFrom] = useState(0);
  const [to, setTo] = useState(-1);
  if (legal.length === 0) return null;
  const froms = [...new Set(legal.map((a) => a.from))];
  const fromNow = froms.includes(from) ? from : froms[0]!;
  const tos = legal.filter((a) => a.from === fromNow).map((a) => a.to);
  const toNow = tos.includes(to) ? to : tos[0]!;
  const action = legal.find((a) => a.from === fromNow && a.to === toNow);
  return (
    <span class="q-send-choice q-move-patient" role="group" aria-label={t.actions.movePatient}>
      <select aria-label={t.actions.moveFrom} value={fromNow} onChange={(e) => setFrom(Number((e.currentTarget as HTMLSelectElement).value))}>
        {froms.map((i) => (
          <option key={i} value={i}>
            {t.actions.position(i + 1, t.colour[queue[i]!])}
          </option>
        ))}
      </select>
      <span aria-hidden="true">→</span>
      <select aria-label={t.actions.moveTo} value={toNow} onChange={(e) => setTo(Number((e.currentTarget as HTMLSelectElement).value))}>
        {tos.map((i) => (
          <option key={i} value={i}>
            {t.actions.place(i + 1)}
          </option>
        ))}
      </select>
      <button type="button" class="btn btn-small" data-action="movePatient" disabled={!action} onClick={() => action && send(action)}>
        {t.actions.move}
      </button>
    </span>
  );
}

/** The market's actions: per special room, buy it (a payment), open a contract (a price) or take
 * from one's own contract; the additional treatment rooms by colour (a payment). */
function marketActions(t: QMessages, view: GameView, legal: readonly Action[], send: (action: Action) => void) {
  const specials = [...new Set(view.piles.map((p) => p.special))];
  const variantsOf = (actions: readonly Action[], cubes: (a: Action) => Parameters<typeof cubesText>[1]): Variant[] =>
    actions.map((a, i) => ({ key: String(i), text: cubesText(t, cubes(a)), action: a }));
  const rows = specials.flatMap((special: SpecialId) => {
    const name = t.specials[special].name;
    const buys = ofType(legal, 'buySpecial').filter((a) => a.special === special);
    const contracts = ofType(legal, 'openContract').filter((a) => a.special === special);
    const take = ofType(legal, 'takeFromContract').find((a) => a.special === special);
    if (buys.length === 0 && contracts.length === 0 && !take) return [];
    return [
      <span key={special} class="q-market-action" data-special={special}>
        <strong>{name}</strong>
        <SendChoice
          label={t.actions.payLabel(name)}
          button={t.actions.buy}
          send={send}
          data={{ action: 'buySpecial', special }}
          variants={variantsOf(buys, (a) => (a as Of<'buySpecial'>).pay)}
        />
        <SendChoice
          label={t.actions.priceLabel(name)}
          button={t.actions.openContract}
          send={send}
          data={{ action: 'openContract', special }}
          variants={variantsOf(contracts, (a) => (a as Of<'openContract'>).price)}
        />
        {take && (
          <button type="button" class="btn btn-small q-btn-free" data-action="takeFromContract" data-special={special} onClick={() => send(take)}>
            {t.actions.takeFromContract} <span class="q-free">({t.actions.free})</span>
          </button>
        )}
      </span>,
    ];
  });
  const rooms = COLOURS.flatMap((colour) => {
    const buys = ofType(legal, 'buyTreatmentRoom').filter((a) => a.colour === colour);
    if (buys.length === 0) return [];
    const name = t.actions.treatmentRoom(t.colour[colour]);
    return [
      <span key={colour} class={`q-market-action q-btn-${colour}`} data-room-colour={colour}>
        <SendChoice
          label={t.actions.payLabel(name)}
          button={`${t.actions.buy}: ${name}`}
          send={send}
          data={{ action: 'buyTreatmentRoom', colour }}
          variants={variantsOf(buys, (a) => (a as Of<'buyTreatmentRoom'>).pay)}
        />
      </span>,
    ];
  });
  return [...rows, ...rooms];
}
