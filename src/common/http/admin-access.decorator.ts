import { SetMetadata } from '@nestjs/common';

export const ADMIN_ACCESS_KEY = 'adminAccess';

/**
 * Who of the team may call an authenticated route, read by the role guard after the token's
 * check (deny by default: a route that says nothing is the practitioner's alone).
 * - `practitioner`: the « praticien » role only;
 * - `team`: the secretary too (the daily work: requests, agenda, newsletter, dashboard);
 * - `own-account`: anyone signed in, about their own session and security, reachable even
 *   before a required second factor is on (otherwise it could never be turned on).
 * Here rather than with authentication because the controllers of every feature carry it, and
 * shared code must not depend on a feature.
 */
export type AdminAccess = 'practitioner' | 'team' | 'own-account';

export const AdminAccessLevel = (access: AdminAccess): MethodDecorator & ClassDecorator =>
  SetMetadata(ADMIN_ACCESS_KEY, access);

/** The 403 of a route the signed-in role does not reach. */
export const ROLE_REFUSED_MESSAGE = 'Votre rôle ne vous permet pas cette action.';

/** The 403 of a practitioner without the second factor, when the practice requires it. */
export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Activez la double authentification pour accéder à l’espace praticien.';
