import { practice } from './practice';
import 'virtual:media/home';

/**
 * The home page's copy and media, in page order ("Home page"). The doctor's name and
 * titles come from the practice identity.
 */

export interface LinkData {
  label: string;
  path: string;
}

export const homeHead = {
  title: `${practice.doctorName} | Chirurgien esthétique Tunis, chirurgie du visage et de la silhouette`,
  description: `${practice.doctorName}, chirurgien esthétique et maxillo-facial à ${practice.city}\u00a0: chirurgie du visage, de la silhouette et des seins, médecine esthétique, greffe de cheveux et épilation laser.`,
};

export const hero = {
  eyebrow: `Chirurgie esthétique & maxillo-faciale\u00a0· ${practice.city}`,
  video: 'home/hero',
  poster: 'home/hero-poster',
  primary: { label: 'Prendre rendez-vous', path: '/contact' },
  secondary: { label: 'Trouver mon soin', anchor: 'questionnaire' },
  band: [
    'Chirurgie du visage',
    'Chirurgie de la silhouette',
    'Chirurgie mammaire',
    'Médecine esthétique',
    'Greffe de cheveux',
    'Épilation laser',
  ],
  pauseLabel: 'Mettre les animations en pause',
};

export const questionnaireIntro = {
  eyebrow: 'Consultation guidée',
  title: 'Quel soin vous correspond\u00a0?',
  text: 'Quelques questions suffisent\u00a0: nous vous orientons vers le soin le plus adapté, puis le cabinet vous rappelle pour en parler, sans engagement.',
};
