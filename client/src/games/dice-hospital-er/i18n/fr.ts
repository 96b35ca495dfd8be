// Dice Hospital ER : tous les textes français des vues ER, typés par en.ts.
import type { BedColour, CardiologistId, EpidemiologistId, RadiologistId } from '../../../../../shared/games/dice-hospital-er/index.js';
import type { BonusKind, Card, ErErrorCode, ErMessages } from './en.js';

const plural = (n: number, one: string, many: string): string => `${n} ${Math.abs(n) < 2 ? one : many}`;
/** "de Ana" → "d’Ana", "le hôpital" → "l’hôpital". */
const de = (name: string): string => (/^[aeiouyàâéèêîôûh]/i.test(name.trim()) ? `d’${name}` : `de ${name}`);
/** Adjectives of colour agree with the noun (un dé rouge / une poche… / un patient vert / une ambulance verte). */
const feminine: Record<string, string> = { rouge: 'rouge', jaune: 'jaune', vert: 'verte', blanc: 'blanche' };

export const fr: ErMessages = {
  lang: 'fr',
  game: 'Dice Hospital ER',
  ursule: 'URSULE',
  you: 'vous',
  and: 'et',
  colour: { red: 'rouge', yellow: 'jaune', green: 'vert', white: 'blanc' } as Record<BedColour, string>,
  colourLetter: { red: 'R', yellow: 'J', green: 'V', white: 'B' } as Record<BedColour, string>,
  die: (colour, value) => `dé ${colour} ${value}`,
  dieColour: (colour) => `dé ${colour}`,
  quote: (text) => `« ${text} »`,
  patient: (colour, value) => `patient ${colour} ${value}`,

  sheet: {
    title: (name) => `Hôpital ${de(name)}`,
    yours: 'Votre hôpital',
    ursule: 'Hôpital d’URSULE',
    hall: 'Accueil',
    scanner: 'Scanner',
    ward: (n) => `Service ${n + 1}`,
    wardBadge: (n, points, full, nurse) =>
      `Service ${n + 1} : ${points} points une fois plein${full ? ' (plein)' : ''} ; infirmière ${nurse ? 'utilisée' : 'disponible'}`,
    bed: (ward, colour, value, critical, curtain) =>
      `Service ${ward + 1}, lit ${colour} : ${value === null ? 'vide' : `patient ${value}`}${critical ? ', critique' : ''}${curtain ? ', derrière un rideau' : ''}`,
    pickBed: (label, bloodBag) => `${label}. Admettre ici${bloodBag ? ' avec une poche de sang' : ''}`,
    nurseTrack: 'Infirmières',
    nurseCircle: (points, circled) => `${points} points${circled ? ', entouré' : ''}`,
    morgue: 'Morgue',
    morgueBoxes: (n) => `${n} cases sur 4 entourées (−1 point chacune)`,
    stethoscopes: 'Stéthoscopes',
    bloodBags: 'Poches de sang',
    owned: (n, gained) => `${n} (${plural(gained, 'gagné', 'gagnés')})`,
    critical: 'critique',
    curtain: 'rideau',
    scores: 'Score provisoire',
    finalScores: 'Score',
  },

  score: {
    wards: 'Services pleins',
    nurses: 'Infirmières',
    radiologist: 'Radiologue',
    epidemiologist: 'Épidémiologiste',
    critical: 'Patients critiques',
    cardiologists: 'Cardiologues',
    morgue: 'Morgue',
    equipment: 'Équipement',
    isolation: 'Isolement',
    capacity: 'Capacité',
    total: 'Total',
  },

  bonus: {
    name: {
      stethoscope: 'Stéthoscopes',
      bloodBag: 'Poche de sang',
      curtain: 'Rideau',
      critical: 'Critique',
      nurse: 'Infirmière',
      extra: 'Patient supplémentaire',
    } as Record<BonusKind, string>,
    short: (kind, colour, values) =>
      kind === 'extra'
        ? `+ ${colour} ${values![0]}–${values![1]}`
        : {
            stethoscope: '+2 stéthoscopes',
            bloodBag: '+1 poche de sang',
            curtain: 'Rideau',
            critical: 'Critique',
            nurse: 'Infirmière',
          }[kind],
    text: {
      stethoscope: 'Gagnez 2 stéthoscopes, utilisables tout de suite. Chacun dépensé change de 1 la valeur d’un patient.',
      bloodBag:
        'Gagnez 1 poche de sang, utilisable tout de suite : elle permet d’installer un patient dans un lit d’une autre couleur, ou de prendre le dé du médecin-chef.',
      curtain:
        'Entourez le dernier patient d’un service : le patient suivant de ce service peut avoir n’importe quelle valeur. Avant ou après l’admission de ce tour.',
      critical:
        'Marquez d’un « ! » le patient de ce dé : en fin de partie, marquez la somme des valeurs de vos patients critiques. Perdu si le patient part à la morgue.',
      nurse:
        'Barrez l’infirmière du service où entre le patient de ce dé et entourez le cercle suivant de la piste des infirmières (une fois par service). Perdu à la morgue.',
      extra: 'Admettez aussi un patient de la couleur indiquée, avec l’une des deux valeurs, selon les mêmes règles.',
    } as Record<BonusKind, string>,
  },

  card: {
    title: 'Ambulances',
    number: (n, left) => `Carte ${n + 1} sur 27 · ${plural(left, 'carte restante', 'cartes restantes')}`,
    describe: (red, yellow, green) => `Ambulance rouge : ${red}. Ambulance jaune : ${yellow}. Ambulance verte : ${green}.`,
    ambulance: (colour) => `Ambulance ${feminine[colour] ?? colour}`,
    turn: (turn, turns) => `Tour ${turn} sur ${turns}`,
  },

  specialists: {
    title: 'Spécialistes',
    cardiologist: 'Cardiologue',
    radiologist: 'Radiologue',
    epidemiologist: 'Épidémiologiste',
    value: (n) => (n === 0 ? 'défaussée' : `${n} points`),
    scoredBy: (names) => `marquée par ${names}`,
    soloValue: (n) => `URSULE marque ${n}`,
    soloPair: 'Solo : tant que les deux cartes restent, remplissez les deux objectifs pour marquer 10.',
    cardiologists: {
      stethoscopes: {
        name: 'Collection de stéthoscopes',
        text: 'Gagnez 8 stéthoscopes au cours de la partie (celui de départ ne compte pas ; les dépenser ne change rien).',
      },
      scanner: { name: 'Scanner complet', text: 'Remplissez les six lits autour d’un scanner.' },
      nurses: { name: 'Équipe soignante', text: 'Ayez 3 infirmières.' },
      blood_bags: { name: 'Banque du sang', text: 'Gagnez 4 poches de sang au cours de la partie.' },
      all_wards: { name: 'Tous les services ouverts', text: 'Ayez au moins un patient dans chacun des 7 services.' },
      two_wards: { name: 'Deux services pleins', text: 'Remplissez 2 services.' },
    } as Record<CardiologistId, Card>,
    radiologists: {
      critical_near_scanner: {
        name: 'Soins critiques',
        text: 'La moitié (arrondie au supérieur) de la valeur totale de vos patients critiques voisins d’un scanner.',
      },
      extreme_scanner: { name: 'Extrêmes', text: '10 par scanner dont les six lits sont remplis pour un total de 12 ou moins, ou de 30 ou plus.' },
      high_near_scanner: { name: 'Valeurs hautes', text: '2 par patient de valeur 4, 5 ou 6 voisin d’un scanner.' },
      opposite_pairs: { name: 'Effet miroir', text: '4 par paire de lits opposés autour d’un scanner ayant des valeurs égales.' },
      equal_around_scanner: {
        name: 'Clichés identiques',
        text: 'Par scanner, son plus grand groupe de valeurs égales autour de lui : 3/4/5/6 patients rapportent 5/10/15/20.',
      },
    } as Record<RadiologistId, Card>,
    epidemiologists: {
      sequence: { name: 'Suite', text: '10 par chemin de six patients voisins valant 1, 2, 3, 4, 5, 6 dans l’ordre.' },
      lines: { name: 'Lignes', text: '5 par ligne droite de 3 patients voisins de même valeur (un patient ne sert qu’à une ligne).' },
      largest_group: { name: 'Foyer', text: '3 par patient de votre plus grand groupe de patients voisins de même valeur.' },
      frequency: {
        name: 'Fréquence',
        text: '3 par patient de votre valeur la plus fréquente, moins 3 par patient de votre valeur la moins fréquente (rien n’est retiré tant qu’une valeur de 1 à 6 manque sur votre feuille).',
      },
      triangles: {
        name: 'Triangles',
        text: '4 par triangle de trois patients voisins deux à deux, tous pairs ou tous impairs (un patient ne sert qu’à un triangle).',
      },
    } as Record<EpidemiologistId, Card>,
  },

  turn: {
    chief: 'Médecin-chef',
    chiefIs: (name) => `Médecin-chef : ${name}`,
    choices: 'Choix',
    choosing: 'choisit…',
    chosen: 'a choisi',
    hidden: 'a choisi (caché jusqu’à ce que tous aient choisi)',
    took: (name, die) => `${name} a pris le ${die}`,
    viaBloodBag: 'avec une poche de sang',
    ursuleMorgue: 'à la morgue',
    take: 'Prendre',
    which: (die) => `le ${die}`,
    waitingFor: (names) => `En attente de ${names}.`,
    alsoPlaying: (names, count) => `${names} ${count > 1 ? 'jouent' : 'joue'} aussi.`,
    over: 'La partie est terminée.',
  },

  prompt: {
    chiefChoose: 'Vous êtes médecin-chef : prenez un dé. Les autres prendront ensuite l’un des deux restants.',
    choose: 'Prenez l’un des deux dés laissés par le médecin-chef (une poche de sang permet de prendre le sien).',
    admit: 'Admettez votre patient : choisissez un lit en surbrillance sur votre feuille, puis sa valeur.',
    admitExtra: 'Admettez le patient supplémentaire : choisissez un lit en surbrillance, puis sa valeur.',
    patients: 'Patients à admettre',
    pickValue: (bed) => `Valeur : ${bed}`,
    cost: (n) => (n === 0 ? 'valeur du dé' : `−${plural(n, 'stéthoscope', 'stéthoscopes')}`),
    useBloodBag: 'Utiliser une poche de sang (ignorer la couleur du lit)',
    bloodBagNote: 'coûte 1 poche de sang',
    noBed: 'Aucun lit ne peut accueillir ce patient : il part à la morgue.',
    morgue: 'Envoyer à la morgue (−1)',
    curtain: 'Rideau : entourez le dernier patient d’un service',
    curtainWard: (ward, value) => `${ward} (dernier patient ${value})`,
    skipCurtain: 'Pas de rideau',
    discard: 'URSULE a rempli son premier service : défaussez un cardiologue.',
    discardCard: (name) => `Défausser « ${name} »`,
    cancel: 'Annuler',
    done: 'Vous avez fini ce tour. En attente des autres.',
  },

  final: {
    title: 'Scores finaux',
    rank: 'Rang',
    player: 'Joueur',
    soloWin: 'Vous avez battu URSULE !',
    soloLoss: 'URSULE gagne cette fois.',
    winner: (names) => `${names} ${names.includes(' et ') ? 'gagnent' : 'gagne'} !`,
    howCounted: 'Comment se compte cette ligne',
  },

  others: 'Les autres hôpitaux',
  log: {
    title: 'Journal',
    seat: (name) => name,
    turnStarted: (turn, chief, card) => `Tour ${turn} : ${chief} est médecin-chef. ${card}`,
    dieChosen: (who, die, viaBloodBag, chief) =>
      die === null
        ? `${who} a choisi un dé.`
        : `${who} a pris le ${die}${viaBloodBag ? ' avec une poche de sang' : ''}${chief ? ' en tant que médecin-chef' : ''}.`,
    choicesRevealed: (list) => `Choix révélés : ${list}.`,
    choice: (who, die, viaBloodBag) => `${who} : ${die}${viaBloodBag ? ' (avec une poche de sang)' : ''}`,
    stethoscopesGained: (who, n) => `${who} gagne ${plural(n, 'stéthoscope', 'stéthoscopes')}.`,
    bloodBagGained: (who) => `${who} gagne une poche de sang.`,
    patientAdmitted: (who, patient, ward, value, stethoscopes, bloodBag) =>
      `${who} admet ${patient} dans le ${ward.toLowerCase()} avec la valeur ${value}${stethoscopes ? ` (${plural(stethoscopes, 'stéthoscope', 'stéthoscopes')})` : ''}${bloodBag ? ' grâce à une poche de sang' : ''}.`,
    patientToMorgue: (who, patient) => `${who} envoie ${patient} à la morgue.`,
    criticalMarked: (who, ward) => `${who} marque un patient critique dans le ${ward.toLowerCase()}.`,
    nurseGained: (who, ward) => `${who} obtient l’infirmière du ${ward.toLowerCase()}.`,
    nurseLost: (who, ward) => `${who} perd une infirmière : celle du ${ward.toLowerCase()} était déjà utilisée.`,
    bonusLost: (who, bonus) => `${who} perd le bonus ${bonus.toLowerCase()} (patient à la morgue).`,
    curtainPlaced: (who, ward) => `${who} tire un rideau dans le ${ward.toLowerCase()}.`,
    curtainSkipped: (who) => `${who} renonce au rideau.`,
    curtainLost: (who) => `${who} perd le rideau (aucun service ne pouvait le recevoir).`,
    cardiologistScored: (who, cards, points) => `${who} marque ${plural(points, 'point', 'points')} grâce au cardiologue ${cards}.`,
    ursuleWardScored: (who, points) => `${who} marque ${plural(points, 'point', 'points')} en remplissant un service.`,
    cardiologistFlipped: (card) => `Le cardiologue « ${card} » passe à 5 points.`,
    cardiologistDiscarded: (card, who) => (who ? `${who} défausse le cardiologue « ${card} ».` : `Le cardiologue « ${card} » est défaussé.`),
    gameOver: (winner) => `Fin de la partie : ${winner}`,
    patientOf: (colour, extra) => `un patient ${colour}${extra ? ' supplémentaire' : ''}`,
  },

  strip: {
    summary: (name, score, stethoscopes, bloodBags) =>
      `${name} : ${plural(score, 'point', 'points')} pour l’instant, ${plural(stethoscopes, 'stéthoscope', 'stéthoscopes')}, ${plural(bloodBags, 'poche de sang', 'poches de sang')}`,
    score: 'Score pour l’instant',
  },

  options: {
    preparation: { label: 'Préparation', hint: 'URSULE commence avec 2 stéthoscopes et 2 poches de sang de plus.' },
    equipment: { label: 'Équipement', hint: 'URSULE marque 1 point par stéthoscope et par poche de sang gagnés, utilisés ou non.' },
    isolation: { label: 'Isolement', hint: 'URSULE marque 1 point par rideau.' },
    capacity: { label: 'Capacité', hint: 'URSULE marque 1 point par patient dans un service qu’elle n’a pas rempli.' },
  },

  errors: {
    invalid_action: 'Ce coup n’est pas compris.',
    game_over: 'La partie est terminée.',
    invalid_seat: 'Cette place n’existe pas.',
    wrong_phase: 'Ce n’est pas possible à ce moment du tour.',
    not_your_turn: 'Attendez les autres joueurs.',
    not_enough_blood_bags: 'Il vous faut une poche de sang pour cela.',
    already_admitted: 'Le patient de ce dé est déjà admis.',
    no_extra_patient: 'Vous n’avez pas de patient supplémentaire à admettre.',
    unknown_bed: 'Ce lit n’existe pas.',
    invalid_value: 'Une valeur va de 1 à 6.',
    ward_full: 'Ce service est plein.',
    wrong_bed: 'Un service se remplit depuis l’accueil, un lit à la fois : ce n’est pas son lit suivant.',
    wrong_colour: 'Ce lit n’accepte pas cette couleur sans poche de sang.',
    blood_bag_not_needed: 'Ce lit n’a pas besoin de poche de sang.',
    value_too_low: 'La valeur doit dépasser celle du patient précédent du service (sauf derrière un rideau).',
    not_enough_stethoscopes: 'Vous n’avez pas assez de stéthoscopes pour cette valeur.',
    no_curtain: 'Vous n’avez pas de rideau à placer ce tour.',
    invalid_curtain: 'Un rideau se place sur le dernier patient d’un service ni vide, ni plein, ni déjà entouré.',
    admit_first: 'Admettez d’abord vos patients ; vous pourrez encore tirer le rideau ensuite.',
    invalid_cardiologist: 'Défaussez l’un des deux cardiologues en jeu.',
  } as Record<ErErrorCode, string>,
};
