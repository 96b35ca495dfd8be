// Comment jouer à Dice Hospital ER : les textes de la page des règles et du tiroir d’aide, typés par en.ts.
import type { ErRulesTexts } from './en.js';

export const rulesFr: ErRulesTexts = {
  title: 'Comment jouer à Dice Hospital ER',
  intro: (min, max) =>
    `Un jeu de dés et de crayon pour ${min} à ${max} joueurs. À chaque tour, trois dés, un rouge, un jaune et un vert, sont des patients qui arrivent en ambulance. Chacun en admet un dans l’hôpital de sa propre feuille, en écrivant sa valeur dans un lit. Remplissez des services, gagnez des infirmières, satisfaites les spécialistes : le meilleur score l’emporte. En solo, vous jouez contre URSULE, une assistante automatique.`,
  contents: 'Sommaire',

  sheet: {
    heading: 'Votre feuille',
    intro:
      'Tous les joueurs ont la même feuille : un étage d’hôpital fait de lits hexagonaux et, dessous, la piste des infirmières, la morgue, vos stéthoscopes et poches de sang, et les cases de score.',
    example: 'Une feuille en cours de partie',
    exampleCaption:
      'Le service 1 a été rempli depuis l’accueil avec 1, 2, 4 et 6 : il est plein et rapportera les points de son badge ; son infirmière a été gagnée. Dans le service 2, un rideau entoure le 4, ce qui a permis le 1 suivant. Le 5 du service 3 est critique (!). Un patient est parti à la morgue.',
    parts: {
      wards: {
        name: 'Services',
        text: (beds, wards) =>
          `${beds} lits répartis en ${wards} services. Chaque service part de l’accueil et se remplit un lit après l’autre, en s’éloignant de l’accueil. Vous pouvez ouvrir plusieurs services à la fois. Le badge de chaque service montre son infirmière et les points qu’il rapporte une fois tous ses lits remplis.`,
      },
      beds: {
        name: 'Lits',
        text: 'La couleur d’un lit (et sa lettre) indique les patients qu’il accepte : rouges, jaunes ou verts. Un lit blanc accepte toutes les couleurs.',
      },
      scanners: {
        name: 'Scanners',
        text: (scanners, around) =>
          `${scanners} cases qui ne sont pas des lits, chacune entourée de ${around} lits de plusieurs services. Les radiologues et un cardiologue comptent les patients qui les entourent.`,
      },
      nurses: {
        name: 'Piste des infirmières',
        text: (track) => `Chaque infirmière gagnée entoure le cercle suivant (${track}). En fin de partie, vous marquez le dernier cercle entouré.`,
      },
      stethoscopes: {
        name: 'Stéthoscopes',
        text: (start) =>
          `Vous commencez avec ${start}. Chacun dépensé change de 1, vers le haut ou le bas, la valeur d’un patient avant que vous l’écriviez, jamais sous 1 ni au-dessus de 6. Dépensez-en autant que vous en avez.`,
      },
      bloodBags: {
        name: 'Poches de sang',
        text: 'Vous commencez sans. Dépensez-en une pour installer un patient dans un lit d’une autre couleur, ou pour prendre le dé du médecin-chef.',
      },
      morgue: {
        name: 'Morgue',
        text: (boxes) =>
          `${boxes} cases. Un patient que vous ne pouvez pas ou ne voulez pas admettre entoure une case : −1 point chacune en fin de partie. Une morgue pleine ne coûte rien de plus.`,
      },
      scores: { name: 'Cases de score', text: 'Votre score provisoire, ligne par ligne (voir Décompte).' },
    },
    wardTable: 'Les services : leurs lits depuis l’accueil et leurs points une fois pleins (le badge de chaque service sur la feuille les montre)',
    wardColumn: 'Service',
    bedsColumn: 'Lits, depuis l’accueil',
    pointsColumn: 'Points une fois plein',
  },

  turn: {
    heading: 'Un tour',
    intro: (turns, turnsFive) =>
      `La partie dure ${turns} tours (${turnsFive} à 5 joueurs). Tout le monde joue à chaque tour ; un joueur, le médecin-chef, a quelques tâches de plus, et ce rôle passe à gauche après chaque tour.`,
    steps: [
      {
        name: 'Retourner et lancer',
        text: 'Le médecin-chef retourne la carte Ambulance suivante et lance les trois dés. Chaque dé se place sous l’ambulance de sa couleur et apporte le bonus de cette ambulance.',
      },
      {
        name: 'Choisir',
        text: 'Le médecin-chef prend un dé. Puis tous les autres prennent l’un des deux autres dés, en même temps (plusieurs joueurs peuvent prendre le même dé) ; les choix sont dévoilés quand tous ont choisi. Une poche de sang possédée avant de choisir permet de prendre le dé du médecin-chef.',
      },
      {
        name: 'Admettre',
        text: 'Écrivez la valeur de votre patient dans un lit de votre feuille, selon les règles d’admission ci-dessous, ou envoyez-le à la morgue.',
      },
      { name: 'Bonus', text: 'Gagnez le bonus de votre dé : stéthoscopes et poches de sang servent dès ce patient.' },
      { name: 'Cardiologues', text: 'Quiconque remplit maintenant l’objectif d’un cardiologue le marque (voir Spécialistes).' },
      { name: 'Médecin-chef suivant', text: 'La carte Médecin-chef passe à gauche. Quand la pioche est vide, la partie s’arrête.' },
    ],
    admitHeading: 'Admettre un patient',
    admit: [
      {
        name: 'Couleur',
        text: 'La couleur du dé doit être celle du lit. Les lits blancs acceptent toutes les couleurs ; une poche de sang ignore la couleur.',
      },
      {
        name: 'Ordre',
        text: 'Le premier patient d’un service prend le lit voisin de l’accueil, chaque patient suivant le lit qui suit le dernier patient du service.',
      },
      {
        name: 'Valeur',
        text: 'Plus haute que celle du patient précédent du service (le premier patient d’un service peut avoir n’importe quelle valeur), sauf si un rideau entoure ce patient précédent.',
      },
      { name: 'Stéthoscopes', text: 'Chacun change la valeur de 1 avant que vous l’écriviez.' },
      { name: 'Morgue', text: 'Aucun lit ne l’accepte, ou vous préférez ne pas l’admettre : entourez plutôt une case de la morgue.' },
    ],
    cardsHeading: 'Les cartes Ambulance et leurs bonus',
    cards: (deck, removed, removedFive) =>
      `${deck} cartes, chacune avec une ambulance rouge, une jaune et une verte portant un bonus. Au début, ${removed} sont remises dans la boîte sans être vues (${removedFive} à 5 joueurs) : la pioche compte une carte par tour.`,
    bonusMorgue: 'Vous gagnez le bonus même si le patient part à la morgue, sauf Critique et Infirmière.',
    allCards: (deck) => `Les ${deck} cartes Ambulance`,
    cardColumn: 'Carte',
  },

  specialists: {
    heading: 'Spécialistes',
    intro: (all) =>
      `Il y a ${all} spécialistes. Chaque partie en tire 2 cardiologues, 1 radiologue et 1 épidémiologiste, posés à côté de la table pour toute la partie.`,
    kinds: {
      cardiologists:
        'Un objectif à remplir pendant la partie. À la fin de chaque tour, quiconque le remplit le marque : 8 points la première fois (la carte passe alors à 5), 5 points la deuxième (la carte est alors défaussée). Tous ceux qui le remplissent au même tour marquent autant. À 2 joueurs, une carte vaut 5, une seule fois. Chaque joueur marque une carte au plus une fois.',
      radiologists: 'Marque en fin de partie, selon vos patients autour des deux scanners.',
      epidemiologists:
        'Marque en fin de partie, selon des motifs de valeurs. Les voisins comptent à travers les murs des services. Quand un patient ne peut servir qu’à un motif, c’est le plus grand nombre de motifs sans patient commun qui compte.',
    },
  },

  end: {
    heading: 'Fin de la partie',
    text: (turns, turnsFive) =>
      `La partie s’arrête quand la pioche Ambulance est vide, après ${turns} tours (${turnsFive} à 5 joueurs). Chacun additionne ses lignes de score ; le plus haut total l’emporte, et des totaux égaux partagent la place. Les stéthoscopes et poches de sang restants ne rapportent rien.`,
  },

  scoring: {
    heading: 'Décompte, ligne par ligne',
    intro: 'Les cases de score et le tableau des scores finaux ont ces lignes ; chacune se compte ainsi.',
    wards: (list) => `Chaque service plein rapporte les points de son badge (${list}). Un service avec un lit vide ne rapporte rien.`,
    nurses: (list) => `Le dernier cercle entouré de votre piste des infirmières : ${list}. Aucune infirmière : 0.`,
    wardPoints: (ward, points) => `${ward} : ${points}`,
    nurseCount: (n, points) => `${n} → ${points}`,
    radiologist: 'Le radiologue en jeu compte vos patients autour des scanners, comme l’indique sa carte (voir Spécialistes).',
    epidemiologist: 'L’épidémiologiste en jeu compte sur toute votre feuille les motifs que nomme sa carte (voir Spécialistes).',
    critical: 'La somme des valeurs de vos patients critiques (marqués d’un « ! »).',
    cardiologists: 'Les points marqués pendant la partie en remplissant les objectifs des cardiologues : 8 ou 5 par carte.',
    morgue: (boxes) => `−1 par case de morgue entourée (${boxes} cases : au plus −${boxes}).`,
    soloOption: (option) => `Solo, avec l’option de difficulté ${option}, pour URSULE seulement.`,
    equipment:
      'URSULE marque 1 point par stéthoscope et par poche de sang gagnés, utilisés ou non, y compris son stéthoscope de départ (et ceux de Préparation).',
    isolation: 'URSULE marque 1 point par rideau tiré.',
    capacity: 'URSULE marque 1 point par patient dans un service qu’elle n’a pas rempli.',
    total: 'La somme des lignes. Le plus haut total l’emporte ; en solo, vous ne gagnez qu’avec strictement plus de points qu’URSULE.',
    ursule:
      'URSULE marque comme vous, sauf pour le radiologue et l’épidémiologiste : elle marque la valeur solo imprimée sur chaque carte, quelle que soit sa feuille.',
  },

  solo: {
    heading: 'Solo : contre URSULE',
    intro:
      'Choisissez Jouer en solo sur la carte du jeu. La partie se prépare comme à 2 joueurs, et URSULE, l’assistante automatique, remplit sa propre feuille selon des règles fixes.',
    rules: [
      'Elle commence avec les deux premiers cercles de sa piste des infirmières entourés (liés à aucun service). Vous êtes médecin-chef au premier tour, puis elle, et ainsi de suite ; le médecin-chef agit toujours en premier.',
      'Son dé : le plus faible (à égalité, le rouge, puis le jaune, puis le vert) ; quand vous êtes médecin-chef, le plus faible des deux que vous avez laissés.',
      'Son lit : le premier qui convient, service par service dans l’ordre : d’abord tel quel, sinon en dépensant des stéthoscopes, sinon une poche de sang, sinon les deux. Elle peut écrire une valeur égale à la précédente. Si rien ne convient, elle essaie le dé immédiatement supérieur, puis le dernier ; sinon elle prend le dé le plus faible et entoure une case de sa morgue.',
      'Au dernier tour, elle prend un dé qui remplit le dernier lit d’un service s’il y en a un (le service qui rapporte le plus).',
      'Elle utilise ses bonus comme d’habitude ; elle tire un rideau après l’admission, autour du plus haut dernier patient d’un service ni plein ni déjà isolé.',
      'Cardiologues : elle ignore leurs objectifs. Tant que les deux cartes restent, elles forment un seul objectif pour vous : remplissez les deux pour marquer 10. Quand elle remplit un service alors qu’une carte reste, elle marque 5 et vous défaussez une carte ; avec une seule carte restante, vous la marquez par son objectif et elle en remplissant un deuxième service.',
    ],
    optionsHeading: 'Options de difficulté (sur la carte du jeu, sous Options du solo)',
  },
};
