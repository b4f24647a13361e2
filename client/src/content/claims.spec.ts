import { claimsIn, claimsWithContext } from './claims/rules';
import { builtPages, clientSources, literalTexts, mailTemplates, pageTexts } from './claims/sources';
import { longCopy, siteCopy, strings } from './copy-texts';

/**
 * A doctor may inform, not advertise: the copy promises no result, claims nothing the practice
 * cannot show, quotes no patient and shows no price (the rules, and the sentences they spare,
 * are in ./claims/rules.ts). Read wherever a patient or a mail program meets it: the copy as the
 * pages compose it, every client source, the server's e-mail templates, and every page the build
 * wrote (what a visitor without JavaScript, or a search engine, reads).
 */

/** « phrase » in file: …words around it…, one line per phrasing found, without repeats. */
function problemsIn(file: string, texts: string[]): string[] {
  const found = texts.flatMap((text) =>
    claimsWithContext(text).map(
      ({ phrase, excerpt }) => `${file}\u00a0: « ${phrase} » dans\u00a0: ${excerpt}`,
    ),
  );
  return [...new Set(found)];
}

describe('Promises of results and unverifiable claims', () => {
  it('the rules catch the phrasings the copy once had, and spare the careful sentences', () => {
    expect(claimsIn('Fini le rasoir\u00a0!')).toEqual(['fini le(s)']);
    expect(claimsIn('Un teint éclatant dès la première séance')).toEqual(['dès la première séance']);
    expect(claimsIn('Un résultat DÉFINITIF en quelques mois')).toEqual(['définitif']);
    expect(claimsIn('Des machines de dernière génération')).toEqual(['dernière génération']);
    expect(claimsIn('Des blocs aux normes européennes')).toEqual(['normes européennes']);
    expect(claimsIn('Une crème miracle pour rajeunir de 10 ans')).toEqual(['miracle', 'rajeunir de N ans']);
    expect(claimsIn('Résultat garanti, sans douleur et sans cicatrice')).toEqual([
      'garanti(e)(s)',
      'sans douleur',
      'sans cicatrice',
    ]);
    expect(claimsIn('Satisfait à 100\u00a0%, sans aucun risque')).toEqual(['sans risque', '100 %']);
    expect(claimsIn('98 % de réussite')).toEqual(['N %']);
    expect(claimsIn('Des milliers de patients satisfaits')).toEqual([
      'des milliers de patients',
      'patients satisfaits',
    ]);
    expect(claimsIn('+500 interventions réalisées')).toEqual(['+500 (patients, interventions…)']);
    expect(claimsIn('Une excellence reconnue, des certifications internationales')).toEqual([
      'excellence, exceptionnel (superlatif)',
      'reconnu(e)(s)',
      'certifications',
    ]);
    expect(claimsIn('Nos interventions signature, des prothèses de haute qualité')).toEqual([
      'haute qualité, de pointe',
      'interventions signature',
    ]);
    expect(claimsIn('Le meilleur chirurgien pour un résultat parfait')).toEqual([
      'meilleur(e) chirurgien',
      'résultat(s) parfait(s)',
    ]);
    expect(claimsIn('Sublimer votre regard pour un résultat naturel')).toEqual([
      'sublimer',
      'naturel (résultat naturel)',
    ]);
    expect(claimsIn('Retrouver sa densité, naturellement. Redessiner durablement.')).toEqual([
      'naturel (résultat naturel)',
      'durablement',
    ]);
    expect(claimsIn('Lisez les avis de nos patients et leurs témoignages')).toEqual(['avis, témoignages']);
    expect(claimsIn('Consultation gratuite, forfait à 1500 DT')).toEqual(['prix (DT, TND, €)']);
    expect(claimsIn('Un prix de 500\u00a0€')).toEqual(['prix (DT, TND, €)']);

    // The practice's own slogans: a motto, not a statement of fact.
    expect(claimsIn('Excellence\u00a0• Précision\u00a0• Résultats')).toEqual([]);
    expect(claimsIn('Excellence médicale et innovation au service de votre beauté naturelle.')).toEqual([]);
    expect(claimsIn("+10 ans d'expérience")).toEqual([]);
    // Careful medical sentences that share a refused word.
    expect(claimsIn('Le résultat définitif s’apprécie après plusieurs mois.')).toEqual([]);
    expect(claimsIn('Les prothèses ne sont pas définitives.')).toEqual([]);
    expect(claimsIn('Un allaitement reste souvent possible, sans pouvoir être garanti.')).toEqual([]);
    expect(claimsIn('La cicatrice est cachée dans le pli naturel de la paupière.')).toEqual([]);
    expect(claimsIn('Le visage continue de vieillir naturellement.')).toEqual([]);
    expect(claimsIn('Cela nécessite un avis médical, selon l’avis du chirurgien.')).toEqual([]);
    expect(claimsIn('Appelez le +216 70 000 000.')).toEqual([]);
    expect(claimsIn('Un cadre exceptionnel')).toEqual(['excellence, exceptionnel (superlatif)']);
    expect(
      claimsIn('Une embolie, exceptionnelle mais grave, et de façon exceptionnelle une cécité.'),
    ).toEqual([]);
    // Words that merely contain a refused one.
    expect(
      claimsIn('Le dessin est défini ensemble, parfaitement adapté, sans risquer de trop corriger.'),
    ).toEqual([]);
  });

  /**
   * The copy as the pages compose it (a template filled in, a function's result), all but the
   * privacy notice, a legal text read in full below with the sources.
   */
  const copy = Object.entries({ ...siteCopy, ...longCopy }).filter(([name]) => name !== 'privacy');
  for (const [name, module] of copy) {
    it(`content ${name}: no promise of a result, no unverifiable claim`, () => {
      expect(problemsIn(name, [...new Set(strings(module))])).toEqual([]);
    });
  }

  /** One test per folder (content/procedures, features/home…), each problem naming its file. */
  const folders = new Map<string, string[]>();
  for (const file of clientSources()) {
    const folder = file
      .split('/')
      .slice(2, 4)
      .join('/')
      .replace(/\.tsx?$/, '');
    folders.set(folder, [...(folders.get(folder) ?? []), file]);
  }
  for (const [folder, files] of folders) {
    it(`client/src/${folder}: no claim in the texts of its sources`, () => {
      expect(files.flatMap((file) => problemsIn(file, literalTexts(file)))).toEqual([]);
    });
  }

  for (const file of mailTemplates()) {
    it(`e-mail ${file}: no claim in what the mail says`, () => {
      expect(problemsIn(file, literalTexts(file))).toEqual([]);
    });
  }

  const pages = builtPages();
  if (!pages) {
    it('the prerendered pages: a build is needed to read them', () => {
      throw new Error(
        'dist/client est absent : les pages prérendues ne peuvent pas être relues. Lancez « node scripts/ensure-build.mjs » (npm test le fait avant jest).',
      );
    });
  } else {
    it('the build holds prerendered pages to read', () => {
      expect(pages.length).toBeGreaterThan(20);
    });
    for (const file of pages) {
      it(`page ${file}: no claim in what it shows`, () => {
        expect(problemsIn(file, pageTexts(file))).toEqual([]);
      });
    }
  }
});
