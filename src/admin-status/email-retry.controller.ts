import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AuditService } from '../audit/audit.service';
import { AuthenticatedAdmin, CurrentAdmin } from '../auth/jwt-auth.guard';
import { AdminRoute, ApiInvalid } from '../common/openapi/decorators';
import { MailKind, mailKinds } from '../contract/mail-kinds';
import { MailOutbox } from '../notifications/mail-outbox';
import { EmailsRetriedDto } from './dto/admin-status-responses';

const UNKNOWN_KIND_MESSAGE = 'Type d’e-mail inconnu.';

export class RetryMailDto {
  /** One kind of e-mail; all of them when absent. */
  @IsOptional()
  @IsIn(mailKinds, { message: UNKNOWN_KIND_MESSAGE })
  @ApiPropertyOptional({ enum: mailKinds, description: 'Un type d’e-mail ; tous quand absent' })
  kind?: MailKind;
}

/** The dashboard's « Renvoyer » for e-mails that failed for good: administrator only. */
@ApiTags('Tableau de bord')
@AdminRoute()
@Controller('admin/emails')
export class EmailRetryController {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly audit: AuditService,
  ) {}

  @Post('retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Renvoyer les e-mails en échec définitif' })
  @ApiOkResponse({ type: EmailsRetriedDto })
  @ApiInvalid({ kind: UNKNOWN_KIND_MESSAGE })
  async retry(
    @Body() dto: RetryMailDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<EmailsRetriedDto> {
    const retried = await this.outbox.retryFailed(dto.kind);
    await this.audit.record({ action: 'emails_retried', actorId: admin.id, detail: { count: retried } });
    return { retried };
  }
}
