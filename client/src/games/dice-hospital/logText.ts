// Turns the engine's typed log events (DiceHospitalEvent, and the platform's own PlatformEvent) into
// sentences in the active language. An event type this client does not know is rendered generically,
// so a newer server never breaks the log.
import type { GameEvent } from '../../../../shared/engine.js';
import { REPORTS } from '../../../../shared/games/dice-hospital/catalogue/reports.js';
import type { DiceHospitalEvent } from '../../../../shared/games/dice-hospital/log-events.js';
import type { Colour, DepartmentType, Die, EventId, GameView, ReportId, SpecialistType } from '../../../../shared/games/dice-hospital/types.js';
import type { PlatformEvent } from '../../../../shared/protocol.js';
import type { Messages } from './i18n/index.js';
import type { DieMemory } from './dice.js';
import { platformSentence } from '../../game/platformLog.js';
import { playerName } from './seats.js';

/** What a Dice Hospital room's log holds: the engine's events (already redacted for this viewer by
 * the server's eventsFor) and the platform's. */
export type LogEvent = DiceHospitalEvent | PlatformEvent;

/** The one place the log's events get their type: a Dice Hospital room sends nothing else (the
 * engine contract, checked by the server's tests); unknown types still reach `describeEvent`'s
 * default branch. */
const asLogEvent = (event: GameEvent): LogEvent => event as LogEvent;

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

function itemName(t: Messages, type: DepartmentType | SpecialistType): string {
  return type in t.department ? t.department[type as DepartmentType].name : (t.specialist[type as SpecialistType]?.name ?? type);
}

const specialistName = (t: Messages, type: SpecialistType): string => t.specialist[type]?.name ?? type;

/** A medical report by the colours of dice it needs: 'rry' → "red + red + yellow". */
const reportName = (t: Messages, id: ReportId): string => REPORTS[id]?.dice.map((colour) => t.colour[colour]).join(' + ') ?? id;

/** Dice named by id (solo intake events), with their values at this point of the log. */
const diceByIds = (ctx: LogContext, ids: number[]): string => ids.map((id) => dieText(ctx, id, undefined, valueAt(ctx, id))).join(', ');

function cardName(t: Messages, administrator: string): string {
  return t.administrator[administrator as keyof Messages['administrator']]?.name ?? administrator;
}

function dieText(ctx: LogContext, id: number, colour?: Colour, value?: number): string {
  const c = colour ?? ctx.dice.colour(id);
  const name = c ? ctx.t.colour[c] : '?';
  return value === undefined ? name : ctx.t.die.label(name, value);
}

/** A die's value at this point of the log. */
function valueAt(ctx: LogContext, id: number): number | undefined {
  return ctx.values?.get(id) ?? ctx.dice.lastValue(id);
}

/** Follows values through the log: admissions, heals and neglect (a die that dies keeps its last value). */
function track(values: Map<number, number>, event: LogEvent): void {
  const dice = (list: { id: number; value: number }[]) => list.forEach((d) => values.set(d.id, d.value));
  switch (event.type) {
    case 'startingValuesSet':
      return dice(event.patients);
    case 'intakeRolled':
      return dice(event.dice);
    case 'patientAdmitted':
    case 'patientCollected':
      values.set(event.die, event.value);
      return;
    case 'patientHealed':
      values.set(event.die, event.to);
      return;
    case 'patientDeteriorated':
    case 'patientRerolled':
    case 'patientSwapped':
      if (event.to > 0) values.set(event.die, event.to);
      return;
  }
}

/** Sentences for a run of events, oldest first, each with the dice values of its moment. */
export function describeLog(ctx: LogContext, events: GameEvent[]): string[] {
  const values = new Map<number, number>();
  let phase: string | undefined;
  let afterAbility = false;
  return events.map((raw) => {
    const event = asLogEvent(raw);
    const line = describeEvent({ ...ctx, values, phase, afterAbility }, raw);
    track(values, event);
    if (event.type === 'phaseStarted') phase = event.phase;
    afterAbility = event.type === 'abilityUsed' || (afterAbility && ABILITY_EFFECTS.has(event.type));
    return line;
  });
}

function diceList(ctx: LogContext, dice: Pick<Die, 'colour' | 'value'>[]): string {
  return dice.map((d) => ctx.t.die.label(ctx.t.colour[d.colour], d.value)).join(', ');
}

/** An event card's name (option `events`). */
export function eventName(t: Messages, id: EventId): string {
  return t.event[id]?.name ?? id;
}

function reason(t: Messages, value: string): string {
  return value in t.reason ? t.reason[value as keyof Messages['reason']] : '';
}

function details(event: GameEvent): string {
  return Object.entries(event)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

/** Events the log leaves out because the next line says it better. */
export function isRedundant(raw: GameEvent): boolean {
  const event = asLogEvent(raw);
  // A heal to 7 is followed by "discharges a … patient"; the Pathologist's and the Admissions
  // Nurse's use is told by the line that follows (fatality discarded, patient returned or admitted).
  if (event.type === 'abilityUsed') return event.specialist === 'pathologist' || event.specialist === 'admissions_nurse';
  return event.type === 'patientHealed' && event.to >= 7;
}

export function describeEvent(ctx: LogContext, raw: GameEvent): string {
  const { t, view } = ctx;
  const L = t.log;
  const event = asLogEvent(raw);
  const who = 'seat' in event ? playerName(view, event.seat) : '';
  switch (event.type) {
    case 'extraRevealed':
      return L.extraRevealed(who, event.kind === 'specialist' ? t.kind.specialist : t.kind.department, itemName(t, event.item.type));
    case 'startingValuesSet':
      return L.startingValuesSet(who, diceList(ctx, event.patients));
    case 'administratorChosen':
      // The kept card stays secret until everyone has chosen (administratorsRevealed).
      return L.administratorChosen(who);
    case 'administratorsRevealed': {
      const list = event.administrators.flatMap((card, seat) => (card ? [L.administratorOf(playerName(view, seat), cardName(t, card))] : []));
      return L.administratorsRevealed(list.join('; '));
    }
    case 'roundStarted':
      return L.roundStarted(event.round);
    case 'phaseStarted':
      return L.phaseStarted(t.phase[event.phase] ?? event.phase);
    case 'intakeRolled':
      return view.solo ? t.solo.logIntakeRolled(diceList(ctx, event.dice)) : L.intakeRolled(diceList(ctx, event.dice));
    case 'ambulancesArranged':
      return L.ambulancesArranged(who);
    case 'ambulanceTaken':
      return L.ambulanceTaken(who, event.ambulance);
    case 'ambulanceReturned':
      return L.ambulanceReturned(event.ambulance);
    case 'bloodBagGained':
      return L.bloodBagGained(who, event.amount, reason(t, event.reason));
    case 'firstPlayerChanged':
      return L.firstPlayerChanged(who);
    case 'patientAdmitted':
      return (event.extra ? L.patientAdmittedExtra : L.patientAdmitted)(who, dieText(ctx, event.die, event.colour, event.value));
    case 'fatality':
      // A patient a Medical Student harmed to 0 was not neglected.
      return L.fatality(
        who,
        dieText(ctx, event.die, event.colour, valueAt(ctx, event.die)),
        ctx.afterAbility && event.reason === 'neglect' ? '' : reason(t, event.reason),
      );
    case 'improvementTaken':
      return L.improvementTaken(who, itemName(t, event.item.type));
    case 'improvementPassed':
      return L.improvementPassed(who);
    case 'improvementReturned':
      return L.improvementReturned(who, itemName(t, event.item.type));
    case 'returnPassed':
      return L.returnPassed(who);
    case 'workerPlaced': {
      const worker = event.specialist ? specialistName(t, event.specialist) : t.game.nurse;
      const dept = t.department[event.departmentType]?.name ?? event.department;
      return L.workerPlaced(who, worker, dept);
    }
    case 'patientHealed':
      return L.patientHealed(who, dieText(ctx, event.die, undefined, event.from), event.to);
    case 'patientRecoloured':
      // `colour` is the new colour here; the die's own colour comes from memory.
      return L.patientRecoloured(who, dieText(ctx, event.die, undefined, valueAt(ctx, event.die)), t.colour[event.colour] ?? event.colour);
    case 'bagEmpty':
      return L.bagEmpty(who);
    case 'patientDischarged':
      return L.patientDischarged(who, dieText(ctx, event.die, event.colour));
    case 'abilityUsed':
      return L.abilityUsed(who, specialistName(t, event.specialist), event.targets.map((id) => dieText(ctx, id)).join(', '));
    case 'abilitySkipped':
      return L.abilitySkipped(who, specialistName(t, event.specialist));
    case 'bloodBagSpent':
      return L.bloodBagSpent(who, reason(t, event.reason));
    case 'undone':
      return L.undone(who);
    case 'activationCommitted':
      return L.activationCommitted(who);
    case 'patientDeteriorated':
      if (ctx.phase === 'activation' || ctx.afterAbility) return L.patientHarmed(who, dieText(ctx, event.die, undefined, event.from), event.to);
      return L.patientDeteriorated(who, dieText(ctx, event.die, undefined, event.from), event.to);
    case 'patientProtected':
      return L.patientProtected(who, dieText(ctx, event.die, undefined, valueAt(ctx, event.die)));
    case 'roundScored':
      return L.roundScored(who, event.discharged, event.dischargePoints, event.administratorBonus, event.emptyHospitalBonus, event.eventBonus);
    case 'shiftChanged':
      return L.shiftChanged(event.round);
    // Options: events, Experimental Medicine, promo specialists, Final Round Collections.
    case 'eventRevealed':
      return L.eventRevealed(eventName(t, event.event), t.event[event.event]?.text ?? '');
    case 'eventDiscarded':
      return L.eventDiscarded(eventName(t, event.event));
    case 'displayExtended':
      return L.displayExtended(event.kind === 'specialist' ? t.kind.specialist : t.kind.department, itemName(t, event.item.type));
    case 'neglectSkipped':
      return L.neglectSkipped();
    case 'patientRerolled':
      return L.patientRerolled(who, dieText(ctx, event.die, undefined, event.from), event.to);
    case 'patientSwapped':
      return L.patientSwapped(who, dieText(ctx, event.die, undefined, event.from), event.to);
    case 'pointsGained':
      return L.pointsGained(who, event.points, reason(t, event.reason));
    case 'fatalityDiscarded':
      return L.fatalityDiscarded(who);
    case 'patientReturned':
      return L.patientReturned(who, dieText(ctx, event.die, event.colour, valueAt(ctx, event.die)));
    case 'consultantAssigned':
      return L.consultantAssigned(who, specialistName(t, event.specialist));
    case 'collectionsStarted':
      return L.collectionsStarted();
    case 'patientCollected': {
      const ambulance = view.collections?.spaces[event.space]?.ambulance ?? event.space + 1;
      return L.patientCollected(who, dieText(ctx, event.die, event.colour, event.value), ambulance);
    }
    case 'collectionPassed':
      return event.auto ? L.collectionOut(who) : L.collectionPassed(who);
    // The platform's own lines.
    case 'botTookOver':
    case 'timedOut':
    case 'playerBack':
      return platformSentence(t, who, event);
    // Solo mode.
    case 'soloIntakeChosen':
      return L.soloIntakeChosen(who, diceByIds(ctx, event.kept), diceByIds(ctx, event.returned));
    case 'displayReturned':
      return L.displayReturned(event.items.map((item) => itemName(t, item.type)).join(', '));
    case 'reportCompleted':
      return L.reportCompleted(who, reportName(t, event.report), event.points);
    case 'reportSlidDown':
      return L.reportSlidDown(reportName(t, event.report));
    case 'reportsScored':
      return L.reportsScored(who, event.reportPoints, event.reportPenalty);
    case 'gameEnded': {
      if (view.solo && event.standings.length === 1) return t.solo.logGameEnded(event.standings[0]!.score);
      return L.gameEnded(
        event.standings
          .filter((s) => s.rank === 1)
          .map((s) => playerName(view, s.seat))
          .join(', '),
      );
    }
    default:
      return unknownEvent(L, event);
  }
}

/** A type this client does not know yet (a newer server): its fields as they are. */
function unknownEvent(L: Messages['log'], event: never): string {
  const raw = event as GameEvent;
  return L.unknown(raw.type, details(raw));
}
