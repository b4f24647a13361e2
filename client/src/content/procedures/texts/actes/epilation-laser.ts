import type { ProcedureContent } from '../../types';

/** Épilation laser. */
const text: ProcedureContent = {
  mainDescription:
    'L’épilation laser vise à réduire la pilosité sur le long terme en ciblant le pigment du poil, la mélanine. L’énergie lumineuse est transformée en chaleur au niveau du follicule, ce qui altère sa capacité à produire un nouveau poil. Elle peut être pratiquée sur la plupart des zones du visage et du corps, chez la femme comme chez l’homme. Le type de laser et les réglages sont adaptés à la couleur de la peau et des poils, ce qui est particulièrement important sur les peaux mates ou foncées. Les poils blancs, gris ou très clairs, pauvres en pigment, répondent mal au traitement. Plusieurs séances sont nécessaires.',
  content: [
    {
      title: 'Anesthésie',
      description:
        'Aucune anesthésie n’est généralement nécessaire. La plupart des appareils intègrent un système de refroidissement de la peau, et la sensation est souvent comparée à un léger picotement ou à un élastique qui claque. Une crème anesthésiante peut être proposée sur les zones sensibles.',
    },
    {
      title: 'Durée de l’intervention',
      description:
        'Une séance dure de quelques minutes pour une petite zone, comme la lèvre supérieure, à environ une heure pour les jambes entières. Les séances sont espacées de plusieurs semaines, selon la zone et le cycle de pousse des poils.',
    },
    {
      title: 'Soins après la séance',
      description:
        'Une rougeur et un léger gonflement autour des poils sont normaux pendant quelques heures. Il faut éviter le soleil, les autobronzants et l’épilation à la cire ou à la pince entre les séances ; le rasage reste possible. Une protection solaire rigoureuse est indispensable sur les zones exposées.',
    },
    {
      title: 'Résultats',
      description:
        'La pilosité diminue en général progressivement au fil des séances, dans une mesure qui varie d’une personne à l’autre ; plusieurs séances, souvent six à huit, sont généralement nécessaires. Les poils qui persistent sont plus fins et plus clairs. Des séances d’entretien peuvent être utiles, notamment en cas de facteur hormonal.',
    },
  ],
  risks:
    'Une rougeur et un léger gonflement autour des poils sont habituels pendant quelques heures à quelques jours. Plus rarement surviennent des croûtes, une brûlure, des cloques ou des taches plus claires ou plus foncées, surtout sur une peau bronzée ou mate, et qui peuvent durer plusieurs mois. Une pousse de poils plus dense autour de la zone traitée est décrite, rarement. Les réglages, le test éventuel sur une petite zone et les précautions sont expliqués en consultation, avant la première séance.',
};

export default text;
