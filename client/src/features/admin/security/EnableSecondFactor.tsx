import { FormEvent, useEffect, useRef, useState } from 'react';
import { FormError } from './FormError';
import { CodeField, PasswordField, typedCode } from './SecondFactorFields';
import {
  enableSecondFactor,
  groupedSecret,
  SecondFactorSetup,
  startSetup,
  svgImageSource,
} from './security-api';
import { useSecurityCall } from './use-security-call';

interface EnableSecondFactorProps {
  onEnabled(recoveryCodes: string[]): void;
  onUnauthorized(): void;
}

const field = (event: FormEvent<HTMLFormElement>, name: string) =>
  String(new FormData(event.currentTarget).get(name) ?? '');

/**
 * Turning the second factor on: the password again, then the QR code (and the secret, for
 * typing it by hand) to add to an authenticator app, then a first code to prove it works.
 */
export function EnableSecondFactor({ onEnabled, onUnauthorized }: EnableSecondFactorProps) {
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const { pending, error, run } = useSecurityCall(onUnauthorized);
  const scanHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (setup) scanHeading.current?.focus();
  }, [setup]);

  async function begin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = field(event, 'password');
    const started = await run(() => startSetup(password));
    if (started) setSetup(started);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = typedCode(event.currentTarget);
    const codes = await run(() => enableSecondFactor(code));
    if (codes) onEnabled(codes);
  }

  if (!setup) {
    return (
      <form className="security__form" onSubmit={(event) => void begin(event)}>
        <h3 className="security__step">Activer la double authentification</h3>
        <p className="admin-muted">
          Il vous faut une application d’authentification sur votre téléphone (par exemple Google
          Authenticator, Microsoft Authenticator, FreeOTP ou Aegis). Pour commencer, confirmez votre mot de
          passe.
        </p>
        <FormError message={error} />
        <PasswordField id="security-enable-password" />
        <button type="submit" className="admin-button" disabled={pending}>
          {pending ? 'Vérification…' : 'Continuer'}
        </button>
      </form>
    );
  }

  return (
    <form className="security__form" onSubmit={(event) => void confirm(event)}>
      <h3 className="security__step" ref={scanHeading} tabIndex={-1}>
        Ajoutez le compte à votre application
      </h3>
      <ol className="security__steps">
        <li>Dans l’application, choisissez d’ajouter un compte, puis scannez ce QR code :</li>
      </ol>
      <img
        className="security__qr"
        src={svgImageSource(setup.qrSvg)}
        width={200}
        height={200}
        alt="QR code du compte à ajouter à votre application d’authentification"
      />
      <p className="admin-muted" id="security-secret-help">
        Impossible de scanner ? Saisissez cette clé dans l’application (type « basé sur le temps ») :
      </p>
      <p className="security__secret">
        <code aria-describedby="security-secret-help">{groupedSecret(setup.secret)}</code>
      </p>
      <FormError message={error} />
      <CodeField id="security-enable-code" />
      <div className="security__actions">
        <button type="submit" className="admin-button" disabled={pending}>
          {pending ? 'Vérification…' : 'Activer'}
        </button>
        <button type="button" className="admin-button" onClick={() => setSetup(null)}>
          Annuler
        </button>
      </div>
    </form>
  );
}
