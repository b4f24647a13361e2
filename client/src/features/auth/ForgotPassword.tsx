import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@contract/account-links';
import { FormEvent, useState } from 'react';
import { postForm } from '../../lib/post-form';

/**
 * « Mot de passe oublié ? »: the username, and the same sentence whatever the server knows of
 * it (the server answers alike for every name; so does this form).
 */
export default function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const username = String(new FormData(event.currentTarget).get('username') ?? '').trim();
    setSending(true);
    setError(null);
    const result = await postForm('/auth/password-reset', { username });
    setSending(false);
    if (result.ok) setSent(true);
    else setError(result.fieldErrors.username ?? result.message);
  }

  return (
    <>
      <p className="login__intro">
        Indiquez votre nom d’utilisateur&nbsp;: un lien pour choisir un nouveau mot de passe sera envoyé à
        l’adresse e-mail du compte.
      </p>
      {sent ? (
        <p className="login__notice" role="status">
          {PASSWORD_RESET_REQUESTED_MESSAGE}
        </p>
      ) : (
        <>
          {error && (
            <div className="login__banners">
              <p className="login__error" role="alert">
                {error}
              </p>
            </div>
          )}
          <form className="login__form" onSubmit={(event) => void submit(event)}>
            <div className="login__field">
              <label htmlFor="forgot-username">Nom d’utilisateur</label>
              <input
                id="forgot-username"
                name="username"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
              />
            </div>
            <button type="submit" className="btn btn--primary login__submit" disabled={sending}>
              {sending ? 'Envoi en cours…' : 'Recevoir un lien'}
            </button>
          </form>
        </>
      )}
      <button type="button" className="login__switch" onClick={onBack}>
        Retour à la connexion
      </button>
    </>
  );
}
