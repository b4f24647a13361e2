import type { ContactSubmission } from '../admin-api';
import { createContactSearch, filterContacts, indexContacts, selectionPreview } from './contact-search';

const contact = (overrides: Partial<ContactSubmission>): ContactSubmission => ({
  _id: overrides._id ?? 'id',
  name: '',
  email: '',
  phone: '',
  service: '',
  message: '',
  selections: [],
  source: null,
  page: null,
  createdAt: '2025-03-03T10:00:00.000Z',
  ...overrides,
});

describe('contact search', () => {
  const contacts = [
    contact({ _id: 'a', name: 'Amira Ben Salah', email: 'amira@example.tn', phone: '+216 22 111 222' }),
    contact({ _id: 'b', name: 'Karim Trabelsi', service: 'Rhinoplastie', message: 'Rappelez-moi le MATIN' }),
  ];
  const index = indexContacts(contacts);
  const ids = (query: string) => filterContacts(index, query).map((c) => c._id);

  it('matches each field, whatever the case', () => {
    expect(ids('AMIRA')).toEqual(['a']);
    expect(ids('@EXAMPLE.tn')).toEqual(['a']);
    expect(ids('22 111')).toEqual(['a']);
    expect(ids('rhinoPLASTIE')).toEqual(['b']);
    expect(ids('le matin')).toEqual(['b']);
  });

  it('returns everything for an empty or blank query, and nothing for no match', () => {
    expect(ids('')).toEqual(['a', 'b']);
    expect(ids('   ')).toEqual(['a', 'b']);
    expect(ids('zzz')).toEqual([]);
  });

  it('never matches across two fields', () => {
    expect(ids('salah amira')).toEqual([]);
  });
});

describe('incremental contact search', () => {
  it('gives the same results as a full scan, typing forward, backward or elsewhere', () => {
    const contacts = Array.from({ length: 300 }, (_, i) =>
      contact({ _id: String(i), name: `Patient ${i}`, message: i % 7 ? `Demande ${i}` : '' }),
    );
    const index = indexContacts(contacts);
    const search = createContactSearch(index);
    const queries = [
      'd',
      'de',
      'demande 1',
      'demande 12',
      'demande 1',
      'patient 2',
      'PATIENT 29',
      '',
      'zz',
      'z',
    ];
    for (const query of queries) {
      expect(search(query).map((c) => c._id)).toEqual(filterContacts(index, query).map((c) => c._id));
    }
  });
});

describe('selection preview', () => {
  it('shows the first two values, then an ellipsis', () => {
    expect(selectionPreview([])).toBe('—');
    expect(selectionPreview([['step-1', 'Visage']])).toBe('Visage');
    expect(
      selectionPreview([
        ['step-1', 'Visage'],
        ['step-visage', 'Lèvres'],
      ]),
    ).toBe('Visage, Lèvres');
    expect(
      selectionPreview([
        ['step-1', 'Visage'],
        ['step-visage', 'Lèvres'],
        ['step-levres', 'Volume'],
      ]),
    ).toBe('Visage, Lèvres,\u00a0…');
  });
});
