import { ApiProperty } from '@nestjs/swagger';
import type { AuditDetail } from '../../contract/audit-detail';

/** An entry of the journal: who did what to which row, identifiers only (AuditRepository.pageJson). */
export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ example: 'contacts_listed' })
  action: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'La demande, l’abonné… visé ; null : aucun' })
  targetId: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'L’administrateur ; null : le patient lui-même, ou la ligne de commande',
  })
  actorId: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'docteur',
    description:
      'Le nom d’utilisateur du compte qui a agi ; null : le patient, la ligne de commande ou une tâche',
  })
  actorUsername: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Le réseau du client (IPv4 /24, IPv6 /48) ; null : inconnu',
  })
  ip: string | null;

  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: {
      oneOf: [
        { type: 'string' },
        { type: 'number' },
        { type: 'boolean' },
        { type: 'array', items: { type: 'string' } },
      ],
    },
    description: 'Comment l’action a été faite (filtres d’une liste, champs changés…), jamais sur qui',
    example: { q: 'texte', page: 'première' },
  })
  detail: AuditDetail | null;

  @ApiProperty({ format: 'date-time' })
  at: string;
}
