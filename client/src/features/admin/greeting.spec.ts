import { dashboardGreeting, notificationFailures } from './greeting';

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

describe('notification failures', () => {
  it('agrees in number', () => {
    expect(notificationFailures(1)).toBe('1 e-mail de notification non envoyé');
    expect(notificationFailures(3)).toBe('3 e-mails de notification non envoyés');
  });
});
