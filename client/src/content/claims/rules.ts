/**
 * The phrasings a doctor may not sign: a medical practice informs, it does not advertise. It
 * promises no result (results vary from one patient to another, every procedure has risks),
 * claims nothing it cannot show (no count of patients, no award, no rank), quotes no patient and
 * shows no price. Used by the claims test only: this folder is not part of the site.
 *
 * Each rule names a phrasing, matched without regard to case, accents or the kind of space;
 * `allowed` lists the careful sentences that share its words, set aside before the rule is tried.
 */
export interface Rule {
  /** The phrasing refused, as a reader would quote it. */
  phrase: string;
  pattern: RegExp;
  allowed?: RegExp[];
}

/**
 * The practice's own slogans, set aside everywhere: a motto, not a statement of fact (« Résultats »
 * names what a patient comes for, the tagline says what the practice aims at).
 */
const SLOGANS = [
  /\bexcellence • precision • resultats\b/,
  /\bexcellence medicale et innovation au service de votre beaute naturelle\b/,
];

/** Things the practice makes, owns or counts: a superlative about them is advertising. */
const PRACTICE_NOUNS =
  '(?:chirurgien|medecin|docteur|cabinet|clinique|centre|specialiste|praticien|equipe|resultat|soin|technique|technologie|equipement|appareil|machine)';

/** People and acts: what an unverifiable count counts. */
const COUNTED =
  '(?:patient|patiente|client|cliente|personne|femme|homme|intervention|operation|acte|greffe|sourire|visage|avis|procedure)s?';

export const RULES: Rule[] = [
  { phrase: 'fini le(s)', pattern: /\bfini(?:e|s|es)? (?:le|la|les|l')/ },
  { phrase: 'dès la première séance', pattern: /\bdes la (?:premiere|1re|1ere) seance/ },
  {
    phrase: 'définitif',
    pattern: /\bdefiniti(?:f|ve|fs|ves|vement)\b/,
    allowed: [
      // When the final result can be judged, once swelling has gone: a delay, not a promise.
      /\ble resultat definitif s'apprecie apres\b/,
      // The final shape of a breast after surgery, reached after months of healing.
      /\bforme (?:et sa souplesse )?definitives?\b/,
      // Implants do not last a lifetime: the opposite of a promise.
      /\bne sont pas (?:des dispositifs )?definiti(?:fs|ves)\b/,
      // The administrator erasing a patient's data for good: what the law asks, not a promise.
      /\b(?:effac|supprim)\w* definitivement\b|\bdefinitivement (?:effac|supprim)\w*/,
    ],
  },
  {
    phrase: 'garanti(e)(s)',
    pattern: /\bgaranti(?:e|s|es|r|t|ssons|ssent)?\b/,
    allowed: [
      // « Un allaitement ultérieur reste souvent possible, sans pouvoir être garanti. »
      /\bsans pouvoir etre garanti/,
      // The privacy notice: the safeguards the law requires for data sent abroad.
      /\bles garanties que prevoit le rgpd\b/,
      // The notice's transfers: « garanties » in the legal sense of the GDPR (safeguards), not a promise.
      /\bgaranties en cas de transfert\b/,
      /\bgaranties de l'article 46\b/,
      /\bvous detaille ces garanties\b/,
    ],
  },
  // Safety is what the practice works at, never a promise it can make.
  { phrase: 'en toute sécurité', pattern: /\ben toute securite\b/ },
  { phrase: 'sans douleur', pattern: /\bsans (?:aucune )?douleurs?\b|\baucune douleur\b/ },
  { phrase: 'indolore', pattern: /\bindolores?\b/ },
  { phrase: 'sans cicatrice', pattern: /\bsans (?:aucune )?cicatrices?\b/ },
  {
    phrase: 'sans risque',
    pattern:
      /\bsans (?:aucun )?risques?\b|\b(?:aucun|zero) risque\b|\brisque zero\b|\bsans (?:aucun )?danger\b/,
  },
  {
    phrase: 'sans effet secondaire',
    pattern: /\bsans (?:aucun )?effets? secondaires?\b|\baucun effet secondaire\b/,
  },
  { phrase: '100 %', pattern: /\b100 ?(?:%|pour ?cent)/ },
  // A share of satisfied patients, of success: a figure the practice cannot source.
  { phrase: 'N %', pattern: /\b(?:[1-9]\d?|0)(?:[.,]\d+)? ?(?:%|pour ?cent)/ },
  {
    phrase: 'des milliers de patients',
    pattern: new RegExp(`\\b(?:milliers|centaines|dizaines) (?:de |d')${COUNTED}\\b`),
  },
  {
    phrase: '+500 (patients, interventions…)',
    pattern: new RegExp(
      `(?:^|[^\\w])\\+ ?\\d[\\d .]* ?(?:k )?(?:de |d')?(?:${COUNTED}|ans|annees)\\b|\\bplus de \\d[\\d .]* ${COUNTED}\\b`,
    ),
    // The surgeon's years of practice, which the career on the about page shows.
    allowed: [/\+10 ans d'experience\b/],
  },
  { phrase: 'dernière génération', pattern: /\bderniere generation\b|\bdernier cri\b/ },
  { phrase: 'normes européennes', pattern: /\bnormes? europeennes?\b|\bnormes? internationales?\b/ },
  {
    phrase: 'meilleur(e) chirurgien',
    pattern: new RegExp(`\\b(?:le|la|les|du|des|au|aux) meilleure?s? ${PRACTICE_NOUNS}`),
  },
  {
    phrase: 'excellence, exceptionnel (superlatif)',
    pattern:
      /\bexcellen(?:ce|t|te|ts|tes)\b|\bexceptionnel(?:le)?s?\b|\bd'exception\b|\bincomparables?\b|\binegale(?:e|s|es)?\b|\bleader\b|\bn ?° ?1\b|\bnumero (?:1|un)\b/,
    allowed: [
      // The address of one theme page of the about page, not a word a reader sees as a claim.
      /\/excellence\b/,
      // How often a complication occurs: the medical word for « very rare », not praise.
      /\bde facon exceptionnelle\b/,
      /\b(?:est|sont) exceptionnel(?:le)?s?\b/,
      /\bexceptionnel(?:le)?s? mais graves?\b/,
    ],
  },
  {
    phrase: 'haute qualité, de pointe',
    pattern:
      /\bhaute qualite\b|\bhaut de gamme\b|\bde pointe\b|\bhaute technologie\b|\bultra[- ]?modernes?\b/,
  },
  {
    phrase: 'reconnu(e)(s)',
    pattern: /\breconnue?s?\b|\brenommee?s?\b|\bprestigieu(?:x|se|ses)\b/,
    // « Numéro non reconnu »: a phone number the admin's form cannot read.
    allowed: [/\bnon reconnue?s?\b/],
  },
  {
    phrase: 'certifications',
    pattern: /\bcertifications?\b|\bcertifiee?s?\b|\blabellisee?s?\b|\bprimee?s?\b|\brecompensee?s?\b/,
  },
  {
    phrase: 'interventions signature',
    pattern:
      /\b(?:interventions?|actes?|soins?|techniques?|gestes?|traitements?) signatures?\b|\bsignature (?:du cabinet|maison)\b/,
  },
  { phrase: 'résultat(s) parfait(s)', pattern: /\bparfaite?s?\b|\bimpeccables?\b/ },
  { phrase: 'sublimer', pattern: /\bsublim/ },
  {
    phrase: 'naturel (résultat naturel)',
    pattern: /\bnaturel(?:le)?s?\b|\bnaturellement\b/,
    allowed: [
      // Anatomy and physiology: where a scar is hidden, how hair grows, what ageing does.
      /\bplis? naturels?\b/,
      /\borientation naturelle\b/,
      /\bproportions naturelles\b/,
      /\basymetrie naturelle\b/,
      /\bvieillissement naturel\b/,
      /\b(?:vieillir|se poursuit(?: ensuite)?) naturellement\b/,
      /\bnaturellement (?:present|presente|presents|resistants?)\b/,
      /\bqui existe naturellement\b/,
      /\bprocessus naturel de reparation\b/,
      // The article's address and image key (acide-hyaluronique-volumateur-naturel), and the
      // identifier of the lips' « Un volume léger » answer: names in the code, never shown.
      /volumateur-naturel\b/,
      /^naturel$/,
    ],
  },
  {
    phrase: 'durablement',
    pattern: /\bdurablement\b|\b(?:resultats?|effets?|hydratation|correction)s? durables?\b/,
  },
  {
    phrase: 'silhouette idéale, de rêve',
    pattern:
      /\b(?:silhouette|corps|visage|poitrine|nez|resultat|sourire|ventre|levres|forme|peau)s? (?:\w+ )?ideale?s?\b|\bde reve\b/,
  },
  { phrase: 'miracle', pattern: /\bmiracle|\bmiracul/ },
  { phrase: 'rajeunir de N ans', pattern: /\brajeuni\w* de \d+ ans\b|\b\d+ ans de moins\b/ },
  { phrase: 'révolutionnaire', pattern: /\brevolutionnaire/ },
  { phrase: 'épilation permanente', pattern: /\bpermanente?s?\b|\ba vie\b/ },
  {
    phrase: 'patients satisfaits',
    pattern: /\bpatient(?:e)?s? satisfait|\bsatisfaction (?:de nos|des) patient/,
  },
  {
    // A patient's words used to sell: « avis médical », « l'avis du chirurgien » are advice.
    phrase: 'avis, témoignages',
    pattern:
      /\btemoignages?\b|\bavis (?:de |d'|des )?(?:nos |vos )?(?:patient|patiente|client|cliente)s?\b|\b(?:nos|leurs) avis\b|\bavis (?:google|verifies?|positifs?)\b|★|\betoiles\b|\b\d(?:[.,]\d)? ?\/ ?5\b/,
  },
  {
    phrase: 'prix (DT, TND, €)',
    pattern: /\d ?(?:dt|tnd|dinars?|euros?|eur)\b|\b(?:dt|tnd)\b|€|\bprix\b|\btarifs?\b|\bgratuite?s?\b/,
  },
];

/** Lowercase, without accents, one kind of space and of apostrophe: how a reader reads it. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u00a0\u202f\s]+/g, ' ')
    .replace(/[’‘]/g, "'");
}

/** `text` normalised, with the slogans and `rule`'s allowed sentences blanked out. */
function withoutAllowed(text: string, rule: Rule): string {
  return [...SLOGANS, ...(rule.allowed ?? [])].reduce(
    (rest, sentence) => rest.replace(new RegExp(sentence, 'g'), ' '),
    normalize(text),
  );
}

/** The phrasings of `RULES` that `text` uses, outside the allowed sentences. */
export function claimsIn(text: string): string[] {
  return RULES.filter((rule) => rule.pattern.test(withoutAllowed(text, rule))).map(({ phrase }) => phrase);
}

/** Each phrasing `text` uses, with the words around it, for a failure message a writer can act on. */
export function claimsWithContext(text: string): { phrase: string; excerpt: string }[] {
  return RULES.flatMap((rule) => {
    const rest = withoutAllowed(text, rule);
    const match = rule.pattern.exec(rest);
    if (!match) return [];
    const start = Math.max(0, match.index - 50);
    const end = Math.min(rest.length, match.index + match[0].length + 50);
    const excerpt = `${start > 0 ? '…' : ''}${rest.slice(start, end).trim()}${end < rest.length ? '…' : ''}`;
    return [{ phrase: rule.phrase, excerpt }];
  });
}
