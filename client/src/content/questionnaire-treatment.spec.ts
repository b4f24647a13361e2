import {
  allTreatments,
  DEFAULT_TREATMENT,
  deriveTreatment,
  headlineFor,
  headlines,
  headlineTopic,
  treatmentHref,
  treatmentKeywords,
} from './questionnaire-treatment';

describe('deriveTreatment: the keyword table, on the last label', () => {
  // One row each: a label with the first keyword and one with the second.
  const rows: [string, string, string][] = [
    ['Botox', 'Rides du front', 'Les ridules autour des lèvres'],
    ['Acide Hyaluronique', 'Un volume modéré', 'Corriger une asymétrie des lèvres'],
    ['Peeling Chimique', 'Cicatrices profondes', 'Acné sévère'],
    ['Laser Pigmentaire', 'Taches pigmentaires', 'Hyperpigmentation'],
    ['Greffe de Cheveux', 'Je souhaite une greffe de cheveux', 'Une calvitie avancée'],
    ['Épilation Laser', 'Pilosité du dos', 'Épilation complète'],
    ['Chirurgie Esthétique', 'Corriger un relâchement (lifting)', 'Un avis en chirurgie maxillo-faciale'],
    ['Liposuccion', 'Silhouette générale', 'Réduire la graisse du cou'],
    ['Augmentation Mammaire', 'Des seins plus galbés', 'Augmentation du décolleté'],
    ['Rhinoplastie', 'Affiner le nez', 'Une rhinoplastie'],
    ['Blépharoplastie', 'Des paupières tombantes', 'Une blépharoplastie'],
    ['Esthétique Dentaire', 'Des dents plus blanches', 'Un sourire plus harmonieux'],
    ['Traitement des Ongles', 'Des ongles abîmés', 'Une mycose des ongles'],
    ['Soins du Visage', 'Améliorer la qualité de la peau', 'Plus d’hydratation'],
    ['Traitement Corporel', 'De la cellulite', 'Des vergetures'],
  ];

  it('covers every row of the table', () => {
    expect(rows.map(([treatment]) => treatment)).toEqual(treatmentKeywords.map((row) => row.treatment));
  });

  it.each(rows)('%s: « %s » and « %s »', (treatment, first, second) => {
    expect(deriveTreatment(['Visage', first])).toBe(treatment);
    expect(deriveTreatment(['Peau', second])).toBe(treatment);
  });

  it('takes the first matching row, in table order', () => {
    // RIDULES (Botox) comes before LÈVRES (Acide Hyaluronique).
    expect(deriveTreatment(['Les ridules autour des lèvres'])).toBe('Botox');
    // VOLUME comes before CHEVEUX.
    expect(deriveTreatment(['Du volume pour les cheveux'])).toBe('Acide Hyaluronique');
  });

  it('tests only the last label against the table', () => {
    expect(deriveTreatment(['Rides et ridules', 'Sur le front'])).toBe(DEFAULT_TREATMENT);
    expect(deriveTreatment(['Cheveux', 'Un traitement médical (PRP, mésothérapie)'])).toBe(
      'Traitement Capillaire',
    );
  });

  it('is case-insensitive', () => {
    expect(deriveTreatment(['RIDES DU COU'])).toBe('Botox');
    expect(deriveTreatment(['acné légère'])).toBe('Peeling Chimique');
  });
});

describe('deriveTreatment: the fallbacks, on all labels joined', () => {
  it('VISAGE gives Médecine Esthétique Faciale', () => {
    expect(deriveTreatment(['Visage', 'Le menton', 'Projeter un menton fuyant'])).toBe(
      'Médecine Esthétique Faciale',
    );
  });

  it('CORPS or SILHOUETTE gives Médecine Esthétique Corporelle', () => {
    expect(deriveTreatment(['Silhouette', 'Les cuisses'])).toBe('Médecine Esthétique Corporelle');
    expect(deriveTreatment(['Pour le corps', 'Les bras'])).toBe('Médecine Esthétique Corporelle');
  });

  it('CHEVEUX gives Traitement Capillaire', () => {
    expect(deriveTreatment(['Cheveux', 'Un manque de densité'])).toBe('Traitement Capillaire');
  });

  it('PEAU gives Dermatologie Esthétique', () => {
    expect(deriveTreatment(['Peau', 'Texture irrégulière'])).toBe('Dermatologie Esthétique');
  });

  it('anything else gives Consultation Esthétique', () => {
    expect(deriveTreatment(['Regard', 'Des sourcils clairsemés'])).toBe('Consultation Esthétique');
    expect(deriveTreatment([])).toBe('Consultation Esthétique');
  });

  it('keeps the fallback order: VISAGE before SILHOUETTE, CHEVEUX and PEAU', () => {
    expect(deriveTreatment(['Visage', 'Silhouette', 'Cheveux', 'Peau', 'Autre'])).toBe(
      'Médecine Esthétique Faciale',
    );
    expect(deriveTreatment(['Cheveux', 'Peau', 'Autre'])).toBe('Traitement Capillaire');
  });
});

describe('treatment pages and the list of treatments', () => {
  it('links to /services/{treatment lowercased}, encoded as a valid address', () => {
    expect(treatmentHref('Botox')).toBe('/services/botox');
    expect(treatmentHref('Acide Hyaluronique')).toBe('/services/acide%20hyaluronique');
    expect(decodeURI(treatmentHref('Épilation Laser'))).toBe('/services/épilation laser');
  });

  it('lists the 20 treatments the questionnaire can suggest, once each', () => {
    expect(allTreatments).toHaveLength(20);
    expect(allTreatments).toContain('Consultation Esthétique');
  });
});

describe('the final step headline', () => {
  it.each([
    [['Visage', 'Les lèvres', 'Redessiner le contour des lèvres'], 'levres'],
    [['Peau', 'Taches pigmentaires'], 'peau'],
    [['Cheveux', 'Je souhaite une greffe de cheveux'], 'cheveux'],
    [['Silhouette', 'Le ventre', 'Liposuccion\u00a0: retirer la graisse localisée'], 'silhouette'],
    [['Visage', 'Le menton', 'Projeter un menton fuyant'], 'visage'],
    [['Regard', 'Des paupières tombantes'], 'regard'],
    [['Des dents plus blanches'], 'dents'],
    [['Une mycose des ongles'], 'ongles'],
    [['Pilosité', 'Épilation du visage'], 'epilation'],
    [['Autre chose'], 'generique'],
  ] as const)('%j → %s', (labels, topic) => {
    expect(headlineTopic([...labels])).toBe(topic);
    expect(headlineFor([...labels])).toBe(headlines[topic]);
  });

  it('is chosen from the last label first, then from the earlier answers', () => {
    expect(headlineTopic(['Visage', 'Les lèvres', 'Un volume modéré'])).toBe('levres');
    expect(headlineTopic(['Visage', 'Le menton', 'Réduire la graisse sous le menton'])).toBe('visage');
    expect(headlineTopic(['Silhouette', 'Les cuisses', 'Le menton'])).toBe('visage');
  });

  it('matches three-letter stems only as whole words (« cou » is not « couleur »)', () => {
    expect(headlineTopic(['Une couleur terne'])).toBe('generique');
    expect(headlineTopic(['Le cou'])).toBe('visage');
  });
});
