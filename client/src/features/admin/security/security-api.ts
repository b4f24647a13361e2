import { http, HttpError } from '../../../lib/http';
import { useAuthStore, verifyStoredToken } from '../../../stores/auth-store';

export interface SecondFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface SecondFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** The QR code, an SVG document drawn by our server. */
  qrSvg: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function fetchSecondFactorStatus(): Promise<SecondFactorStatus> {
  const { data } = await http.get<Record<string, unknown> | null>('/api/auth/2fa');
  return {
    enabled: data?.enabled === true,
    recoveryCodesLeft: typeof data?.recoveryCodesLeft === 'number' ? data.recoveryCodesLeft : 0,
  };
}

export async function startSetup(password: string): Promise<SecondFactorSetup> {
  const { data } = await http.post<Record<string, unknown> | null>('/api/auth/2fa/setup', { password });
  return { secret: text(data?.secret), otpauthUrl: text(data?.otpauthUrl), qrSvg: text(data?.qrSvg) };
}

/**
 * Turning the second factor on or off ends every other session; the answer carries this
 * session's new token, stored in place of the old one.
 */
function keepSession(data: Record<string, unknown> | null) {
  const token = text(data?.token);
  if (!token) return;
  const { userId, username } = useAuthStore.getState();
  useAuthStore.getState().signIn({ token, userId: userId ?? '', username: username ?? '' });
}

export async function enableSecondFactor(code: string): Promise<string[]> {
  const { data } = await http.post<Record<string, unknown> | null>('/api/auth/2fa/enable', { code });
  keepSession(data);
  const codes = data?.recoveryCodes;
  return Array.isArray(codes) ? codes.map(text) : [];
}

export async function disableSecondFactor(password: string, code: string): Promise<void> {
  const { data } = await http.post<Record<string, unknown> | null>('/api/auth/2fa/disable', {
    password,
    code,
  });
  keepSession(data);
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
