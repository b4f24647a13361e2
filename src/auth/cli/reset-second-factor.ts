import { DataSource } from 'typeorm';
import { AuditEvent } from '../../audit/audit-event.entity';
import { AuditRepository } from '../../audit/audit.repository';
import { AdminAccountError } from '../admin-accounts';
import { AdminUser } from '../admin-user.entity';
import { SecondFactorRepository } from '../second-factor.repository';

/**
 * `npm run admin -- reset-2fa <username>`: for a lost phone with no recovery code left.
 * Removes the account's second factor (confirmed or pending) and its recovery codes, and ends
 * every session; the journal records it with no actor (the command line). The password still
 * guards the account, and the administrator can turn the second factor on again from
 * « Sécurité ». The source must know AdminUser, AdminRecoveryCode and AuditEvent.
 */
export async function resetSecondFactor(source: DataSource, username: string): Promise<string> {
  const admin = await source.getRepository(AdminUser).findOne({ where: { username } });
  if (!admin) throw new AdminAccountError(`Aucun compte administrateur « ${username} ».`);
  const removed = await new SecondFactorRepository(source.getRepository(AdminUser)).remove(
    admin.id,
    new Date(),
  );
  if (!removed) return `« ${username} » n’a pas de double authentification : rien à retirer.`;
  await new AuditRepository(source.getRepository(AuditEvent)).insert({
    action: 'mfa_reset',
    targetId: admin.id,
  });
  return (
    `Double authentification de « ${username} » retirée, codes de secours compris ; ` +
    'les sessions ouvertes sont fermées. Réactivez-la depuis « Sécurité » après la connexion.'
  );
}
