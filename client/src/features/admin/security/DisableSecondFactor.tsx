import { FormEvent } from 'react';
import { FormError } from './FormError';
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
    const fields = new FormData(event.currentTarget);
    const password = String(fields.get('password') ?? '');
    const typed = String(fields.get('code') ?? '').trim();
    // A six-digit code may come with a space in the middle; a recovery code keeps its shape.
    const code = /^\d{3}\s+\d{3}$/.test(typed) ? typed.replace(/\s/g, '') : typed;
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
      <div className="security__field">
        <label htmlFor="security-disable-password">Mot de passe</label>
        <input
          id="security-disable-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </div>
      <div className="security__field">
        <label htmlFor="security-disable-code">Code de l’application ou code de secours</label>
        <input
          id="security-disable-code"
          name="code"
          type="text"
          autoComplete="one-time-code"
          spellCheck={false}
          required
        />
      </div>
      <button type="submit" className="admin-button admin-button--danger" disabled={pending}>
        {pending ? 'Vérification…' : 'Désactiver'}
      </button>
    </form>
  );
}
