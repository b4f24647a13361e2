import { FormEvent, useEffect, useRef, useState } from 'react';
import { api, unwrap } from '../../lib/api/client';
import type { components } from '../../lib/api/schema';
import { HttpError } from '../../lib/http';
import { describeLoginError, LoginFailure } from './login-messages';

/** The session a sign-in opens (POST /auth/login, or its code step POST /auth/login/2fa). */
export type SignedIn = components['schemas']['SessionDto'];

/** A refusal of the code step; `restart` when the sign-in must start again from the password. */
type CodeRefusal = components['schemas']['SignInRefusalDto'];

interface SecondFactorStepProps {
  mfaToken: string;
  onSignedIn(session: SignedIn): void;
  /** The sign-in token expired (or the account changed): back to the password. */
  onRestart(failure: LoginFailure): void;
}

/**
 * The second step of sign-in, for an account with a second factor: the 6-digit code of the
 * authenticator app, or one of the recovery codes. The field takes the focus when it appears.
 */
export function SecondFactorStep({ mfaToken, onSignedIn, onRestart }: SecondFactorStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, [recovery]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const typed = String(new FormData(event.currentTarget).get('code') ?? '');
    // An app's code is often read out or pasted as "123 456".
    const code = recovery ? typed.trim() : typed.replace(/\s/g, '');
    setSending(true);
    setFailure(null);
    try {
      const { data } = await unwrap(api.POST('/auth/login/2fa', { body: { mfaToken, code } }));
      if (!data?.token) throw new HttpError(500, null);
      onSignedIn(data);
    } catch (error) {
      const described = describeLoginError(error, 'code');
      if (error instanceof HttpError && (error.body as CodeRefusal | null)?.restart === true) {
        onRestart(described);
        return;
      }
      setFailure(described);
      setSending(false);
      input.current?.select();
    }
  }

  return (
    <>
      <p className="login__intro" id="login-code-help">
        {recovery
          ? 'Saisissez l’un de vos codes de secours (chacun ne sert qu’une fois).'
          : 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.'}
      </p>
      {failure && (
        <div className="login__banners">
          <p className="login__error" role="alert">
            {failure.message}
          </p>
          {failure.details && (
            <p className="login__debug">
              <span className="login__debug-label">{'Détails techniques\u00a0:'}</span> {failure.details}
            </p>
          )}
        </div>
      )}
      <form className="login__form" onSubmit={(event) => void submit(event)}>
        <div className="login__field">
          <label htmlFor="login-code">{recovery ? 'Code de secours' : 'Code de vérification'}</label>
          {recovery ? (
            <input
              key="recovery"
              ref={input}
              id="login-code"
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="login-code-help"
              required
            />
          ) : (
            <input
              key="totp"
              ref={input}
              id="login-code"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-describedby="login-code-help"
              required
            />
          )}
        </div>
        <button type="submit" className="btn btn--primary login__submit" disabled={sending}>
          {sending ? 'Vérification en cours…' : 'Vérifier'}
        </button>
        <button
          type="button"
          className="login__switch"
          onClick={() => {
            setRecovery(!recovery);
            setFailure(null);
          }}
        >
          {recovery ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
        </button>
      </form>
    </>
  );
}
