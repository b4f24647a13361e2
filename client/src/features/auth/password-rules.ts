/**
 * The checks the password page makes before it posts, with the server's own bounds (the server
 * checks again and has the last word): at least 12 characters as a person counts them, at most
 * 1 024, typed twice the same.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

export function newPasswordProblem(password: string, again: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH}\u00a0caractères.`;
  }
  if (length > PASSWORD_MAX_LENGTH) return 'Le mot de passe compte au plus 1\u00a0024\u00a0caractères.';
  if (password !== again) return 'Les deux mots de passe ne sont pas identiques.';
  return null;
}
