import { dashboardGreeting } from './greeting';

describe('dashboard greeting', () => {
  it('says Bonjour before 18 h, then Bonsoir', () => {
    expect([0, 12, 17, 18, 23].map(dashboardGreeting)).toEqual([
      'Bonjour',
      'Bonjour',
      'Bonjour',
      'Bonsoir',
      'Bonsoir',
    ]);
  });
});
