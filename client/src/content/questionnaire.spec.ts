import {
  FINAL_STEP_TITLE,
  FIRST_STEP_ID,
  getStep,
  hotspots,
  QuestionnaireStep,
  SelectionStep,
  steps,
} from './questionnaire';
import { allTreatments, deriveTreatment } from './questionnaire-treatment';

const selection = (id: string) => getStep(id) as SelectionStep;
const optionIds = (id: string) => selection(id).options.map((option) => option.id);
const nextOf = (stepId: string, optionId: string) =>
  selection(stepId).options.find((option) => option.id === optionId)?.nextStep;

/** Every path of labels from the first step to a final step. */
function allPaths(): { labels: string[]; stepIds: string[]; final: QuestionnaireStep }[] {
  const paths: { labels: string[]; stepIds: string[]; final: QuestionnaireStep }[] = [];
  const walk = (id: string, labels: string[], stepIds: string[]) => {
    const step = getStep(id);
    if (stepIds.includes(id)) throw new Error(`Cycle in the questionnaire at ${id}`);
    if (step.type === 'final') {
      paths.push({ labels, stepIds, final: step });
      return;
    }
    for (const option of step.options) walk(option.nextStep, [...labels, option.label], [...stepIds, id]);
  };
  walk(FIRST_STEP_ID, [], []);
  return paths;
}

describe('the questionnaire graph', () => {
  it('has unique step ids and unique option ids within each step', () => {
    const ids = steps.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const step of steps) {
      if (step.type !== 'selection') continue;
      expect(new Set(step.options.map((o) => o.id)).size).toBe(step.options.length);
    }
  });

  it('leads every option and every hotspot to a step that exists', () => {
    const ids = new Set(steps.map((step) => step.id));
    for (const step of steps) {
      if (step.type !== 'selection') continue;
      for (const option of step.options)
        expect([step.id, option.nextStep, ids.has(option.nextStep)]).toEqual([
          step.id,
          option.nextStep,
          true,
        ]);
    }
    for (const hotspot of hotspots) expect(ids.has(hotspot.nextStep)).toBe(true);
  });

  it('reaches a final step on every path from step-1, without cycles', () => {
    const paths = allPaths();
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) expect(path.final.type).toBe('final');
  });

  it('reaches every step but step-ongles and step-dents, which stay as data', () => {
    const reached = new Set<string>();
    for (const path of allPaths()) {
      path.stepIds.forEach((id) => reached.add(id));
      reached.add(path.final.id);
    }
    const unreachable = steps.map((step) => step.id).filter((id) => !reached.has(id));
    expect(unreachable.sort()).toEqual(['final-dents', 'final-ongles', 'step-dents', 'step-ongles']);
    expect(getStep('step-ongles').type).toBe('selection');
    expect(getStep('step-dents').type).toBe('selection');
  });

  it('starts at step-1 « Que souhaitez-vous traiter ? » with the six areas', () => {
    expect(getStep(FIRST_STEP_ID).title).toBe('Que souhaitez-vous traiter ?');
    expect(optionIds(FIRST_STEP_ID)).toEqual([
      'visage',
      'peau',
      'cheveux',
      'silhouette',
      'regard',
      'pilosite',
    ]);
  });

  it('has the six hotspots, on the picture, leading where the list does', () => {
    expect(hotspots.map((h) => h.id).sort()).toEqual(
      ['cheveux', 'peau', 'pilosite', 'regard', 'silhouette', 'visage'].sort(),
    );
    for (const hotspot of hotspots) {
      expect(hotspot.x).toBeGreaterThanOrEqual(0);
      expect(hotspot.x).toBeLessThanOrEqual(100);
      expect(hotspot.y).toBeGreaterThanOrEqual(0);
      expect(hotspot.y).toBeLessThanOrEqual(100);
      expect(hotspot.nextStep).toBe(nextOf(FIRST_STEP_ID, hotspot.id));
    }
  });

  it('follows the transition table', () => {
    expect(optionIds('step-visage')).toEqual(['levres', 'machoire', 'menton', 'pommettes', 'cou', 'front']);
    expect(nextOf('step-visage', 'levres')).toBe('step-levres');
    expect(optionIds('step-levres')).toEqual(['volume', 'hydratation', 'contour', 'asymetrie']);
    expect(optionIds(nextOf('step-levres', 'volume')!)).toEqual([
      'naturel',
      'modere',
      'prononce',
      'consultation',
    ]);
    expect(optionIds(nextOf('step-levres', 'hydratation')!)).toEqual([
      'secheresse',
      'ridules',
      'eclat',
      'tout',
    ]);
    expect(getStep(nextOf('step-levres', 'contour')!).type).toBe('final');
    expect(getStep(nextOf('step-levres', 'asymetrie')!).type).toBe('final');

    expect(nextOf(FIRST_STEP_ID, 'peau')).toBe('step-peau');
    expect(optionIds('step-peau')).toEqual(['acne', 'rides', 'taches', 'texture', 'pores', 'hydratation']);
    expect(optionIds(nextOf('step-peau', 'acne')!)).toEqual(['leger', 'modere', 'severe', 'cicatrices']);
    expect(optionIds(nextOf('step-peau', 'rides')!)).toEqual(['front', 'yeux', 'bouche', 'global']);
    for (const id of ['taches', 'texture', 'pores', 'hydratation'])
      expect(getStep(nextOf('step-peau', id)!).type).toBe('final');

    const cheveux = nextOf(FIRST_STEP_ID, 'cheveux')!;
    expect(optionIds(cheveux)).toEqual(['chute', 'volume', 'greffe', 'traitement']);
    for (const id of optionIds(cheveux)) expect(getStep(nextOf(cheveux, id)!).type).toBe('final');

    const silhouette = nextOf(FIRST_STEP_ID, 'silhouette')!;
    expect(optionIds(silhouette)).toEqual(['ventre', 'global', 'cuisses', 'fesses', 'bras', 'dos']);
    expect(optionIds(nextOf(silhouette, 'ventre')!)).toEqual(['lipo', 'cryo', 'radiofrequence', 'conseil']);
    expect(optionIds(nextOf(silhouette, 'global')!)).toEqual(['2', '3', '4']);
    expect(selection(nextOf(silhouette, 'global')!).options[2].label).toMatch(/ou plus.*consultation/);
    for (const id of ['cuisses', 'fesses', 'bras', 'dos'])
      expect(getStep(nextOf(silhouette, id)!).type).toBe('final');

    const regard = nextOf(FIRST_STEP_ID, 'regard')!;
    expect(optionIds(regard)).toEqual(['paupieres', 'cernes', 'rides', 'sourcils']);
    for (const id of optionIds(regard)) expect(getStep(nextOf(regard, id)!).type).toBe('final');

    const pilosite = nextOf(FIRST_STEP_ID, 'pilosite')!;
    expect(optionIds(pilosite)).toEqual(['visage', 'corps', 'intime', 'complete']);
    for (const id of optionIds(pilosite)) expect(getStep(nextOf(pilosite, id)!).type).toBe('final');

    // Mâchoire, menton, pommettes, cou, front: one choice step each, then final.
    for (const area of ['machoire', 'menton', 'pommettes', 'cou', 'front']) {
      const choice = selection(nextOf('step-visage', area)!);
      for (const option of choice.options) expect(getStep(option.nextStep).type).toBe('final');
    }
  });

  it('titles every final step « DERNIÈRE ÉTAPE » and gives it its result page', () => {
    const finals = steps.filter((step) => step.type === 'final');
    for (const step of finals) expect(step.title).toBe(FINAL_STEP_TITLE);
    expect(finals.map((step) => step.serviceUrl).sort()).toEqual(
      [
        '/services/visage/levres',
        '/services/peau',
        '/services/cheveux',
        '/services/silhouette',
        '/services/ongles',
        '/services/dents',
        '/services/regard',
        '/services/epilation',
        '/services/visage/machoire',
        '/services/visage/menton',
        '/services/visage/pommettes',
        '/services/visage/cou',
        '/services/visage/front',
      ].sort(),
    );
  });

  it('suggests a known treatment on every path', () => {
    for (const path of allPaths()) expect(allTreatments).toContain(deriveTreatment(path.labels));
  });
});
