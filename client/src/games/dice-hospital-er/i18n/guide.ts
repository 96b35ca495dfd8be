// The words of Dice Hospital ER's guided first round (guide/FirstRound.tsx) and of the How to play
// link to it, in English and French (French typed by English, so both hold the same keys). Kept apart
// from the table's texts: they travel in the guide's and the rules' own chunks, not the first page.
// The first position is the guide's fixed key's: you are the chief doctor, the dice show red 4,
// yellow 3 and green 6 (guide.test checks the page says so).
import type { GuideTexts } from '../../../views/guide/GuidedRound.js';

const en = {
  link: 'Learn by playing: a guided first round against a computer player',
  heading: 'Your first round, step by step',
  you: 'You',
  computer: 'Dr Bot',
  intro:
    'A real game against a computer player, in this page, from the same first position for everyone. A round here is two turns: each of you is the chief doctor once. Do what each step says.',
  progress: (n: number) => `Step ${n}`,
  waiting: 'Dr Bot is deciding…',
  done: 'That was a round: each of you has been the chief doctor once. A real game goes on like this for 24 turns, until the ambulance deck is empty; then the full wards, the nurses, the critical patients and the specialists score.',
  playReal: 'Play a real game',
  again: 'Play this round again',
  rules: 'Read the full rules',
  steps: {
    chiefChoice: {
      what: 'You are the chief doctor: take one of the three dice (red 4, yellow 3, green 6) for the patient you will admit.',
      why: 'The chief chooses first; the other player then takes one of the two dice left. Each die brings the bonus under its ambulance: here red marks the patient critical (its value scores at the end), yellow gains a nurse, green 2 stethoscopes.',
    },
    choose: {
      what: 'Take one of the two dice the chief doctor left.',
      why: 'Only the chief’s die is out of reach (a blood bag you already own would buy it). Think of the bed it will fill and of the bonus under its ambulance.',
    },
    admit: {
      what: 'Admit your patient: pick a highlighted bed on your sheet, then its value.',
      why: 'Its colour must match the bed’s (white beds take any), a ward fills from the hall one bed at a time, and each value must be higher than the ward’s previous one. Start low, leave room to climb; stethoscopes move the value by 1 each.',
    },
    admitExtra: {
      what: 'Admit the extra patient the ambulance brings: pick a bed, then one of its two values.',
      why: 'The same rules as your die’s patient: one more patient on your sheet for free, or the morgue (−1) if no bed fits.',
    },
    curtain: {
      what: 'Draw your curtain around the last patient of a ward, or decline it.',
      why: 'Behind a curtain the next patient of that ward may have any value: useful in a ward whose last value is already high.',
    },
  } as Record<string, { what: string; why: string }>,
};

const fr: typeof en = {
  link: 'Apprendre en jouant : un premier tour guidé contre un joueur ordinateur',
  heading: 'Votre premier tour de table, pas à pas',
  you: 'Vous',
  computer: 'Dr Bot',
  intro:
    'Une vraie partie contre un joueur ordinateur, dans cette page, à partir de la même position de départ pour tout le monde. Un tour de table, ce sont deux tours : chacun de vous est médecin-chef une fois. Faites ce que dit chaque étape.',
  progress: (n: number) => `Étape ${n}`,
  waiting: 'Dr Bot réfléchit…',
  done: 'Voilà un tour de table : chacun de vous a été médecin-chef une fois. Une vraie partie continue ainsi pendant 24 tours, jusqu’à ce que la pioche d’ambulances soit vide ; alors les services pleins, les infirmières, les patients critiques et les spécialistes rapportent leurs points.',
  playReal: 'Jouer une vraie partie',
  again: 'Rejouer ce tour de table',
  rules: 'Lire toutes les règles',
  steps: {
    chiefChoice: {
      what: 'Vous êtes le médecin-chef : prenez l’un des trois dés (rouge 4, jaune 3, vert 6) pour le patient que vous admettrez.',
      why: 'Le médecin-chef choisit le premier ; l’autre joueur prend ensuite l’un des deux dés restants. Chaque dé apporte le bonus sous son ambulance : ici le rouge rend le patient critique (sa valeur compte à la fin), le jaune donne une infirmière, le vert 2 stéthoscopes.',
    },
    choose: {
      what: 'Prenez l’un des deux dés laissés par le médecin-chef.',
      why: 'Seul le dé du médecin-chef est hors de portée (une poche de sang déjà en votre possession l’achèterait). Pensez au lit qu’il remplira et au bonus sous son ambulance.',
    },
    admit: {
      what: 'Admettez votre patient : choisissez un lit en surbrillance sur votre feuille, puis sa valeur.',
      why: 'Sa couleur doit être celle du lit (les lits blancs prennent toutes les couleurs), un service se remplit depuis le couloir, un lit après l’autre, et chaque valeur doit dépasser la précédente du service. Commencez bas pour garder de la marge ; chaque stéthoscope change la valeur de 1.',
    },
    admitExtra: {
      what: 'Admettez le patient supplémentaire qu’apporte l’ambulance : choisissez un lit, puis l’une de ses deux valeurs.',
      why: 'Les mêmes règles que pour le patient de votre dé : un patient de plus sur votre feuille, gratuitement, ou la morgue (−1) si aucun lit ne convient.',
    },
    curtain: {
      what: 'Tirez votre rideau autour du dernier patient d’un service, ou renoncez-y.',
      why: 'Derrière un rideau, le patient suivant de ce service peut avoir n’importe quelle valeur : utile dans un service dont la dernière valeur est déjà haute.',
    },
  },
};

export const ER_GUIDE_TEXTS: Record<'en' | 'fr', GuideTexts & { link: string }> = { en, fr };
