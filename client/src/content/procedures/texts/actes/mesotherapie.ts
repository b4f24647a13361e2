import type { ProcedureContent } from '../../types';

/** La mésothérapie. */
const text: ProcedureContent = {
  mainDescription:
    'La mésothérapie esthétique consiste à injecter de façon très superficielle, par de multiples micro-injections, un mélange de principes actifs choisis selon les besoins : acide hyaluronique non réticulé, vitamines, acides aminés ou minéraux. Sur le visage, le cou et le décolleté, elle vise à hydrater la peau en profondeur, à améliorer son éclat et à atténuer les ridules. Sur le cuir chevelu, elle peut être proposée en complément de la prise en charge d’une chute de cheveux. Elle s’adresse aux personnes qui souhaitent entretenir la qualité de leur peau sans chirurgie.',
  content: [
    {
      title: 'Anesthésie',
      description:
        'Une crème anesthésiante est souvent appliquée avant la séance pour limiter l’inconfort des micro-injections. Aucune autre anesthésie n’est nécessaire, et la séance est généralement bien tolérée, y compris par les personnes sensibles.',
    },
    {
      title: 'Durée de l’intervention',
      description:
        'La séance dure généralement de vingt à quarante-cinq minutes, selon les zones traitées. Un programme initial de plusieurs séances, espacées de deux à quatre semaines, est habituellement proposé, suivi de séances d’entretien plus espacées.',
    },
    {
      title: 'Soins après la séance',
      description:
        'De petites papules et rougeurs apparaissent aux points d’injection et disparaissent généralement en quelques heures à un jour ; de petits hématomes sont possibles. Il est conseillé d’éviter le maquillage le jour même, ainsi que le soleil et la chaleur pendant quelques jours.',
    },
    {
      title: 'Résultats',
      description:
        'La peau peut gagner progressivement en hydratation et en éclat au fil des séances, selon les personnes. Les effets sont temporaires et s’entretiennent par des séances régulières, dont le rythme est défini avec le médecin selon la qualité de la peau.',
    },
  ],
  risks:
    'De petites papules, des rougeurs et parfois de petits hématomes aux points d’injection sont habituels pendant quelques heures à quelques jours. Plus rarement surviennent une infection, une réaction allergique à l’un des produits ou de petits nodules. Le médecin vérifie les contre-indications, comme une infection de la peau ou une grossesse, et explique ces risques avant la première séance.',
};

export default text;
