import { AlertTriangle, Clock } from 'lucide-react';
import { useState } from 'react';
import { MAIL_KINDS } from '@contract/mail-kinds';
import type { EmailKindCount } from './admin-api';
import { retryFailedEmails } from './admin-api';
import { usePractitioner } from './use-admin-role';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('fr-FR')}\u00a0${n > 1 ? many : one}`;

/**
 * The outbox in the dashboard's status list: per kind of e-mail, those waiting to be sent (a
 * mail server away) and those that failed for good, with one button to send the failed ones
 * again. Nothing is shown while every e-mail has gone out.
 */
export function EmailStatus({ kinds }: { kinds: EmailKindCount[] }) {
  const [retried, setRetried] = useState<number | null>(null);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  // Sending again is an operation of the practitioner's; the secretary sees the counts only.
  const mayRetry = usePractitioner();
  const failed = kinds.reduce((sum, kind) => sum + kind.failed, 0);
  const retry = async () => {
    setBusy(true);
    setError(false);
    try {
      setRetried(await retryFailedEmails());
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {kinds
        .filter((kind) => kind.waiting > 0 || kind.failed > 0)
        .map((kind) => (
          <li
            key={kind.kind}
            className={`admin-status__item${kind.failed > 0 ? ' admin-status__item--warning' : ''}`}
            data-testid={`emails-${kind.kind}`}
          >
            {kind.failed > 0 ? <AlertTriangle aria-hidden="true" /> : <Clock aria-hidden="true" />}
            <span>
              {MAIL_KINDS[kind.kind].label}&nbsp;:{' '}
              {[
                kind.waiting > 0 ? count(kind.waiting, 'en attente d’envoi', 'en attente d’envoi') : '',
                kind.failed > 0 ? count(kind.failed, 'non envoyé', 'non envoyés') : '',
              ]
                .filter(Boolean)
                .join(', ')}
            </span>
          </li>
        ))}
      {mayRetry && failed > 0 && retried === null && (
        <li className="admin-status__item">
          <button type="button" className="admin-button" onClick={retry} disabled={busy}>
            Renvoyer les e-mails non envoyés
          </button>
          {error && <span role="alert">Le renvoi n’a pas pu être demandé. Réessayez dans un instant.</span>}
        </li>
      )}
      {retried !== null && (
        <li className="admin-status__item" role="status" data-testid="emails-retried">
          {count(retried, 'e-mail remis en file d’envoi', 'e-mails remis en file d’envoi')}.
        </li>
      )}
    </>
  );
}
