// Event cards (rules spec 6.3, a Decision: the printed faces are pictures, so the project ships this
// deck of 15, one copy each). A "round" card lasts until Phase 6; a "once" card acts when revealed.
// What each card does is read where the rule it changes lives (intake, activation, neglect, scoring).
import type { Colour, EventId } from '../types.js';

export interface EventCard {
  name: string;
  lasts: 'round' | 'once';
  /** Needs opponents: left out of a solo game's deck (rules spec 6.4). */
  needsOpponents?: true;
}

export const EVENTS: Record<EventId, EventCard> = {
  flu_outbreak: { name: 'Flu Outbreak', lasts: 'round' },
  blood_donor_drive: { name: 'Blood Donor Drive', lasts: 'once' },
  staff_shortage: { name: 'Staff Shortage', lasts: 'round' },
  agency_nurses: { name: 'Agency Nurses', lasts: 'round' },
  quiet_night: { name: 'Quiet Night', lasts: 'round' },
  winter_pressures: { name: 'Winter Pressures', lasts: 'round' },
  vaccination_campaign: { name: 'Vaccination Campaign', lasts: 'round' },
  heart_awareness_week: { name: 'Heart Awareness Week', lasts: 'round' },
  bone_health_week: { name: 'Bone Health Week', lasts: 'round' },
  health_inspection: { name: 'Health Inspection', lasts: 'round' },
  media_spotlight: { name: 'Media Spotlight', lasts: 'round', needsOpponents: true },
  research_grant: { name: 'Research Grant', lasts: 'once' },
  recruitment_fair: { name: 'Recruitment Fair', lasts: 'once' },
  medical_conference: { name: 'Medical Conference', lasts: 'round' },
  charity_gala: { name: 'Charity Gala', lasts: 'once', needsOpponents: true },
};

export const EVENT_IDS = Object.keys(EVENTS) as EventId[];
/** Events are revealed from this round on, at the start of the round before intake. */
export const FIRST_EVENT_ROUND = 2;
/** Phase 4 colours each "awareness" card keeps from deteriorating (own colour, as for administrators). */
export const SPARED_COLOUR: Partial<Record<EventId, Colour>> = {
  vaccination_campaign: 'green',
  heart_awareness_week: 'red',
  bone_health_week: 'yellow',
};
/** Points of Health Inspection and Media Spotlight, blood bags of Blood Donor Drive and Charity Gala. */
export const EVENT_POINTS = 2;
export const CHARITY_GALA_BLOOD_BAGS = 2;
