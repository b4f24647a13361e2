import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../common/personal-data/personal-data.registry';
import { INVITATION_VALID_HOURS } from '../contract/account-links';
import { AccountTokens } from './account-tokens';

/**
 * The team's own data: staff of the practice, not patients, so the patients' rights do not
 * reach it. An account's address lives as long as the account (a practitioner changes or
 * disables it); the links of invitations and resets go a day after they were used or expired.
 */
@Injectable()
export class TeamPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly tokens: AccountTokens,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'team-accounts',
      label: 'Comptes de l’équipe du cabinet (nom d’utilisateur, adresse e-mail)',
      tables: [{ table: 'admin_user', columns: ['email'] }],
      retention: {
        keptUntilErased:
          'Le compte sert tant que la personne fait partie de l’équipe ; il est désactivé, non supprimé, pour que le journal continue de dire qui a fait quoi.',
      },
      notPerPerson:
        'Ce sont les comptes du personnel du cabinet, non des patients : ils ne se trouvent pas par l’adresse ou le téléphone d’un patient.',
    });
    this.registry.register({
      key: 'account-links',
      label: 'Liens d’invitation et de réinitialisation du mot de passe de l’équipe',
      tables: [{ table: 'admin_account_token', columns: ['admin_id', 'expires_at', 'used_at'] }],
      retention: {
        keptFor: `${INVITATION_VALID_HOURS} heures au plus, puis 1 jour après usage ou expiration`,
        purge: () => this.tokens.purgeSpent(),
        hourly: true,
      },
      notPerPerson:
        'Un lien ne contient que l’empreinte de son jeton et le compte de l’équipe qu’il ouvre, jamais les données d’un patient.',
    });
  }
}
