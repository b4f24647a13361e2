import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { IsIn, IsOptional } from 'class-validator';
import { AuditService } from '../audit/audit.service';
import { AuthenticatedAdmin, CurrentAdmin } from '../auth/jwt-auth.guard';
import { MailKind, mailKinds } from '../contract/mail-kinds';
import { MailOutbox } from '../notifications/mail-outbox';

export class RetryMailDto {
  /** One kind of e-mail; all of them when absent. */
  @IsOptional()
  @IsIn(mailKinds, { message: 'Type d’e-mail inconnu.' })
  kind?: MailKind;
}

/** The dashboard's « Renvoyer » for e-mails that failed for good: administrator only. */
@Controller('admin/emails')
export class EmailRetryController {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly audit: AuditService,
  ) {}

  @Post('retry')
  @HttpCode(200)
  async retry(@Body() dto: RetryMailDto, @CurrentAdmin() admin: AuthenticatedAdmin) {
    const retried = await this.outbox.retryFailed(dto.kind);
    await this.audit.record({ action: 'emails_retried', actorId: admin.id, detail: { count: retried } });
    return { retried };
  }
}
