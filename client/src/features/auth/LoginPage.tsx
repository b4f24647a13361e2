import { LockKeyhole } from '../../components/icons/lock-keyhole';
import { FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { practice } from '../../content/practice';
import { api, unwrap } from '../../lib/api/client';
import { Head } from '../../lib/head';
import { useHydrated } from '../../lib/use-hydrated';
import { checkStoredToken, toRole, useAuthStore } from '../../stores/auth-store';
import { loginGreeting } from './greeting';
import {
  describeLoginError,
  describeMissingToken,
  LoginFailure,
  LoginPageState,
  returnPath,
  sessionEndedNotice,
  sessionEndReason,
} from './login-messages';
import type { PasswordSetState } from './PasswordPage';
import { SecondFactorStep, SignedIn } from './SecondFactorStep';
import './login.css';

/*
 * Loaded when asked for: it posts with the public forms' postForm, which the booking and contact
 * pages share; bundled with this page, that code would come with the sign-in page's to them.
 */
const ForgotPassword = lazy(() => import('./ForgotPassword'));

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  /** Why the stored token no longer opens the back-office (learnt when checking it here). */
  const [endedHere, setEndedHere] = useState<LoginPageState['sessionEnded']>();
  /** A new attempt hides the notice: its own outcome speaks then. */
  const [noticeHidden, setNoticeHidden] = useState(false);
  // The hour is the visitor's own: known only in the browser, after hydration.
  const [hour, setHour] = useState<number | null>(null);
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  /** Set when the password was right and the account asks for its second factor. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [typedUsername, setTypedUsername] = useState('');
  /** « Mot de passe oublié ? » shows its own small form in the card. */
  const [forgot, setForgot] = useState(false);

  useEffect(() => {
    const tick = () => setHour(new Date().getHours());
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, []);

  // A stored token is checked: still valid → straight to the back-office; otherwise forgotten.
  useEffect(() => {
    const token = useAuthStore.getState().load();
    if (!token) return;
    let current = true;
    void checkStoredToken().then((state) => {
      if (!current) return;
      if (state === 'valid') return void navigate(returnPath(location.state), { replace: true });
      useAuthStore.getState().signOut();
      setEndedHere(sessionEndReason(state));
    });
    return () => {
      current = false;
    };
  }, [navigate, location.state]);

  // Why the administrator is here again, when the back-office sent them back (navigation state)
  // or the stored token says so. Only after hydration: the prerendered page has no notice.
  const notice =
    hydrated && !noticeHidden
      ? (sessionEndedNotice({ sessionEnded: endedHere }) ??
        sessionEndedNotice(location.state) ??
        passwordSetNotice(location.state))
      : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // Read from the form, not from state: what was typed before hydration counts too.
    const fields = new FormData(event.currentTarget);
    const username = String(fields.get('username') ?? '');
    const password = String(fields.get('password') ?? '');
    setSending(true);
    setFailure(null);
    setNoticeHidden(true);
    try {
      const { data, requestId } = await unwrap(api.POST('/auth/login', { body: { username, password } }));
      if (data && 'mfaRequired' in data) {
        setTypedUsername(username);
        setMfaToken(data.mfaToken);
        setSending(false);
        return;
      }
      // A 200 without a session (an empty answer from a proxy, say): the service is not working.
      if (!data?.token) {
        setFailure(describeMissingToken(requestId));
        setSending(false);
        return;
      }
      signedIn({ ...data, username: data.username || username });
    } catch (error) {
      setFailure(describeLoginError(error));
      setSending(false);
    }
  }

  function signedIn(session: SignedIn) {
    useAuthStore.getState().signIn({
      token: session.token,
      userId: session._id,
      username: session.username || typedUsername,
      role: toRole(session.role) ?? undefined,
    });
    // Back to the back-office address that was asked for (a deep link), or the dashboard.
    void navigate(returnPath(location.state));
  }

  function restart(why: LoginFailure) {
    setMfaToken(null);
    setFailure(why);
  }

  return (
    <>
      <Head
        title={`Connexion | ${practice.shortName}`}
        description="Espace d’administration du cabinet."
        path="/login"
        noindex
      />
      <section className="login" aria-labelledby="login-title">
        <div className="login__card">
          <span className="login__icon" aria-hidden="true">
            <LockKeyhole size={26} strokeWidth={1.6} />
          </span>
          <p className="login__greeting">{hour === null ? '\u00a0' : loginGreeting(hour)}</p>
          <h1 id="login-title" className="login__title">
            Espace administrateur
          </h1>
          {mfaToken ? (
            <SecondFactorStep mfaToken={mfaToken} onSignedIn={signedIn} onRestart={restart} />
          ) : forgot ? (
            <Suspense fallback={<p className="login__intro">Chargement…</p>}>
              <ForgotPassword onBack={() => setForgot(false)} />
            </Suspense>
          ) : (
            <>
              <p className="login__intro">Connectez-vous pour consulter les demandes des patients.</p>

              {notice && !failure && (
                <p className="login__notice" role="status">
                  {notice}
                </p>
              )}

              {failure && (
                <div className="login__banners">
                  <p className="login__error" role="alert">
                    {failure.message}
                  </p>
                  {failure.details && (
                    <p className="login__debug">
                      <span className="login__debug-label">{'Détails techniques\u00a0:'}</span>{' '}
                      {failure.details}
                    </p>
                  )}
                </div>
              )}

              <form className="login__form" onSubmit={(event) => void submit(event)}>
                <div className="login__field">
                  <label htmlFor="login-username">Nom d'utilisateur</label>
                  <input
                    id="login-username"
                    name="username"
                    type="text"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                  />
                </div>
                <div className="login__field">
                  <label htmlFor="login-password">Mot de passe</label>
                  <input
                    id="login-password"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                  />
                </div>
                <button
                  type="submit"
                  className="btn btn--primary login__submit"
                  disabled={sending || !hydrated}
                >
                  {sending ? 'Connexion en cours...' : 'Se connecter'}
                </button>
              </form>
              <button
                type="button"
                className="login__switch"
                onClick={() => {
                  setFailure(null);
                  setNoticeHidden(true);
                  setForgot(true);
                }}
              >
                Mot de passe oublié&nbsp;?
              </button>
            </>
          )}
        </div>
      </section>
    </>
  );
}

/** After the password page: the new password is saved, sign in with it. */
function passwordSetNotice(state: unknown): string | null {
  return (state as Partial<PasswordSetState> | null)?.passwordSet
    ? 'Votre mot de passe est enregistré\u00a0: connectez-vous avec lui.'
    : null;
}
