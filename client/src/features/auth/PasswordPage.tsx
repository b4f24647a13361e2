import { PASSWORD_PAGE_PATH, PASSWORD_PAGE_TOKEN_PARAM } from '@contract/account-links';
import { LockKeyhole } from '../../components/icons/lock-keyhole';
import { FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { postForm } from '../../lib/post-form';
import { useHydrated } from '../../lib/use-hydrated';
import { newPasswordProblem } from './password-rules';
import './login.css';

/** What the sign-in page says after a password was chosen here (navigation state). */
export interface PasswordSetState {
  passwordSet: true;
}

const MISSING_LINK = 'Ce lien est incomplet\u00a0: ouvrez de nouveau le lien reçu par e-mail, en entier.';

/**
 * /login/mot-de-passe?jeton=…: the page of the invitation and reset links. The prerendered page
 * has no token; once in the browser it reads it, and posts it with the password typed twice.
 * On success, the sign-in page, with a word saying the password is saved.
 */
export default function PasswordPage() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const token = hydrated
    ? (new URLSearchParams(window.location.search).get(PASSWORD_PAGE_TOKEN_PARAM)?.trim() ?? '')
    : null;
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !token) return;
    const fields = new FormData(event.currentTarget);
    const password = String(fields.get('password') ?? '');
    const problem = newPasswordProblem(password, String(fields.get('again') ?? ''));
    if (problem) return setError(problem);
    setSending(true);
    setError(null);
    const result = await postForm('/auth/password-reset/confirm', { token, password });
    if (result.ok) {
      const state: PasswordSetState = { passwordSet: true };
      return void navigate('/login', { replace: true, state });
    }
    setSending(false);
    setError(result.fieldErrors.password ?? result.message);
  }

  return (
    <>
      <Head
        title={`Choisir un mot de passe | ${practice.shortName}`}
        description="Espace d’administration du cabinet : choisir son mot de passe."
        path={PASSWORD_PAGE_PATH}
        noindex
      />
      <section className="login" aria-labelledby="password-title">
        <div className="login__card">
          <span className="login__icon" aria-hidden="true">
            <LockKeyhole size={26} strokeWidth={1.6} />
          </span>
          <h1 id="password-title" className="login__title">
            Choisir un mot de passe
          </h1>
          <p className="login__intro">
            Au moins 12&nbsp;caractères. Une phrase de quelques mots, facile à retenir pour vous, convient
            très bien.
          </p>
          {(error || token === '') && (
            <div className="login__banners">
              <p className="login__error" role="alert">
                {error ?? MISSING_LINK}
              </p>
            </div>
          )}
          <form className="login__form" onSubmit={(event) => void submit(event)}>
            <div className="login__field">
              <label htmlFor="password-new">Nouveau mot de passe</label>
              <input id="password-new" name="password" type="password" autoComplete="new-password" required />
            </div>
            <div className="login__field">
              <label htmlFor="password-again">Le même, une seconde fois</label>
              <input id="password-again" name="again" type="password" autoComplete="new-password" required />
            </div>
            <button type="submit" className="btn btn--primary login__submit" disabled={sending || !token}>
              {sending ? 'Enregistrement…' : 'Enregistrer le mot de passe'}
            </button>
          </form>
          <Link to="/login" className="login__switch">
            Retour à la connexion
          </Link>
        </div>
      </section>
    </>
  );
}
