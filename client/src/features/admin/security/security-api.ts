import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { HttpError } from '../../../lib/http';
import { useAuthStore, verifyStoredToken } from '../../../stores/auth-store';

export type SecondFactorStatus = components['schemas']['SecondFactorStatusDto'];

/** A secret to confirm; its QR code is an SVG document drawn by our server. */
export type SecondFactorSetup = components['schemas']['SecondFactorSetupDto'];

export async function fetchSecondFactorStatus(): Promise<SecondFactorStatus> {
  return (await unwrap(api.GET('/auth/2fa'))).data;
}

export async function startSetup(password: string): Promise<SecondFactorSetup> {
  return (await unwrap(api.POST('/auth/2fa/setup', { body: { password } }))).data;
}

/**
 * Turning the second factor on or off ends every other session; the answer carries this
 * session's new token, stored in place of the old one.
 */
function keepSession(token: string) {
  if (!token) return;
  const { userId, username } = useAuthStore.getState();
  useAuthStore.getState().signIn({ token, userId: userId ?? '', username: username ?? '' });
}

export async function enableSecondFactor(code: string): Promise<string[]> {
  const { data } = await unwrap(api.POST('/auth/2fa/enable', { body: { code } }));
  keepSession(data.token);
  return data.recoveryCodes;
}

export async function disableSecondFactor(password: string, code: string): Promise<void> {
  const { data } = await unwrap(api.POST('/auth/2fa/disable', { body: { password, code } }));
  keepSession(data.token);
}

/** The SVG as an image address: drawn as a picture, its markup never enters the page. */
export const svgImageSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The secret in groups of four, as it is easier to type by hand. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export type Failure = { message: string } | 'signed-out';

/**
 * What to show for a failed call. A 401 here is usually a wrong password or code; it is the
 * end of the session only if the token no longer verifies, and then the caller signs out.
 */
export async function describeFailure(error: unknown): Promise<Failure> {
  if (error instanceof HttpError) {
    if (error.status === 401 && !(await verifyStoredToken())) return 'signed-out';
    if (error.status === 429) return { message: 'Trop de tentatives. Veuillez réessayer dans un instant.' };
    return { message: error.serverMessage ?? 'La demande a échoué. Veuillez réessayer.' };
  }
  return { message: 'Le serveur ne répond pas. Vérifiez la connexion et réessayez.' };
}
