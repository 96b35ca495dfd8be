// Turns the engine's structured log events into sentences in the active language. Unknown event
// types are rendered generically, so a new engine event never breaks the log.
import type { GameEvent } from '../../../shared/engine.js';
import { REPORTS } from '../../../shared/games/dice-hospital/catalogue/reports.js';
import type { Colour, EventId, GameView, Phase, ReportId } from '../../../shared/games/dice-hospital/types.js';
import type { Messages } from '../i18n/index.js';
import type { DieMemory } from './dice.js';
import { playerName } from './seats.js';

type Item = { uid?: string; type?: string };

export interface LogContext {
  t: Messages;
  view: GameView;
  dice: DieMemory;
  /** Each die's value as of the event being described, kept by `describeLog` walking the log in
   * order; falls back to the last value seen when the log does not reach back far enough. */
  values?: Map<number, number>;
  /** The phase at the event being described, as far as the log shows it (`describeLog` follows
   * phaseStarted): a patient that deteriorates during activation was harmed (Medical Student),
   * not neglected. */
  phase?: string;
  /** The event follows a specialist's ability in the same move (its heals and harms). */
  afterAbility?: boolean;
}

/** Events an ability's resolution emits after its abilityUsed line. */
const ABILITY_EFFECTS = new Set(['patientHealed', 'patientDischarged', 'patientDeteriorated', 'fatality', 'patientRerolled', 'patientRecoloured']);

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0);

function itemName(t: Messages, item: unknown): string {
  const type = (item as Item | undefined)?.type ?? (typeof item === 'string' ? item : '');
  if (type in t.department) return t.department[type as keyof Messages['department']].name;
  if (type in t.specialist) return t.specialist[type as keyof Messages['specialist']].name;
  return String(type);
}

/** A medical report by the colours of dice it needs: 'rry' → "red + red + yellow". */
const reportName = (t: Messages, id: unknown): string =>
  REPORTS[id as ReportId]?.dice.map((colour) => t.colour[colour]).join(' + ') ?? String(id);

/** Dice named by id (solo intake events), with their values at this point of the log. */
const diceByIds = (ctx: LogContext, ids: unknown): string =>
  Array.isArray(ids) ? ids.map((id) => dieText(ctx, id, undefined, valueAt(ctx, id))).join(', ') : '';

function cardName(t: Messages, administrator: string): string {
  return t.administrator[administrator as keyof Messages['administrator']]?.name ?? administrator;
}

function dieText(ctx: LogContext, id: unknown, colour?: unknown, value?: unknown): string {
  const c = (typeof colour === 'string' && colour in ctx.t.colour ? colour : ctx.dice.colour(num(id))) as Colour | undefined;
  const name = c ? ctx.t.colour[c] : '?';
  return value === undefined ? name : ctx.t.die.label(name, num(value));
}

/** A die's value at this point of the log. */
function valueAt(ctx: LogContext, id: unknown): number | undefined {
  return ctx.values?.get(num(id)) ?? ctx.dice.lastValue(num(id));
}

/** Follows values through the log: admissions, heals and neglect (a die that dies keeps its last value). */
function track(values: Map<number, number>, event: GameEvent): void {
  const dice = (list: unknown) => Array.isArray(list) && list.forEach((d: { id: number; value: number }) => values.set(d.id, d.value));
  if (event.type === 'startingValuesSet') dice(event.patients);
  else if (event.type === 'intakeRolled') dice(event.dice);
  else if (event.type === 'patientAdmitted' && event.value !== undefined) values.set(num(event.die), num(event.value));
  else if (event.type === 'patientHealed') values.set(num(event.die), num(event.to));
  else if (event.type === 'patientDeteriorated' && num(event.to) > 0) values.set(num(event.die), num(event.to));
  else if ((event.type === 'patientRerolled' || event.type === 'patientSwapped') && num(event.to) > 0) values.set(num(event.die), num(event.to));
}

/** Sentences for a run of events, oldest first, each with the dice values of its moment. */
export function describeLog(ctx: LogContext, events: GameEvent[]): string[] {
  const values = new Map<number, number>();
  let phase: string | undefined;
  let afterAbility = false;
  return events.map((event) => {
    const line = describeEvent({ ...ctx, values, phase, afterAbility }, event);
    track(values, event);
    if (event.type === 'phaseStarted') phase = String(event.phase);
    afterAbility = event.type === 'abilityUsed' || (afterAbility && ABILITY_EFFECTS.has(event.type));
    return line;
  });
}

function diceList(ctx: LogContext, dice: unknown): string {
  if (!Array.isArray(dice)) return '';
  return dice.map((d: { id: number; colour: Colour; value: number }) => ctx.t.die.label(ctx.t.colour[d.colour], d.value)).join(', ');
}

/** An event card's name (option `events`). */
export function eventName(t: Messages, id: unknown): string {
  return t.event[id as EventId]?.name ?? String(id);
}

function reason(t: Messages, value: unknown): string {
  return typeof value === 'string' && value in t.reason ? t.reason[value as keyof Messages['reason']] : '';
}

function details(event: GameEvent): string {
  return Object.entries(event)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

/** Events the log leaves out because the next line says it better. */
export function isRedundant(event: GameEvent): boolean {
  // A heal to 7 is followed by "discharges a … patient"; the Pathologist's and the Admissions
  // Nurse's use is told by the line that follows (fatality discarded, patient returned or admitted).
  if (event.type === 'abilityUsed') return event.specialist === 'pathologist' || event.specialist === 'admissions_nurse';
  return event.type === 'patientHealed' && num(event.to) >= 7;
}

export function describeEvent(ctx: LogContext, event: GameEvent): string {
  const { t, view } = ctx;
  const L = t.log;
  const who = typeof event.seat === 'number' ? playerName(view, event.seat) : '';
  const die = () => dieText(ctx, event.die, event.colour);
  /** The die with its value at this moment ("red 3"). */
  const dieNow = () => dieText(ctx, event.die, event.colour, valueAt(ctx, event.die));
  const targets = () => (Array.isArray(event.targets) ? event.targets.map((id: number) => dieText(ctx, id)).join(', ') : '');
  switch (event.type) {
    case 'gameStarted':
      return L.gameStarted();
    case 'extraRevealed':
      return L.extraRevealed(who, event.kind === 'specialist' ? t.kind.specialist : t.kind.department, itemName(t, event.item));
    case 'startingValuesSet':
      return L.startingValuesSet(who, diceList(ctx, event.patients));
    case 'administratorChosen':
      // The kept card stays secret until everyone has chosen (administratorsRevealed).
      return L.administratorChosen(who);
    case 'administratorsRevealed': {
      const cards = Array.isArray(event.administrators) ? (event.administrators as unknown[]) : [];
      const list = cards.flatMap((card, seat) => (typeof card === 'string' ? [L.administratorOf(playerName(view, seat), cardName(t, card))] : []));
      return L.administratorsRevealed(list.join('; '));
    }
    case 'roundStarted':
      return L.roundStarted(num(event.round));
    case 'phaseStarted':
      return L.phaseStarted(t.phase[event.phase as Phase] ?? String(event.phase));
    case 'intakeRolled':
      return view.solo ? t.solo.logIntakeRolled(diceList(ctx, event.dice)) : L.intakeRolled(diceList(ctx, event.dice));
    case 'ambulancesArranged':
      return L.ambulancesArranged(who);
    case 'ambulanceTaken':
      return L.ambulanceTaken(who, num(event.ambulance));
    case 'ambulanceReturned':
      return L.ambulanceReturned(num(event.ambulance));
    case 'bloodBagGained':
      return L.bloodBagGained(who, num(event.amount ?? 1), reason(t, event.reason));
    case 'firstPlayerChanged':
      return L.firstPlayerChanged(who);
    case 'patientAdmitted':
      return (event.extra ? L.patientAdmittedExtra : L.patientAdmitted)(who, dieText(ctx, event.die, event.colour, event.value));
    case 'fatality':
      // A patient a Medical Student harmed to 0 was not neglected.
      return L.fatality(who, dieNow(), ctx.afterAbility && event.reason === 'neglect' ? '' : reason(t, event.reason));
    case 'improvementTaken':
      return L.improvementTaken(who, itemName(t, event.item));
    case 'improvementPassed':
      return L.improvementPassed(who);
    case 'improvementReturned':
      return L.improvementReturned(who, itemName(t, event.item));
    case 'returnPassed':
      return L.returnPassed(who);
    case 'workerPlaced': {
      const worker = event.specialist ? t.specialist[event.specialist as keyof Messages['specialist']].name : t.game.nurse;
      const dept = t.department[event.departmentType as keyof Messages['department']]?.name ?? String(event.department);
      return L.workerPlaced(who, worker, dept);
    }
    case 'patientHealed':
      return L.patientHealed(who, dieText(ctx, event.die, undefined, event.from), num(event.to));
    case 'patientRecoloured':
      // `colour` is the new colour here; the die's own colour comes from memory.
      return L.patientRecoloured(who, dieText(ctx, event.die, undefined, valueAt(ctx, event.die)), t.colour[event.colour as Colour] ?? String(event.colour));
    case 'bagEmpty':
      return L.bagEmpty(who);
    case 'patientDischarged':
      return L.patientDischarged(who, die());
    case 'abilityUsed':
      return L.abilityUsed(who, t.specialist[event.specialist as keyof Messages['specialist']]?.name ?? '', targets());
    case 'abilitySkipped':
      return L.abilitySkipped(who, t.specialist[event.specialist as keyof Messages['specialist']]?.name ?? '');
    case 'bloodBagSpent':
      return L.bloodBagSpent(who, reason(t, event.reason));
    case 'undone':
      return L.undone(who);
    case 'activationCommitted':
      return L.activationCommitted(who);
    case 'patientDeteriorated':
      if (ctx.phase === 'activation' || ctx.afterAbility) return L.patientHarmed(who, dieText(ctx, event.die, undefined, event.from), num(event.to));
      return L.patientDeteriorated(who, dieText(ctx, event.die, undefined, event.from), num(event.to));
    case 'patientProtected':
      return L.patientProtected(who, dieNow());
    case 'roundScored':
      return L.roundScored(who, num(event.discharged), num(event.dischargePoints), num(event.administratorBonus), num(event.emptyHospitalBonus), num(event.eventBonus));
    case 'shiftChanged':
      return L.shiftChanged(num(event.round));
    // Options: events, Experimental Medicine, promo specialists, Final Round Collections.
    case 'eventRevealed':
      return L.eventRevealed(eventName(t, event.event), t.event[event.event as EventId]?.text ?? '');
    case 'eventDiscarded':
      return L.eventDiscarded(eventName(t, event.event));
    case 'displayExtended':
      return L.displayExtended(event.kind === 'specialist' ? t.kind.specialist : t.kind.department, itemName(t, event.item));
    case 'neglectSkipped':
      return L.neglectSkipped();
    case 'patientRerolled':
      return L.patientRerolled(who, dieText(ctx, event.die, undefined, event.from), num(event.to));
    case 'patientSwapped':
      return L.patientSwapped(who, dieText(ctx, event.die, undefined, event.from), num(event.to));
    case 'pointsGained':
      return L.pointsGained(who, num(event.points), reason(t, event.reason));
    case 'fatalityDiscarded':
      return L.fatalityDiscarded(who);
    case 'patientReturned':
      return L.patientReturned(who, dieText(ctx, event.die, event.colour, valueAt(ctx, event.die)));
    case 'consultantAssigned':
      return L.consultantAssigned(who, t.specialist[event.specialist as keyof Messages['specialist']]?.name ?? String(event.specialist));
    case 'collectionsStarted':
      return L.collectionsStarted();
    case 'patientCollected': {
      const ambulance = view.collections?.spaces[num(event.space)]?.ambulance ?? num(event.space) + 1;
      return L.patientCollected(who, dieText(ctx, event.die, event.colour, event.value), ambulance);
    }
    case 'collectionPassed':
      return event.auto ? L.collectionOut(who) : L.collectionPassed(who);
    // The platform's own lines (shared/protocol.ts PlatformEvent).
    case 'botTookOver':
      return t.bots.tookOver[String(event.reason)]?.(who) ?? t.bots.tookOver.away!(who);
    case 'timedOut':
      return event.by === 'rules' ? t.bots.timedOutRules(who) : t.bots.timedOutBot(who);
    case 'playerBack':
      return t.bots.playerBack(who);
    // Solo mode.
    case 'soloIntakeChosen':
      return L.soloIntakeChosen(who, diceByIds(ctx, event.kept), diceByIds(ctx, event.returned));
    case 'displayReturned':
      return L.displayReturned(Array.isArray(event.items) ? event.items.map((item) => itemName(t, item)).join(', ') : '');
    case 'reportCompleted':
      return L.reportCompleted(who, reportName(t, event.report), num(event.points));
    case 'reportSlidDown':
      return L.reportSlidDown(reportName(t, event.report));
    case 'reportsScored':
      return L.reportsScored(who, num(event.reportPoints), num(event.reportPenalty));
    case 'gameEnded': {
      const standings = Array.isArray(event.standings) ? (event.standings as { seat: number; rank: number; score: number }[]) : [];
      if (view.solo && standings.length === 1) return t.solo.logGameEnded(num(standings[0]!.score));
      return L.gameEnded(standings.filter((s) => s.rank === 1).map((s) => playerName(view, s.seat)).join(', '));
    }
    default:
      return L.unknown(event.type, details(event));
  }
}
