/**
 * The practice's short name (« Dr Exemple »): page titles and the logo on the client
 * (client/src/content/practice.ts reads it from here), and the name authenticator apps show
 * above the administrator's codes. Replace it with the practice's own.
 */
export const PRACTICE_SHORT_NAME = 'Dr Exemple';
