import { loginGreeting } from './greeting';

describe('sign-in greeting', () => {
  it('says Bonjour before 12 h, Bon après-midi before 18 h, then Bonsoir', () => {
    expect([0, 11, 12, 17, 18, 23].map(loginGreeting)).toEqual([
      'Bonjour',
      'Bonjour',
      'Bon après-midi',
      'Bon après-midi',
      'Bonsoir',
      'Bonsoir',
    ]);
  });
});
