import { HttpError } from '../../../lib/http';
import type { FollowUpPatch } from './follow-up-api';

/** The server's reason for a refusal: the field's own message first, then its general one. */
export function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.status === 404) return 'Cette demande n’existe plus.';
  if (error.status !== 400) return undefined;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (errors && typeof errors === 'object') {
    const first = Object.values(errors as Record<string, unknown>).find((m) => typeof m === 'string');
    if (typeof first === 'string') return first;
  }
  return error.serverMessage;
}

/** « Erreur : le statut de la demande de Amira n’a pas pu être changé. <raison> » */
export function followUpFailure(name: string, patch: FollowUpPatch, error: unknown): string {
  const sentence =
    patch.status !== undefined
      ? `le statut de la demande de ${name} n’a pas pu être changé`
      : `la date de rappel de la demande de ${name} n’a pas pu être enregistrée`;
  const reason = refusalReason(error) ?? 'Veuillez réessayer.';
  return `Erreur\u00a0: ${sentence}. ${reason}`;
}
