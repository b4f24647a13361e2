/**
 * Titles used for the accordion sections of a procedure. Surgical procedures use "Suites opératoires",
 * non-surgical ones (aesthetic medicine, laser, skin care) use "Soins après la séance".
 */
export type ProcedureSectionTitle =
  | 'Anesthésie'
  | 'Durée de l’intervention'
  | 'Suites opératoires'
  | 'Soins après la séance'
  | 'Convalescence'
  | 'Résultats';

/** One accordion item of a procedure's detail section. `title` is one of {@link ProcedureSectionTitle}. */
export interface ProcedureSection {
  title: string;
  description: string;
}

/**
 * The text of one procedure page: a main description, 1 to 4 accordion sections, and its risks
 * and after-effects, always shown (« Risques et suites »): a patient reads what a procedure
 * costs in discomfort and what can go wrong beside what it can bring, not only on request.
 */
export interface ProcedureContent {
  mainDescription: string;
  content: ProcedureSection[];
  /**
   * A few plain sentences: the usual after-effects and how long they last (no figure that cannot
   * be sourced), the rare complications named, and that they are explained in consultation.
   */
  risks: string;
}

/** A procedure category (route /chirurgies/{key}, /medecine-esthetique or /greffe-cheveux). */
export interface ProcedureCategory {
  /** Route identifier: visage, silhouette, seins, medecine-esthetique, greffe-cheveux, or literally "Génioplastie". */
  key: string;
  title: string;
  /** Hero tagline. */
  tagline: string;
  /** Short presentation of the category (metadata and intro copy). */
  description: string;
  /** Media key of the still background (`categories/<ASCII key>`); see content/media-manifest.ts. */
  backgroundImage: string;
  /** Procedure names, in display order; each is a key of `procedureTexts`. */
  procedures: string[];
  /** Optional category gallery, as media keys. */
  gallery?: string[];
}

/** Procedure pages reachable under /actes/{slug}, outside the categories. */
export interface Acte {
  slug: 'epilation-laser' | 'hydrafacial';
  name: string;
}
