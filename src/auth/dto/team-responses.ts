import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_ROLES, type AdminRole } from '../../contract/admin-roles';

/** A member of the team, as the practitioner's list shows them (never a hash or a secret). */
export class TeamMemberDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ example: 'secretariat' })
  username: string;

  @ApiProperty({ type: 'string', nullable: true, example: 'secretariat@example.tn' })
  email: string | null;

  @ApiProperty({ enum: ADMIN_ROLES, enumName: 'AdminRole' })
  role: AdminRole;

  @ApiProperty({ description: 'Désactivé : ne peut plus se connecter' })
  disabled: boolean;

  @ApiProperty({ description: 'Double authentification activée' })
  secondFactor: boolean;

  @ApiProperty({ description: 'Invitation en attente : aucun mot de passe choisi encore' })
  invitationPending: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** A new member: whether the invitation left (false when the server sends no e-mail). */
export class CreatedTeamMemberDto extends TeamMemberDto {
  @ApiProperty({ description: 'false : aucun e-mail configuré (SMTP_URL), le lien n’est pas parti' })
  invitationSent: boolean;
}

export class InvitationSentDto {
  @ApiProperty({ description: 'false : aucun e-mail configuré (SMTP_URL), le lien n’est pas parti' })
  invitationSent: boolean;
}
