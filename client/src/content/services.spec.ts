import { FIRST_STEP_ID, getStep, steps } from './questionnaire';
import { allTreatments, deriveTreatment, treatmentPath } from './questionnaire-treatment';
import { servicePaths } from './service-paths';
import { areaInfo, findServicePage, servicePages, treatmentInfo } from './services';

/** The treatments the questionnaire suggests on the paths that end at each final step's page. */
function derivedTreatmentsByArea(): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const walk = (id: string, labels: string[]) => {
    const step = getStep(id);
    if (step.type === 'final') {
      const area = step.serviceUrl.slice('/services/'.length);
      const list = (result[area] ??= []);
      const treatment = deriveTreatment(labels);
      if (!list.includes(treatment)) list.push(treatment);
      return;
    }
    for (const option of step.options) walk(option.nextStep, [...labels, option.label]);
  };
  walk(FIRST_STEP_ID, []);
  walk('step-ongles', []); // the two steps no option leads to
  walk('step-dents', []);
  return result;
}

describe('the /services/... pages', () => {
  it('exist for every treatment the questionnaire can suggest and every final step’s result page', () => {
    for (const treatment of allTreatments)
      expect(findServicePage(treatmentPath(treatment).slice(10))).toBeDefined();
    for (const step of steps)
      if (step.type === 'final') expect(findServicePage(step.serviceUrl.slice(10))).toBeDefined();
  });

  it('are the pages the route table prerenders, no more, no less', () => {
    expect([...servicePaths].sort()).toEqual(servicePages.map((page) => `/services/${page.slug}`).sort());
  });

  it('have a text for every treatment', () => {
    expect(Object.keys(treatmentInfo).sort()).toEqual([...allTreatments].sort());
    for (const page of servicePages) {
      expect(page.intro.length).toBeGreaterThan(60);
      expect(page.related.length).toBeGreaterThan(0);
      if (page.kind === 'area') expect(page.treatments.length).toBeGreaterThan(0);
    }
  });

  it('lists for each area exactly the treatments its answers lead to', () => {
    const derived = derivedTreatmentsByArea();
    expect(Object.keys(areaInfo).sort()).toEqual(Object.keys(derived).sort());
    for (const [area, info] of Object.entries(areaInfo))
      expect([area, info.treatments]).toEqual([area, derived[area]]);
    expect(findServicePage('visage/levres')?.treatments).toEqual(
      expect.arrayContaining(['Acide Hyaluronique', 'Botox', 'Médecine Esthétique Faciale']),
    );
    expect(findServicePage('epilation')?.treatments).toEqual(['Épilation Laser']);
    expect(findServicePage('ongles')?.treatments).toEqual(['Traitement des Ongles']);
  });

  it('finds a page whatever the case of the address', () => {
    expect(findServicePage('Acide Hyaluronique')?.title).toBe('Acide Hyaluronique');
    expect(findServicePage('inconnu')).toBeUndefined();
  });
});
