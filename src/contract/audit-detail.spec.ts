import { describeAuditDetail, searchKind } from './audit-detail';

describe('the journal’s detail', () => {
  it.each([
    ['Karim Trabelsi', 'texte'],
    ['+216 22 333 444', 'téléphone'],
    ['(71) 000-000', 'téléphone'],
    ['karim@example.tn', 'e-mail'],
    ['12', 'texte'],
    ['Rhinoplastie 2', 'texte'],
  ])('a search for %p is recorded as a %s search', (q, kind) => {
    expect(searchKind(q)).toBe(kind);
  });

  it('reads as French in the admin, with non-breaking spaces where they belong', () => {
    expect(describeAuditDetail({ q: 'téléphone', status: 'a-rappeler', page: 'suivante', limit: 50 })).toBe(
      'Recherche (téléphone), statut «\u00a0À rappeler\u00a0», page suivante, 50\u00a0par page',
    );
    expect(describeAuditDetail({ fields: ['status', 'followUpAt'], status: 'traitee' })).toBe(
      'Champs\u00a0: statut, date de rappel, statut «\u00a0Traitée\u00a0»',
    );
    expect(describeAuditDetail({ by: 'e-mail', contacts: 2, subscriptions: 1, appointments: 0 })).toBe(
      'Par e-mail, 2\u00a0demandes, 1\u00a0abonnement, 0\u00a0rendez-vous',
    );
    expect(describeAuditDetail({ by: 'téléphone', format: 'csv' })).toBe('Par téléphone, format CSV');
    expect(describeAuditDetail({ due: true, page: 'première' })).toBe(
      'À rappeler aujourd’hui, première page',
    );
  });

  it('shows a key it does not know as it is stored, and nothing for no detail', () => {
    expect(describeAuditDetail({ semaine: 3 })).toBe('Semaine\u00a0: 3');
    expect(describeAuditDetail(null)).toBe('');
    expect(describeAuditDetail({})).toBe('');
  });
});
