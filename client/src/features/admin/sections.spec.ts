import { SECTIONS, sectionAllowed, sectionsFor } from './sections';

describe('back-office sections by role', () => {
  it('gives the practitioner every section, the team included', () => {
    expect(sectionsFor('practitioner').map(({ id }) => id)).toEqual(SECTIONS.map(({ id }) => id));
    expect(sectionAllowed('team', 'practitioner')).toBe(true);
  });

  it('gives the secretary the daily work and its own account, in the sidebar’s order', () => {
    expect(sectionsFor('secretary').map(({ label }) => label)).toEqual([
      'Dashboard',
      'Newsletter',
      'Demandes',
      'Agenda',
      'Sécurité',
    ]);
    for (const id of ['stats', 'subject', 'journal', 'team'] as const)
      expect(sectionAllowed(id, 'secretary')).toBe(false);
  });

  it('shows a role not known yet the narrower screen', () => {
    expect(sectionsFor(null)).toEqual(sectionsFor('secretary'));
  });
});
