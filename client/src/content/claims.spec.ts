import { longCopy, siteCopy, strings } from './copy-texts';

/**
 * The practice's own copy promises no result and claims nothing it cannot show: results vary
 * from one patient to another, every procedure has risks, and a medical practice may not
 * advertise itself as the best. Each rule names a phrasing, matched without regard to case,
 * accents or the kind of space; `allowed` lists the careful medical sentences that share its
 * words, which are set aside before the rule is tried.
 */
interface Rule {
  /** The phrasing refused, as a reader would quote it. */
  phrase: string;
  pattern: RegExp;
  allowed?: RegExp[];
}

const RULES: Rule[] = [
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
    ],
  },
  {
    phrase: 'garanti(e)(s)',
    pattern: /\bgaranti(?:e|s|es|r|t|ssons|ssent)?\b/,
    // « Un allaitement ultérieur reste souvent possible, sans pouvoir être garanti. »
    allowed: [/\bsans pouvoir etre garanti/],
  },
  { phrase: 'sans douleur', pattern: /\bsans (?:aucune )?douleurs?\b/ },
  { phrase: 'indolore', pattern: /\bindolores?\b/ },
  { phrase: 'sans cicatrice', pattern: /\bsans (?:aucune )?cicatrices?\b/ },
  {
    phrase: 'sans risque',
    pattern: /\bsans (?:aucun )?risques?\b|\b(?:aucun|zero) risque\b|\brisque zero\b/,
  },
  {
    phrase: 'sans effet secondaire',
    pattern: /\bsans (?:aucun )?effets? secondaires?\b|\baucun effet secondaire\b/,
  },
  { phrase: '100 %', pattern: /\b100 ?(?:%|pour ?cent)/ },
  { phrase: 'dernière génération', pattern: /\bderniere generation\b/ },
  { phrase: 'normes européennes', pattern: /\bnormes? europeennes?\b/ },
  {
    phrase: 'meilleur(e) chirurgien',
    pattern:
      /\b(?:le|la|les|du|des) meilleure?s? (?:chirurgien|medecin|cabinet|clinique|specialiste|praticien|resultat)/,
  },
  { phrase: 'résultat(s) parfait(s)', pattern: /\bparfaite?s?\b/ },
  { phrase: 'miracle', pattern: /\bmiracle|\bmiracul/ },
  { phrase: 'rajeunir de N ans', pattern: /\brajeuni\w* de \d+ ans\b|\b\d+ ans de moins\b/ },
  { phrase: 'révolutionnaire', pattern: /\brevolutionnaire/ },
  { phrase: 'épilation permanente', pattern: /\bpermanente?s?\b|\ba vie\b/ },
  {
    phrase: 'patients satisfaits',
    pattern: /\b(?:milliers|centaines) de patient|\bpatient(?:e)?s? satisfait/,
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

/** The phrasings of `RULES` that `text` uses, outside the allowed sentences. */
export function claimsIn(text: string): string[] {
  const normalized = normalize(text);
  return RULES.filter(({ pattern, allowed = [] }) =>
    pattern.test(
      allowed.reduce((rest, sentence) => rest.replace(new RegExp(sentence, 'g'), ' '), normalized),
    ),
  ).map(({ phrase }) => phrase);
}

/**
 * The copy read: everything the site shows of its own but the privacy notice, a legal text in
 * which « garanties » names the safeguards the law requires for a transfer abroad.
 */
const copy = Object.entries({ ...siteCopy, ...longCopy }).filter(([name]) => name !== 'privacy');

describe('Promises of results in the copy', () => {
  it('the rules catch the phrasings the copy once had, and spare the careful sentences', () => {
    expect(claimsIn('Fini le rasoir\u00a0!')).toEqual(['fini le(s)']);
    expect(claimsIn('Un teint éclatant dès la première séance')).toEqual(['dès la première séance']);
    expect(claimsIn('Un résultat DÉFINITIF en quelques mois')).toEqual(['définitif']);
    expect(claimsIn('Des machines de dernière génération')).toEqual(['dernière génération']);
    expect(claimsIn('Des blocs aux normes européennes')).toEqual(['normes européennes']);
    expect(claimsIn('Résultat garanti, sans douleur et sans cicatrice')).toEqual([
      'garanti(e)(s)',
      'sans douleur',
      'sans cicatrice',
    ]);
    expect(claimsIn('Satisfait à 100\u00a0%, sans aucun risque')).toEqual(['sans risque', '100 %']);
    expect(claimsIn('Le meilleur chirurgien pour un résultat parfait')).toEqual([
      'meilleur(e) chirurgien',
      'résultat(s) parfait(s)',
    ]);
    expect(claimsIn('Une crème miracle pour rajeunir de 10 ans')).toEqual(['miracle', 'rajeunir de N ans']);

    expect(claimsIn('Le résultat définitif s’apprécie après plusieurs mois.')).toEqual([]);
    expect(claimsIn('Les prothèses ne sont pas définitives.')).toEqual([]);
    expect(claimsIn('Un allaitement reste souvent possible, sans pouvoir être garanti.')).toEqual([]);
    // Words that merely contain a refused one.
    expect(
      claimsIn('Le dessin est défini ensemble, parfaitement adapté, sans risquer de trop corriger.'),
    ).toEqual([]);
  });

  for (const [name, module] of copy) {
    it(`${name}: no promise of a result, no unverifiable claim`, () => {
      const problems = [...new Set(strings(module))].flatMap((text) =>
        claimsIn(text).map((phrase) => `« ${phrase} » dans\u00a0: ${text}`),
      );
      expect(problems).toEqual([]);
    });
  }
});
