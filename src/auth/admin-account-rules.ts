/**
 * What an administrator's username and password must be: read by the account commands of this
 * folder and by the configuration check of ADMIN_USERNAME / ADMIN_PASSWORD at boot (src/config),
 * so that a password the boot accepts is one `npm run admin` accepts too. The configuration sits
 * below every feature, auth included; this file imports nothing, so config may read it without
 * closing a cycle (the layering lint allows this one file, and keeps it free of imports).
 */

export const ADMIN_USERNAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PASSWORD_MAX_LENGTH = 1024;

/**
 * Whether a password's length is outside the bounds, counted in characters as a person counts
 * them (code points: an emoji is one). Each caller words its own French message.
 */
export function passwordLengthProblem(password: string): 'too short' | 'too long' | undefined {
  const length = [...password].length;
  if (length < ADMIN_PASSWORD_MIN_LENGTH) return 'too short';
  if (length > ADMIN_PASSWORD_MAX_LENGTH) return 'too long';
  return undefined;
}
