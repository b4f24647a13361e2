import { describeChange } from './history';

describe('a line of a request’s history', () => {
  const at = '2026-11-25T09:02:00.000Z'; // 10:02 in Tunis

  it('names a change of status by its labels, dated in Tunis time', () => {
    expect(describeChange({ _id: '1', field: 'status', from: 'nouvelle', to: 'a-rappeler', at })).toBe(
      'Statut\u00a0: Nouvelle → À rappeler, le 25 novembre 2026 à 10:02',
    );
  });

  it('names a change of call-back time by its dates, « aucune » for none', () => {
    expect(
      describeChange({ _id: '2', field: 'followUpAt', from: null, to: '2026-11-26T08:30:00.000Z', at }),
    ).toBe('Date de rappel\u00a0: aucune → 26 novembre 2026 à 09:30, le 25 novembre 2026 à 10:02');
    expect(
      describeChange({ _id: '3', field: 'followUpAt', from: '2026-11-26T08:30:00.000Z', to: null, at }),
    ).toBe('Date de rappel\u00a0: 26 novembre 2026 à 09:30 → aucune, le 25 novembre 2026 à 10:02');
  });

  it('shows a status it does not know as it came, and leaves out an unreadable date', () => {
    expect(describeChange({ _id: '4', field: 'status', from: 'archivee', to: 'traitee', at: '' })).toBe(
      'Statut\u00a0: archivee → Traitée',
    );
  });
});
