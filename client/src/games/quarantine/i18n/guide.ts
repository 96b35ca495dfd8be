// The words of Quarantine's guided first round (guide/FirstRound.tsx) and of the How to play link to
// it, in English and French (French typed by English, so both hold the same keys). Kept apart from
// the table's texts: they travel in the guide's and the rules' own chunks, not the first page. The
// first position is the guide's fixed key's: you play first, against Dr Bot.
import type { GuideTexts } from '../../../views/guide/GuidedRound.js';

const en = {
  link: 'Learn by playing: a guided setup and first round against a computer player',
  heading: 'Your first round, step by step',
  you: 'You',
  computer: 'Dr Bot',
  intro:
    'A real game against a computer player, in this page, from the same first position for everyone: you set up your hospital, then play round 1, you first. Do what each step says.',
  progress: (n: number) => `Step ${n}`,
  waiting: 'Dr Bot is deciding…',
  done: 'That was round 1. From round 2 on each turn draws 4 cubes, viruses too, which quarantine the tiles they land on; the game ends when the bag or the market runs out, and nurse stations, special rooms, pairs of cubes in your supply and an empty queue score.',
  playReal: 'Play a real game',
  again: 'Play this round again',
  rules: 'Read the full rules',
  steps: {
    arrange: {
      what: 'Set up your hospital: place your lobby first (turn it as you like), then your blue, green, red and yellow rooms, one at a time. Pick a highlighted cell, Turn, then Place here.',
      why: 'Patients queue at the lobby’s entrance, so the cell in front of its arrow stays free. Each room must join the hospital through a door on the shared side; four tiles in a 2×2 square make a nurse station, 1 point at the end.',
    },
    draw: {
      what: 'Draw a cube. You play first: in round 1 you draw until 4 patients have come (viruses drawn now go to the stock).',
      why: 'Drawing is compulsory: 4 a turn. The patients you draw are the cubes you will admit, cure and spend, so every draw matters.',
    },
    placeCube: {
      what: 'Put the patient at the end of a queue: yours, or Dr Bot’s.',
      why: 'In your own queue a patient of a colour your rooms treat is future money; in Dr Bot’s queue it clogs his door (an empty queue scores 1 at the end).',
    },
    act: {
      what: 'Your 4 draws are done: take actions (up to 4), such as Admit then Cure a colour, then End the turn.',
      why: 'Admit moves the front of your queue into rooms of their colour; Cure turns the patients of one colour into cubes in your supply: your money for new rooms, and a point per pair at the end. Unused actions are lost.',
    },
    placeAcquired: {
      what: 'Place your new room: pick a highlighted cell, Turn, then Place here (or keep it beside your hospital when that is offered).',
      why: 'A room works only when joined through its doors and reachable from the lobby. Placed to close a 2×2 square, it also makes a nurse station.',
    },
    spread: {
      what: 'The virus landed in a nurse station: spread it to another tile of that station, or not.',
      why: 'A spread virus quarantines one more tile of that hospital: a quarantined room neither admits nor cures until it is decontaminated.',
    },
    emergencyRoom: {
      what: 'A patient joined your queue: send it straight into your Emergency Room, or keep it in the queue.',
      why: 'The Emergency Room takes a patient past the queue, ready to be cured.',
    },
    cafeteria: {
      what: 'Your Cafeteria finds the marker stock empty: take a marker from a player.',
      why: 'A bonus marker spent is one more action on any turn.',
    },
    renovate: {
      what: 'Renovating: move, turn or store up to 2 of your tiles, then end the renovation (or undo it).',
      why: 'A renovation can close a 2×2 square or free a door; the hospital must follow the placement rules again at the end.',
    },
  } as Record<string, { what: string; why: string }>,
};

const fr: typeof en = {
  link: 'Apprendre en jouant : une mise en place et une première manche guidées contre un joueur ordinateur',
  heading: 'Votre première manche, pas à pas',
  you: 'Vous',
  computer: 'Dr Bot',
  intro:
    'Une vraie partie contre un joueur ordinateur, dans cette page, à partir de la même position de départ pour tout le monde : vous installez votre hôpital, puis jouez la première manche, en premier. Faites ce que dit chaque étape.',
  progress: (n: number) => `Étape ${n}`,
  waiting: 'Dr Bot réfléchit…',
  done: 'Voilà la première manche. Dès la deuxième, chaque joueur pioche 4 cubes, virus compris, qui mettent en quarantaine les tuiles où ils tombent ; la partie finit quand le sac ou le marché s’épuise, et les postes infirmiers, les salles spéciales, les paires de cubes de votre réserve et une file vide rapportent des points.',
  playReal: 'Jouer une vraie partie',
  again: 'Rejouer cette manche',
  rules: 'Lire toutes les règles',
  steps: {
    arrange: {
      what: 'Installez votre hôpital : posez d’abord votre hall d’accueil (dans le sens de votre choix), puis vos salles bleue, verte, rouge et jaune, une à une. Choisissez une case en surbrillance, Tourner, puis Poser ici.',
      why: 'Les patients attendent devant l’entrée du hall : la case devant sa flèche reste libre. Chaque salle doit rejoindre l’hôpital par une porte sur le côté commun ; quatre tuiles en carré 2×2 forment un poste infirmier, 1 point à la fin.',
    },
    draw: {
      what: 'Piochez un cube. Vous jouez en premier : à la première manche, vous piochez jusqu’à obtenir 4 patients (les virus piochés maintenant vont à la réserve, à côté du marché).',
      why: 'Piocher est obligatoire : 4 par tour. Les patients piochés sont les cubes que vous admettrez, soignerez et dépenserez : chaque pioche compte.',
    },
    placeCube: {
      what: 'Mettez le patient au bout d’une file : la vôtre, ou celle de Dr Bot.',
      why: 'Dans votre file, un patient d’une couleur que vos salles soignent est de l’argent à venir ; dans celle de Dr Bot, il encombre sa porte (une file vide rapporte 1 point à la fin).',
    },
    act: {
      what: 'Vos 4 pioches sont faites : jouez vos actions (4 au plus), par exemple Admettre puis Soigner une couleur, puis Finir le tour.',
      why: 'Admettre fait entrer le début de votre file dans les salles de sa couleur ; Soigner transforme les patients d’une couleur en cubes de votre réserve : votre argent pour de nouvelles salles, et un point par paire à la fin. Les actions non jouées sont perdues.',
    },
    placeAcquired: {
      what: 'Posez votre nouvelle salle : choisissez une case en surbrillance, Tourner, puis Poser ici (ou gardez-la à côté de l’hôpital si c’est proposé).',
      why: 'Une salle ne fonctionne que reliée par ses portes et accessible depuis le hall. Posée pour fermer un carré 2×2, elle forme aussi un poste infirmier.',
    },
    spread: {
      what: 'Le virus est tombé dans un poste infirmier : propagez-le à une autre tuile de ce poste, ou non.',
      why: 'Un virus propagé met une tuile de plus de cet hôpital en quarantaine : une salle en quarantaine n’admet ni ne soigne jusqu’à sa décontamination.',
    },
    emergencyRoom: {
      what: 'Un patient a rejoint votre file : envoyez-le directement aux Urgences, ou laissez-le dans la file.',
      why: 'Les Urgences prennent un patient sans attendre la file, prêt à être soigné.',
    },
    cafeteria: {
      what: 'Votre Cafétéria trouve la réserve de jetons vide : prenez un jeton à un joueur.',
      why: 'Un jeton bonus dépensé donne une action de plus, à n’importe quel tour.',
    },
    renovate: {
      what: 'Rénovation : déplacez, tournez ou rangez jusqu’à 2 de vos tuiles, puis terminez la rénovation (ou annulez-la).',
      why: 'Une rénovation peut fermer un carré 2×2 ou libérer une porte ; l’hôpital doit de nouveau respecter les règles de pose à la fin.',
    },
  },
};

export const Q_GUIDE_TEXTS: Record<'en' | 'fr', GuideTexts & { link: string }> = { en, fr };
