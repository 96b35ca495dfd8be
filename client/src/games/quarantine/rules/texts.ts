// The words of Quarantine's How to play, in English and French (French typed by English, so both
// hold the same keys). Kept apart from the table's texts: they travel in the rules' own chunk.
// The special rooms' names and effects are the table's (i18n/), so both always say the same.

const en = {
  title: 'How to play Quarantine',
  contents: 'Contents',
  intro: (min: number, max: number) =>
    `A hospital-building game for ${min} to ${max} players. Each of you runs a hospital of square tiles: patients queue at your door, you admit them into treatment rooms of their colour, cure them and spend the cured cubes on new rooms. Other players send you patients and viruses.`,
  goal: {
    heading: 'The goal',
    text: 'Score the most points when the game ends: 1 point per nurse station (four of your tiles in a 2×2 square), per special room in your hospital, per pair of cubes in your supply, and 1 for an empty queue.',
  },
  setup: {
    heading: 'Setup',
    items: [
      'You start with a lobby and four starting treatment rooms (blue, green, red, yellow). Place the lobby first, turned as you like: the arrow marks its entrance, and the cell in front of it must always stay free (your queue waits there). Then place the rooms one by one, following the placement rules below.',
      'The market holds 8 kinds of special rooms drawn at random (2 tiles of each, 1 with two players) and 8 additional treatment rooms (2 of each colour).',
      'The bag holds 96 patient cubes (24 of each colour) and 32 grey virus cubes. A random player starts.',
      'First round: each player draws until they have drawn 4 patients; grey cubes drawn in this round go to the stock beside the market.',
    ],
  },
  turn: {
    heading: 'A turn: 4 and 4',
    text: 'On your turn you must draw 4 cubes from the bag, one at a time, and you may take 4 actions, in any order, mixing draws and actions. Unused actions are lost; a bonus marker spent gives one more action.',
    drawHeading: 'Placing a drawn cube',
    draw: [
      'A patient joins the end of any player’s queue, yours or another’s.',
      'A virus (grey cube) goes on a tile of any hospital: see Viruses and quarantine.',
    ],
    actionsHeading: 'The actions (one action each)',
    actions: [
      [
        'Admit',
        'Move patients from the front of your queue into working treatment rooms of their colour that have room (a room holds one patient), reachable from the lobby, until the front patient cannot go in.',
      ],
      [
        'Cure',
        'Choose a colour: every patient of that colour in a healthy room of your hospital goes to your supply. Your supply is your money and your points.',
      ],
      [
        'Open a contract',
        'Put a price of 2 or more coloured cubes from your supply on a special room pile that has no price, and keep it in front of you. From your next turn on you may take one tile from it for free; the rest goes back to the market with its price.',
      ],
      [
        'Buy a special room',
        'From another player’s contract, or a market pile that has a price: pay exactly that price into the box (the contract’s holder gains a bonus marker). Place the tile at once or keep it beside your hospital. Never the same kind twice in a turn.',
      ],
      ['Buy a treatment room', 'Pay any 2 cubes and place an additional treatment room at once. Never the same colour twice in a turn.'],
      ['Move a patient', 'Move one patient of your queue to another place in it.'],
      ['Take a bonus marker', 'From the stock, twice a turn at most. Spend it on any turn for one more action.'],
      ['Decontaminate', 'Remove a grey cube from any tile of any hospital to the stock.'],
      [
        'Renovate',
        'Once a turn: move, turn or remove (into storage) up to 2 tiles of your hospital, never a quarantined tile or one holding a patient. The hospital must follow the rules again at the end.',
      ],
    ] as [string, string][],
    free: 'Free, at any moment of your turn: place a tile you kept beside your hospital (at most 2 wait there), take from your own contract, spend a marker.',
  },
  placement: {
    heading: 'Placing tiles',
    items: [
      'A new tile must connect to your hospital through an open door: both tiles have a door on the side they share. It may close other doors.',
      'Tiles never overlap, and the hospital stays in one piece.',
      'Every tile must be reachable from the lobby through connected doors (quarantined tiles may be passed through).',
      'A tile connected to a quarantined tile must also connect to a healthy one.',
      'The cell in front of the lobby’s entrance stays free.',
    ],
    how: 'At the table: the cells where the tile may go are highlighted. Pick one, turn the tile with Turn to see each legal way its doors can face, then Place here.',
  },
  viruses: {
    heading: 'Viruses and quarantine',
    items: [
      'A grey cube on a tile puts it in quarantine: it does nothing until it is decontaminated (a quarantined room neither admits nor cures). On the table a quarantined tile is hatched, outlined and carries a grey cube marked ✕.',
      'A virus may land on any tile of a hospital without quarantine; in a hospital that has one, only on a healthy tile next to a quarantined tile. Never on a Containment. If no hospital can take it, it goes to the stock.',
      'If it lands in a nurse station, you may spread it to another tile of that station next to it, with a grey cube from the stock.',
      'Quarantined tiles still count for the score.',
    ],
  },
  specials: {
    heading: 'The special rooms',
    text: 'Eight of these kinds are in each game. A special room works only while it is in your hospital, properly connected and not quarantined; “Action” means it gives a new action that costs one of your actions.',
  },
  end: {
    heading: 'The end and the score',
    items: [
      'The end is triggered when the last cube is drawn from the bag, or when the last tile of the market is bought or taken. That turn is finished; every other player then has one more turn, without drawing.',
      'Score: 1 point per nurse station (every 2×2 square of your tiles; overlapping squares each count), 1 per special room in your hospital, 1 per pair of cubes in your supply (with a working Lab, 2 grey cubes count as 1 cube), and 1 if your queue is empty.',
      'Ties: fewer tiles in the hospital wins, then fewer nurse stations; otherwise the win is shared.',
    ],
  },
};

export type QRulesTexts = typeof en;

const fr: QRulesTexts = {
  title: 'Comment jouer à Quarantine',
  contents: 'Sommaire',
  intro: (min: number, max: number) =>
    `Un jeu de construction d’hôpital pour ${min} à ${max} joueurs. Chacun gère un hôpital de tuiles carrées : les patients font la queue à votre porte, vous les admettez dans les salles de soins de leur couleur, les soignez et dépensez les cubes soignés en nouvelles salles. Les autres joueurs vous envoient des patients et des virus.`,
  goal: {
    heading: 'Le but',
    text: 'Marquer le plus de points à la fin : 1 point par poste infirmier (quatre de vos tuiles en carré 2×2), par salle spéciale de votre hôpital, par paire de cubes de votre réserve, et 1 pour une file vide.',
  },
  setup: {
    heading: 'Mise en place',
    items: [
      'Vous commencez avec un hall d’accueil et quatre salles de soins de départ (bleue, verte, rouge, jaune). Posez d’abord le hall, dans le sens de votre choix : la flèche marque son entrée, et la case devant elle doit toujours rester libre (votre file y attend). Puis posez les salles une à une, selon les règles de pose ci-dessous.',
      'Le marché compte 8 sortes de salles spéciales tirées au hasard (2 tuiles de chaque, 1 à deux joueurs) et 8 salles de soins supplémentaires (2 de chaque couleur).',
      'Le sac contient 96 cubes patients (24 de chaque couleur) et 32 cubes gris de virus. Un joueur tiré au hasard commence.',
      'Première manche : chacun pioche jusqu’à avoir tiré 4 patients ; les cubes gris tirés pendant cette manche vont dans la réserve à côté du marché.',
    ],
  },
  turn: {
    heading: 'Un tour : 4 et 4',
    text: 'À votre tour, vous devez piocher 4 cubes dans le sac, un à la fois, et vous pouvez faire 4 actions, dans l’ordre de votre choix, en mêlant pioches et actions. Les actions non utilisées sont perdues ; un jeton bonus dépensé donne une action de plus.',
    drawHeading: 'Placer un cube pioché',
    draw: [
      'Un patient rejoint la fin de la file de n’importe quel joueur, la vôtre ou celle d’un autre.',
      'Un virus (cube gris) va sur une tuile de n’importe quel hôpital : voir Virus et quarantaine.',
    ],
    actionsHeading: 'Les actions (une action chacune)',
    actions: [
      [
        'Admettre',
        'Faites entrer les patients en tête de votre file dans des salles de soins de leur couleur en service et libres (une salle accueille un patient), accessibles depuis le hall, jusqu’à ce que le premier ne puisse pas entrer.',
      ],
      [
        'Soigner',
        'Choisissez une couleur : chaque patient de cette couleur dans une salle saine de votre hôpital va dans votre réserve. Votre réserve, c’est votre argent et vos points.',
      ],
      [
        'Ouvrir un contrat',
        'Posez un prix de 2 cubes de couleur ou plus de votre réserve sur une pile de salles spéciales sans prix, et gardez-la devant vous. Dès votre prochain tour, vous pouvez y prendre une tuile gratuitement ; le reste retourne au marché avec son prix.',
      ],
      [
        'Acheter une salle spéciale',
        'Au contrat d’un autre joueur, ou sur une pile du marché qui a un prix : payez exactement ce prix à la boîte (le détenteur du contrat gagne un jeton bonus). Posez la tuile tout de suite ou gardez-la à côté de votre hôpital. Jamais deux fois la même sorte dans un tour.',
      ],
      [
        'Acheter une salle de soins',
        'Payez 2 cubes quelconques et posez tout de suite une salle de soins supplémentaire. Jamais deux fois la même couleur dans un tour.',
      ],
      ['Déplacer un patient', 'Déplacez un patient de votre file à une autre place de la file.'],
      ['Prendre un jeton bonus', 'Dans la réserve, deux fois par tour au plus. Dépensez-le à n’importe quel tour pour une action de plus.'],
      ['Décontaminer', 'Retirez un cube gris de n’importe quelle tuile de n’importe quel hôpital vers la réserve.'],
      [
        'Rénover',
        'Une fois par tour : déplacez, tournez ou retirez (mise de côté) jusqu’à 2 tuiles de votre hôpital, jamais une tuile en quarantaine ou occupée par un patient. L’hôpital doit respecter les règles à la fin.',
      ],
    ] as [string, string][],
    free: 'Gratuit, à tout moment de votre tour : poser une tuile gardée à côté de votre hôpital (2 au plus y attendent), prendre dans votre propre contrat, dépenser un jeton.',
  },
  placement: {
    heading: 'Poser des tuiles',
    items: [
      'Une nouvelle tuile doit être reliée à votre hôpital par une porte ouverte : les deux tuiles ont une porte sur le côté qu’elles partagent. Elle peut fermer d’autres portes.',
      'Les tuiles ne se chevauchent jamais, et l’hôpital reste d’un seul tenant.',
      'Chaque tuile doit être accessible depuis le hall par des portes reliées (on peut traverser les tuiles en quarantaine).',
      'Une tuile reliée à une tuile en quarantaine doit aussi être reliée à une tuile saine.',
      'La case devant l’entrée du hall reste libre.',
    ],
    how: 'À la table : les cases où la tuile peut aller sont en surbrillance. Choisissez-en une, tournez la tuile avec Tourner pour voir chaque orientation permise de ses portes, puis Poser ici.',
  },
  viruses: {
    heading: 'Virus et quarantaine',
    items: [
      'Un cube gris sur une tuile la met en quarantaine : elle ne sert plus à rien jusqu’à sa décontamination (une salle en quarantaine n’admet ni ne soigne). À la table, une tuile en quarantaine est hachurée, entourée et porte un cube gris marqué ✕.',
      'Un virus peut aller sur n’importe quelle tuile d’un hôpital sans quarantaine ; dans un hôpital qui en a une, seulement sur une tuile saine voisine d’une tuile en quarantaine. Jamais sur un Confinement. Si aucun hôpital ne peut le recevoir, il va dans la réserve.',
      'S’il tombe dans un poste infirmier, vous pouvez le propager à une autre tuile voisine de ce poste, avec un cube gris de la réserve.',
      'Les tuiles en quarantaine comptent quand même au score.',
    ],
  },
  specials: {
    heading: 'Les salles spéciales',
    text: 'Huit de ces sortes sont en jeu à chaque partie. Une salle spéciale ne fonctionne que dans votre hôpital, bien reliée et hors quarantaine ; « Action » veut dire qu’elle donne une nouvelle action, qui coûte une de vos actions.',
  },
  end: {
    heading: 'La fin et le score',
    items: [
      'La fin est déclenchée quand le dernier cube est tiré du sac, ou quand la dernière tuile du marché est achetée ou prise. Ce tour se termine ; chacun des autres joueurs joue ensuite un dernier tour, sans piocher.',
      'Score : 1 point par poste infirmier (chaque carré 2×2 de vos tuiles ; les carrés qui se chevauchent comptent chacun), 1 par salle spéciale de votre hôpital, 1 par paire de cubes de votre réserve (avec un Laboratoire en service, 2 cubes gris valent 1 cube), et 1 si votre file est vide.',
      'Égalité : le moins de tuiles dans l’hôpital gagne, puis le moins de postes infirmiers ; sinon la victoire est partagée.',
    ],
  },
};

export const Q_RULES_TEXTS: Record<'en' | 'fr', QRulesTexts> = { en, fr };
