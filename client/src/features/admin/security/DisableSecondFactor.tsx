import { FormEvent } from 'react';
import { FormError } from './FormError';
import { CodeField, PasswordField, typedCode } from './SecondFactorFields';
import { disableSecondFactor } from './security-api';
import { useSecurityCall } from './use-security-call';

interface DisableSecondFactorProps {
  onDisabled(): void;
  onUnauthorized(): void;
}

/** Turning it off takes the password and a code (or a recovery code), as signing in does. */
export function DisableSecondFactor({ onDisabled, onUnauthorized }: DisableSecondFactorProps) {
  const { pending, error, run } = useSecurityCall(onUnauthorized);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const code = typedCode(event.currentTarget, true);
    const done = await run(async () => {
      await disableSecondFactor(password, code);
      return true;
    });
    if (done) onDisabled();
  }

  return (
    <form className="security__form" onSubmit={(event) => void submit(event)}>
      <h3 className="security__step">Désactiver la double authentification</h3>
      <p className="admin-muted">
        Le mot de passe suffira de nouveau pour se connecter. Les autres sessions ouvertes seront fermées.
      </p>
      <FormError message={error} />
      <PasswordField id="security-disable-password" />
      <CodeField id="security-disable-code" recovery />
      <button type="submit" className="admin-button admin-button--danger" disabled={pending}>
        {pending ? 'Vérification…' : 'Désactiver'}
      </button>
    </form>
  );
}
