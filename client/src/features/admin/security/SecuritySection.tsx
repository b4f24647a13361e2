// « Sécurité »: the administrator's second factor (TOTP), turned on or off.

import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isUnauthorized } from '../admin-api';
import { DisableSecondFactor } from './DisableSecondFactor';
import { EnableSecondFactor } from './EnableSecondFactor';
import { RecoveryCodes } from './RecoveryCodes';
import { fetchSecondFactorStatus, SecondFactorStatus } from './security-api';
import './security.css';

interface SecuritySectionProps {
  onUnauthorized(): void;
}

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'status'; status: SecondFactorStatus }
  /** Just turned on: the recovery codes, shown this once. */
  | { kind: 'codes'; codes: string[] };

/** « Sécurité »: the administrator's second factor (TOTP), turned on or off. */
export function SecuritySection({ onUnauthorized }: SecuritySectionProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });

  // Bumped to read the state again (after turning it off, or a failed read).
  const [reads, setReads] = useState(0);
  const reload = () => {
    setView({ kind: 'loading' });
    setReads((n) => n + 1);
  };

  useEffect(() => {
    let current = true;
    fetchSecondFactorStatus().then(
      (status) => current && setView({ kind: 'status', status }),
      (error: unknown) => {
        if (!current) return;
        if (isUnauthorized(error)) onUnauthorized();
        else setView({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [reads, onUnauthorized]);

  if (view.kind === 'loading') {
    return (
      <p className="admin-list-loading" role="status">
        <span className="admin-spinner admin-spinner--small" aria-hidden="true" />
        Chargement…
      </p>
    );
  }
  if (view.kind === 'failed') {
    return (
      <div className="admin-error" role="alert">
        <p>Impossible de lire l’état de la double authentification.</p>
        <button type="button" className="admin-button" onClick={reload}>
          Réessayer
        </button>
      </div>
    );
  }
  if (view.kind === 'codes') {
    return <RecoveryCodes codes={view.codes} onDone={reload} />;
  }

  const { enabled, recoveryCodesLeft } = view.status;
  return (
    <section className="security" aria-labelledby="security-title">
      <h2 id="security-title" className="admin-section__title">
        Double authentification
      </h2>
      <p className="security__state" data-enabled={enabled}>
        {enabled ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
        <span>
          {enabled
            ? 'Activée : la connexion demande, après le mot de passe, un code de votre application d’authentification.'
            : 'Désactivée : le mot de passe suffit pour se connecter.'}
        </span>
      </p>
      {enabled ? (
        <>
          <p className="admin-muted">
            {recoveryCodesLeft > 1
              ? `Il vous reste ${recoveryCodesLeft} codes de secours.`
              : recoveryCodesLeft === 1
                ? 'Il vous reste 1 code de secours.'
                : 'Il ne vous reste aucun code de secours : désactivez puis réactivez la double authentification pour en obtenir de nouveaux.'}
          </p>
          <DisableSecondFactor onDisabled={reload} onUnauthorized={onUnauthorized} />
        </>
      ) : (
        <EnableSecondFactor
          onEnabled={(codes) => setView({ kind: 'codes', codes })}
          onUnauthorized={onUnauthorized}
        />
      )}
    </section>
  );
}
