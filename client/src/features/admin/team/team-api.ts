import type { AdminRole } from '@contract/admin-roles';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type TeamMember = components['schemas']['TeamMemberDto'];
export type CreatedTeamMember = components['schemas']['CreatedTeamMemberDto'];
export type NewTeamMember = components['schemas']['CreateUserDto'];

export async function fetchTeam(): Promise<TeamMember[]> {
  const { data } = await unwrap(api.GET('/admin/users'));
  return Array.isArray(data) ? data : [];
}

export async function inviteMember(member: NewTeamMember): Promise<CreatedTeamMember> {
  return (await unwrap(api.POST('/admin/users', { body: member }))).data;
}

export async function updateMember(
  id: string,
  change: { role?: AdminRole; disabled?: boolean },
): Promise<TeamMember> {
  return (await unwrap(api.PATCH('/admin/users/{id}', { params: { path: { id } }, body: change }))).data;
}

/** Sends the invitation again (a new link; the previous one stops working): whether an e-mail left. */
export async function resendInvitation(id: string): Promise<boolean> {
  return (await unwrap(api.POST('/admin/users/{id}/invitation', { params: { path: { id } } }))).data
    .invitationSent;
}

/** « actif », « invitation en attente » or « désactivé »: disabled first, whatever else is true. */
export function memberState(member: Pick<TeamMember, 'disabled' | 'invitationPending'>): string {
  if (member.disabled) return 'Désactivé';
  return member.invitationPending ? 'Invitation en attente' : 'Actif';
}

/** What to say once an invitation was asked for: sent, or why not and what to do instead. */
export function invitationNotice(username: string, email: string | null, sent: boolean): string {
  if (sent) return `Invitation envoyée à ${email ?? username}.`;
  return (
    `Le compte «\u00a0${username}\u00a0» est créé, mais aucun e-mail n’a pu partir\u00a0: l’envoi d’e-mails ` +
    'n’est pas configuré sur le serveur. Configurez-le (SMTP_URL), puis utilisez «\u00a0Renvoyer l’invitation\u00a0».'
  );
}
