// « Équipe »: the team's accounts, the invitations, the roles, disabling and re-enabling.

import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRole } from '@contract/admin-roles';
import { UserPlus } from 'lucide-react';
import { FormEvent, useCallback, useEffect, useState } from 'react';
import { failureText, isUnauthorized } from '../admin-api';
import { ListFailure, ListLoading } from '../ListStatus';
import {
  fetchTeam,
  invitationNotice,
  inviteMember,
  memberState,
  resendInvitation,
  type TeamMember,
  updateMember,
} from './team-api';

type Notice = { kind: 'ok' | 'error'; text: string };

/**
 * The practitioner's screen of the team: who may sign in, with which role, whether their
 * invitation still waits and whether they protect their account with a second factor. Nobody is
 * deleted (the journal keeps naming who did what): an account is disabled. The server's refusals
 * (the last practitioner, a name already taken…) are shown as it words them.
 */
export function TeamSection({
  currentUserId,
  onUnauthorized,
}: {
  currentUserId: string | null;
  onUnauthorized(): void;
}) {
  const [members, setMembers] = useState<TeamMember[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    let current = true;
    fetchTeam().then(
      (list) => current && setMembers(list),
      (error: unknown) => {
        if (!current) return;
        if (isUnauthorized(error)) onUnauthorized();
        else setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, onUnauthorized]);

  const fail = useCallback(
    (error: unknown) => {
      if (isUnauthorized(error)) return onUnauthorized();
      setNotice({ kind: 'error', text: failureText(error) });
    },
    [onUnauthorized],
  );

  const replace = (updated: TeamMember) =>
    setMembers((list) => list && list.map((m) => (m._id === updated._id ? updated : m)));

  const change = async (
    member: TeamMember,
    patch: { role?: AdminRole; disabled?: boolean },
    done: string,
  ) => {
    setBusyId(member._id);
    setNotice(null);
    try {
      replace(await updateMember(member._id, patch));
      setNotice({ kind: 'ok', text: done });
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
    }
  };

  const toggle = (member: TeamMember) => {
    const disabling = !member.disabled;
    const question = disabling
      ? `Désactiver le compte «\u00a0${member.username}\u00a0»\u00a0? Ses sessions prennent fin aussitôt et il ne pourra plus se connecter.`
      : `Réactiver le compte «\u00a0${member.username}\u00a0»\u00a0?`;
    if (!window.confirm(question)) return;
    void change(
      member,
      { disabled: disabling },
      disabling
        ? `Le compte «\u00a0${member.username}\u00a0» est désactivé.`
        : `Le compte «\u00a0${member.username}\u00a0» est réactivé.`,
    );
  };

  const resend = async (member: TeamMember) => {
    setBusyId(member._id);
    setNotice(null);
    try {
      const sent = await resendInvitation(member._id);
      setNotice({ kind: sent ? 'ok' : 'error', text: invitationNotice(member.username, member.email, sent) });
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
    }
  };

  let body;
  if (failed)
    body = (
      <ListFailure
        message={null}
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  else if (!members) body = <ListLoading />;
  else
    body = (
      <div className="admin-table-wrap">
        <table className="admin-table team-table">
          <caption className="visually-hidden">Comptes de l’équipe</caption>
          <thead>
            <tr>
              <th scope="col">Nom d’utilisateur</th>
              <th scope="col">E-mail</th>
              <th scope="col">Rôle</th>
              <th scope="col">État</th>
              <th scope="col">Double authentification</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const busy = busyId === member._id;
              const self = member._id === currentUserId;
              return (
                <tr key={member._id} data-testid="team-member">
                  <th scope="row" className="team-table__name">
                    {member.username}
                    {self && <span className="admin-muted"> (vous)</span>}
                  </th>
                  <td>{member.email ?? '—'}</td>
                  <td>
                    <label className="visually-hidden" htmlFor={`team-role-${member._id}`}>
                      Rôle de {member.username}
                    </label>
                    <select
                      id={`team-role-${member._id}`}
                      value={member.role}
                      disabled={busy}
                      onChange={(event) => {
                        const role = event.target.value as AdminRole;
                        void change(
                          member,
                          { role },
                          `«\u00a0${member.username}\u00a0» a maintenant le rôle ${ADMIN_ROLE_LABELS[role].toLowerCase()}.`,
                        );
                      }}
                    >
                      {ADMIN_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ADMIN_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <span className="admin-badge" data-state={member.disabled ? 'disabled' : undefined}>
                      {memberState(member)}
                    </span>
                  </td>
                  <td>{member.secondFactor ? 'Activée' : 'Non activée'}</td>
                  <td className="admin-actions team-table__actions">
                    {member.invitationPending && !member.disabled && (
                      <button
                        type="button"
                        className="admin-button"
                        disabled={busy}
                        onClick={() => void resend(member)}
                      >
                        Renvoyer l’invitation<span className="visually-hidden"> à {member.username}</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className={member.disabled ? 'admin-button' : 'admin-button admin-button--danger'}
                      disabled={busy}
                      onClick={() => toggle(member)}
                    >
                      {member.disabled ? 'Réactiver' : 'Désactiver'}
                      <span className="visually-hidden"> {member.username}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <section className="admin-section team" aria-labelledby="team-title">
      <div className="admin-toolbar">
        <h2 id="team-title" className="admin-section__title">
          L’équipe du cabinet
        </h2>
      </div>
      <p className="admin-section__intro">
        Le praticien accède à tout&nbsp;; le secrétariat aux demandes, à l’agenda, à la newsletter et à son
        propre compte. Un compte n’est jamais supprimé&nbsp;: il est désactivé, pour que le journal garde qui
        a fait quoi.
      </p>
      {notice && (
        <p
          className={notice.kind === 'ok' ? 'admin-notice' : 'admin-error admin-error--inline'}
          role={notice.kind === 'ok' ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      )}
      <div aria-busy={members === null && !failed}>{body}</div>
      <InviteForm
        onInvited={(created) => {
          setMembers((list) => list && [...list, created]);
          setNotice({
            kind: created.invitationSent ? 'ok' : 'error',
            text: invitationNotice(created.username, created.email, created.invitationSent),
          });
        }}
        onFailure={fail}
      />
    </section>
  );
}

/** « Inviter une personne »: a name to sign in with, the address the invitation goes to, a role. */
function InviteForm({
  onInvited,
  onFailure,
}: {
  onInvited(created: TeamMember & { invitationSent: boolean }): void;
  onFailure(error: unknown): void;
}) {
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSending(true);
    try {
      const created = await inviteMember({
        username: String(data.get('username') ?? '').trim(),
        email: String(data.get('email') ?? '').trim(),
        role: String(data.get('role')) as AdminRole,
      });
      form.reset();
      onInvited(created);
    } catch (error) {
      onFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="team-invite"
      aria-labelledby="team-invite-title"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="team-invite-title" className="agenda-settings__title">
        Inviter une personne
      </h3>
      <p className="admin-muted">
        La personne reçoit un lien, valable 72&nbsp;heures, pour choisir son mot de passe.
      </p>
      <div className="team-invite__fields">
        <label>
          Nom d’utilisateur
          <input name="username" required maxLength={64} autoComplete="off" />
        </label>
        <label>
          E-mail
          <input name="email" type="email" required maxLength={254} autoComplete="off" />
        </label>
        <label>
          Rôle
          <select name="role" defaultValue="secretary">
            {ADMIN_ROLES.map((role) => (
              <option key={role} value={role}>
                {ADMIN_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" className="admin-button" disabled={sending}>
        <UserPlus aria-hidden="true" />
        Inviter
      </button>
    </form>
  );
}
