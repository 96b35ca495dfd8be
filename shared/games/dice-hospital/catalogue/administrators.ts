// Administrators: a standing bonus each (rules spec 2.4). Ids are descriptive: the names are pictures.
import type { AdministratorType, Colour } from '../types.js';

export type AdministratorBonus =
  { kind: 'dischargeColour'; colour: Colour; atLeast: number } | { kind: 'dischargeRainbow' } | { kind: 'dischargeMost' } | { kind: 'care'; colour: Colour };

export interface AdministratorCard {
  name: string;
  bonus: AdministratorBonus;
}

export const ADMINISTRATORS: Record<AdministratorType, AdministratorCard> = {
  red_discharge: { name: 'Red Discharge', bonus: { kind: 'dischargeColour', colour: 'red', atLeast: 2 } },
  yellow_discharge: { name: 'Yellow Discharge', bonus: { kind: 'dischargeColour', colour: 'yellow', atLeast: 2 } },
  green_discharge: { name: 'Green Discharge', bonus: { kind: 'dischargeColour', colour: 'green', atLeast: 2 } },
  rainbow_discharge: { name: 'Rainbow Discharge', bonus: { kind: 'dischargeRainbow' } },
  red_care: { name: 'Red Care', bonus: { kind: 'care', colour: 'red' } },
  yellow_care: { name: 'Yellow Care', bonus: { kind: 'care', colour: 'yellow' } },
  green_care: { name: 'Green Care', bonus: { kind: 'care', colour: 'green' } },
  most_discharged: { name: 'Most Discharged', bonus: { kind: 'dischargeMost' } },
};

export const ADMINISTRATOR_TYPES = Object.keys(ADMINISTRATORS) as AdministratorType[];
/** Points an administrator's Phase 5 bonus is worth. */
export const ADMINISTRATOR_BONUS_POINTS = 1;
