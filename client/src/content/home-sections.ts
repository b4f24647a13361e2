import { practice } from './practice';
import 'virtual:media/home';

/**
 * The home page's sections under the hero (their text travels with their code, loaded when they
 * near the screen): six procedures beside the surgeon's signature, about panels, then expertise
 * cards, laser hair removal, the second band, hair treatment, machines and the practice in pictures.
 */
export const signatureBand = {
  eyebrow: 'Quelques interventions',
  title: 'Ce que pratique le cabinet',
  text: 'Six interventions parmi d’autres. Chacune commence par une consultation où le chirurgien explique ce qu’elle peut apporter, ses limites et ses risques.',
  procedures: [
    'Rhinoplastie',
    'Lifting cervico-facial',
    'Morpheus8',
    'Bodylift',
    'Réduction mammaire',
    'Brazilian butt lift',
  ],
  signatureLabel: `Signature du ${practice.shortName} (illustration)`,
};

export const aboutPanels = {
  doctor: {
    eyebrow: 'Le chirurgien',
    title: practice.doctorName,
    text: `Chirurgien esthétique et maxillo-facial, le ${practice.shortName} met son expérience au service d’un principe simple\u00a0: corriger ce qui gêne sans transformer. Chaque projet commence par une écoute attentive et un examen précis de votre visage ou de votre silhouette\u00a0; les options, leurs limites et leurs risques vous sont expliqués avant toute décision.`,
    facts: [practice.experience, ...practice.titles],
    button: { label: 'Prendre Rendez-vous', path: '/contact' },
    image: 'home/about-doctor',
    alt: `Illustration en attendant le portrait du ${practice.shortName}`,
  },
  practice: {
    eyebrow: 'Le cabinet',
    title: 'Un lieu pensé pour votre sérénité',
    text: `À ${practice.city} (${practice.address.area}), le cabinet vous accueille dans un cadre calme et confidentiel\u00a0: des salles de consultation lumineuses, des équipements entretenus et contrôlés, et un suivi personnalisé, de la première consultation aux soins postopératoires.`,
    facts: ['Consultation personnalisée', 'Suivi postopératoire', 'Équipements entretenus et contrôlés'],
    button: { label: 'Visiter le Cabinet', path: '/contact' },
    image: 'home/about-cabinet',
    alt: 'Illustration en attendant une photo du cabinet',
  },
};

export const expertiseCards = {
  eyebrow: 'Nos expertises',
  title: 'Du visage à la silhouette, des soins sur mesure',
  cards: [
    {
      title: 'Chirurgie du visage',
      text: 'Rhinoplastie, paupières, liftings\u00a0: harmoniser les traits en respectant votre expression.',
      path: '/chirurgies/visage',
      image: 'home/card-visage',
    },
    {
      title: 'Chirurgie de la silhouette',
      text: 'Liposuccion, abdominoplastie, bodylift\u00a0: affiner les contours quand la graisse ou le relâchement résistent à une bonne hygiène de vie.',
      path: '/chirurgies/silhouette',
      image: 'home/card-silhouette',
    },
    {
      title: 'Chirurgie mammaire',
      text: 'Augmentation, lifting ou réduction\u00a0: une poitrine en accord avec votre morphologie.',
      path: '/chirurgies/seins',
      image: 'home/card-seins',
    },
    {
      title: 'Médecine esthétique',
      text: 'Toxine botulique, acide hyaluronique, fils tenseurs\u00a0: atténuer certains signes de l’âge, sans chirurgie et de façon temporaire.',
      path: '/medecine-esthetique',
      image: 'home/card-medecine',
    },
    {
      title: 'Greffe de cheveux',
      text: 'Cheveux, barbe et sourcils\u00a0: redonner de la densité aux zones clairsemées, selon la zone donneuse.',
      path: '/greffe-cheveux',
      image: 'home/card-greffe',
    },
  ],
};

export const laserSection = {
  eyebrow: 'Épilation laser',
  title: 'Une épilation réglée pour chaque peau',
  text: 'Le laser cible le bulbe du poil en épargnant autant que possible la peau qui l’entoure. Au fil des séances, la repousse devient en général plus fine et plus rare\u00a0; le nombre de séances et le résultat varient selon la peau, le poil et la zone traitée.',
  points: [
    'Réglages adaptés à chaque phototype, y compris les peaux mates',
    'Un refroidissement de la peau pendant la séance, pour limiter l’inconfort',
    'Visage, corps et zones intimes, chez la femme comme chez l’homme',
  ],
  link: { label: 'Découvrir l’épilation laser', path: '/actes/epilation-laser' },
  image: 'home/laser',
  alt: 'Illustration en attendant une photo d’une séance d’épilation laser',
};

export const secondBand = ['Écoute', 'Précision', 'Harmonie', 'Élégance', 'Confiance', 'Sérénité'];

export const hairSection = {
  eyebrow: 'Greffe de cheveux',
  title: 'Greffer vos propres cheveux',
  text: 'Les greffons sont prélevés un à un dans la zone donneuse, puis implantés selon l’orientation naturelle de vos cheveux. L’intervention se déroule sous anesthésie locale et laisse de petites cicatrices en points plutôt qu’une cicatrice linéaire. La densité obtenue dépend de la zone donneuse et varie d’une personne à l’autre.',
  links: [
    { label: 'Homme', path: '/greffe-cheveux/homme' },
    { label: 'Femme', path: '/greffe-cheveux/femme' },
    { label: 'Barbe', path: '/greffe-cheveux/barbe' },
    { label: 'Sourcils', path: '/greffe-cheveux/sourcils' },
  ],
  link: { label: 'Tout sur la greffe de cheveux', path: '/greffe-cheveux' },
  image: 'home/hair',
  alt: 'Illustration en attendant une photo d’une greffe de cheveux',
};

export const machinesSection = {
  eyebrow: 'Technologies',
  title: 'Les technologies du cabinet',
  text: 'Les appareils du cabinet, utilisés par un médecin pour les indications posées en consultation. Leur effet varie d’une personne à l’autre.',
  machines: [
    {
      name: 'Morpheus8',
      text: 'Radiofréquence fractionnée par micro-aiguilles, qui stimule le collagène pour raffermir la peau\u00a0; l’effet varie d’une personne à l’autre.',
      image: 'home/machine-morpheus8',
    },
    {
      name: 'HydraFacial',
      text: 'Nettoyage, exfoliation et hydratation de la peau, en une même séance.',
      image: 'home/machine-hydrafacial',
    },
    {
      name: 'Laser diode',
      text: 'Épilation par laser diode, avec refroidissement de la peau, sur la plupart des zones du corps.',
      image: 'home/machine-laser-diode',
    },
    {
      name: 'Laser pigmentaire',
      text: 'Peut atténuer certaines taches brunes en plusieurs séances, selon leur nature, identifiée au préalable.',
      image: 'home/machine-laser-pigmentaire',
    },
  ],
};

export const gallerySection = {
  eyebrow: 'Le cabinet en images',
  title: 'Un cadre apaisant, pensé pour vous',
  items: [
    { caption: 'Accueil', image: 'home/gallery-accueil' },
    { caption: 'Salon d’attente', image: 'home/gallery-attente' },
    { caption: 'Consultation', image: 'home/gallery-consultation' },
    { caption: 'Espace de soins', image: 'home/gallery-soins' },
    { caption: 'Salle de repos', image: 'home/gallery-repos' },
  ],
  cta: { label: 'Prendre rendez-vous', path: '/contact' },
};
