import { newPasswordProblem } from './password-rules';

describe('newPasswordProblem: what the password page checks before posting', () => {
  it('accepts twelve characters or more, typed twice the same', () => {
    expect(newPasswordProblem('douze-caract', 'douze-caract')).toBeNull();
    // Counted as a person counts them: an emoji is one character.
    expect(newPasswordProblem('🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂', '🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂')).toBeNull();
  });

  it('refuses a short password, then two different ones, in French', () => {
    expect(newPasswordProblem('court', 'court')).toBe(
      'Le mot de passe doit compter au moins 12\u00a0caractères.',
    );
    expect(newPasswordProblem('assez-long-mot', 'assez-long-mat')).toBe(
      'Les deux mots de passe ne sont pas identiques.',
    );
  });
});
