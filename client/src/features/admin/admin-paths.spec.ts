import { returnPath } from '../auth/login-messages';
import {
  adminPlace,
  agendaMonday,
  agendaPath,
  contactPath,
  isoWeek,
  mondayOfIsoWeek,
  SECTION_PATHS,
  sectionPath,
} from './admin-paths';
import { SECTIONS } from './sections';

describe('back-office addresses: section ⇄ address', () => {
  it('gives every section its own address, and reads each back to its section', () => {
    const paths = SECTIONS.map(({ id }) => sectionPath(id));
    expect(new Set(paths).size).toBe(SECTIONS.length);
    for (const { id } of SECTIONS) {
      expect(adminPlace(sectionPath(id))).toEqual({ section: id });
      expect(adminPlace(`${sectionPath(id)}/`)).toEqual({ section: id });
    }
  });

  it('uses the French words of the screen', () => {
    expect(SECTION_PATHS).toEqual({
      dashboard: '/admin',
      contacts: '/admin/demandes',
      agenda: '/admin/agenda',
      stats: '/admin/statistiques',
      newsletter: '/admin/abonnes',
      journal: '/admin/journal',
      subject: '/admin/droits',
      team: '/admin/equipe',
      security: '/admin/compte',
    });
  });

  it('a request’s detail is an address under the requests', () => {
    const id = '3f2b8c1e-9a4d-4c7e-8b1a-2d5e6f708192';
    expect(contactPath(id)).toBe(`/admin/demandes/${id}`);
    expect(adminPlace(contactPath(id))).toEqual({ section: 'contacts', contactId: id });
    expect(adminPlace(`${contactPath(id)}/`)).toEqual({ section: 'contacts', contactId: id });
  });

  it('knows no other address: unknown words, a detail under another section, deeper paths, odd ids', () => {
    for (const path of [
      '/admin/xyz',
      '/admin/contacts',
      '/admin/dashboard',
      '/admin/journal/12',
      '/admin/demandes/abc/def',
      '/admin/demandes/%E0%A4%A',
      '/admin/demandes/a%20b',
      '/administration',
      '/',
    ]) {
      expect(adminPlace(path)).toEqual({ section: null });
    }
  });
});

describe('back-office addresses: the agenda’s ISO week', () => {
  it('names a day’s ISO week, whose year is its Thursday’s', () => {
    expect(isoWeek('2026-11-26')).toBe('2026-W48');
    expect(isoWeek('2026-11-23')).toBe('2026-W48');
    expect(isoWeek('2026-11-29')).toBe('2026-W48');
    expect(isoWeek('2021-01-03')).toBe('2020-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
  });

  it('reads a week back to its Monday', () => {
    expect(mondayOfIsoWeek('2026-W48')).toBe('2026-11-23');
    expect(mondayOfIsoWeek('2025-W01')).toBe('2024-12-30');
    expect(mondayOfIsoWeek('2020-W53')).toBe('2020-12-28');
    expect(mondayOfIsoWeek('2026-W01')).toBe('2025-12-29');
    expect(mondayOfIsoWeek('2026-W53')).toBe('2026-12-28');
  });

  it('refuses what is not a week: week 53 of a year without one, week 0, other shapes', () => {
    for (const text of [
      '2025-W53',
      '2026-W00',
      '2026-W54',
      '2026-48',
      '2026-w48',
      '2026-W4',
      'semaine',
      '',
      null,
    ]) {
      expect(mondayOfIsoWeek(text)).toBeNull();
    }
  });

  it('shows this week (in Tunis) when the address has none or a wrong one', () => {
    expect(agendaMonday(null, '2026-11-26')).toBe('2026-11-23');
    expect(agendaMonday('2026-W99', '2026-11-29')).toBe('2026-11-23');
    expect(agendaMonday('2027-W02', '2026-11-26')).toBe('2027-01-11');
  });

  it('writes the agenda’s address for a week', () => {
    expect(agendaPath('2026-11-23')).toBe('/admin/agenda?semaine=2026-W48');
  });
});

describe('back-office addresses: back after signing in', () => {
  it('goes back to the address asked for under /admin', () => {
    expect(returnPath({ returnTo: '/admin/demandes/abc-123' })).toBe('/admin/demandes/abc-123');
    expect(returnPath({ returnTo: '/admin/agenda?semaine=2026-W48' })).toBe('/admin/agenda?semaine=2026-W48');
    expect(returnPath({ returnTo: '/admin' })).toBe('/admin');
  });

  it('never leaves the back-office for another path or site', () => {
    for (const returnTo of [
      'https://exemple.com/admin',
      '//exemple.com/admin',
      '/\\exemple.com',
      '/admin//exemple.com',
      '/administration',
      '/admin/../login',
      '/admin/ demandes',
      '/admin/\u0000',
      '/login',
      'javascript:alert(1)',
      42,
      undefined,
    ]) {
      expect(returnPath({ returnTo })).toBe('/admin');
    }
    expect(returnPath(null)).toBe('/admin');
  });
});
