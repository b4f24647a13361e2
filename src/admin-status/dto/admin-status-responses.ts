import { ApiProperty } from '@nestjs/swagger';
import { STATUS_COUNTS_SCHEMA } from '../../contact/dto/contact-responses';
import type { ContactStatus } from '../../contract/follow-up';
import { type MailKind, mailKinds } from '../../contract/mail-kinds';

/** One kind of e-mail in the outbox: how many wait to be sent, how many failed for good. */
export class MailKindCountDto {
  @ApiProperty({ enum: mailKinds })
  kind: MailKind;

  @ApiProperty({ type: 'integer' })
  waiting: number;

  @ApiProperty({ type: 'integer' })
  failed: number;
}

export class EmailsStatusDto {
  @ApiProperty({ description: 'Si les e-mails partent (SMTP configuré)' })
  enabled: boolean;

  @ApiProperty({ type: [MailKindCountDto] })
  kinds: MailKindCountDto[];
}

/** GET /admin/status: what the dashboard shows of the server's own work. */
export class AdminStatusDto {
  @ApiProperty({ type: EmailsStatusDto })
  emails: EmailsStatusDto;

  @ApiProperty({ type: 'integer', description: 'Durée de conservation des demandes, en mois' })
  retentionMonths: number;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Quand le budget horaire des formulaires publics a été atteint (gardé 24 h) ; null sinon',
  })
  publicBudgetExhaustedAt: string | null;

  @ApiProperty({ ...STATUS_COUNTS_SCHEMA, description: 'Toutes les demandes gardées, par statut' })
  contactsByStatus: Record<ContactStatus, number>;

  @ApiProperty({ description: 'false : le rôle du serveur pourrait modifier le journal' })
  journalProtected: boolean;
}

/** POST /admin/emails/retry: how many failed e-mails went back in the queue. */
export class EmailsRetriedDto {
  @ApiProperty({ type: 'integer' })
  retried: number;
}
