import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { queryShape } from '../audit/query-shape';
import { AuditService } from '../audit/audit.service';
import { AuthenticatedAdmin, CurrentAdmin } from '../auth/jwt-auth.guard';
import { Public } from '../common/http/public.decorator';
import { csvDateTime, csvFileName } from '../common/listing/csv';
import { mapBatches, sendCsv } from '../common/listing/csv-response';
import {
  DEFAULT_PAGE_SIZE,
  LIMIT_MESSAGE,
  ListQueryDto,
  SearchQueryDto,
} from '../common/listing/list-query.dto';
import { logger } from '../common/logging/json-logger';
import { SuccessBody } from '../common/openapi/bodies';
import {
  AdminRoute,
  ApiCsvFile,
  ApiInvalid,
  ApiPublicForm,
  ApiRowId,
  TOTAL_COUNT_HEADER,
} from '../common/openapi/decorators';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import type { NewsletterSignupAnswer } from '../contract/newsletter';
import { NewsletterSignupDto, SubscriberDto } from './dto/newsletter-responses';
import { SubscribeNewsletterDto } from './dto/subscribe-newsletter.dto';
import { NewsletterSubscriberView } from './newsletter.entity';
import { NewsletterService } from './newsletter.service';

const SUBSCRIBER_COLUMNS = ['E-mail', "Date d'inscription", 'Version de la notice'];
const NOT_FOUND = 'Abonné introuvable.';
const INVALID_ID = "L'identifiant de l'abonné est invalide.";

/**
 * Administrator only, like every route without @Public(); the sign-up is public (and the links
 * of the e-mails, NewsletterLinksController). Pending sign-ups are never listed: they are not in
 * newsletter_subscriber until confirmed.
 */
@ApiTags('Newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The footer sign-up. Rate-limited like every public POST (PublicThrottlerGuard). A new
   * address, a known one, one waiting for its confirmation and a bot (honeypot) all get the
   * same answer: nobody can learn from it whether an address is subscribed. `confirmation`
   * tells the form whether to mention an e-mail; it follows the configuration only.
   */
  @Public()
  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'S’inscrire à la newsletter' })
  @ApiCreatedResponse({
    description: 'La même réponse pour toute adresse valable',
    type: NewsletterSignupDto,
  })
  @ApiInvalid({ email: "L'email est obligatoire." })
  @ApiPublicForm()
  async subscribe(@Body() dto: SubscribeNewsletterDto): Promise<NewsletterSignupAnswer> {
    const answer: NewsletterSignupAnswer = { success: true, confirmation: this.newsletter.confirmation };
    if (dto.website) {
      logger.event('info', 'newsletter honeypot', {}, 'Newsletter');
      return answer;
    }
    await this.newsletter.subscribe(dto.email);
    return answer;
  }

  /** One page, newest first; the number of subscribers matching the search in X-Total-Count. */
  @Get()
  @AdminRoute('team')
  @ApiOperation({ summary: 'Lister les abonnés, les plus récents d’abord' })
  @ApiOkResponse({ type: [SubscriberDto], headers: TOTAL_COUNT_HEADER })
  @ApiInvalid({ limit: LIMIT_MESSAGE })
  async list(
    @Query() query: ListQueryDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Res({ passthrough: true }) res: Response,
  ): Promise<NewsletterSubscriberView[]> {
    const { items, total } = await this.newsletter.list(
      query.limit ?? DEFAULT_PAGE_SIZE,
      query.before,
      query.q,
    );
    await this.audit.record({ action: 'subscribers_listed', actorId: admin.id, detail: queryShape(query) });
    res.setHeader('X-Total-Count', String(total));
    return items;
  }

  /** Every subscriber matching the search, as a CSV file streamed from the database. */
  @Get('export')
  @AdminRoute()
  @ApiOperation({ summary: 'Exporter en CSV les abonnés correspondant à la recherche' })
  @ApiCsvFile('Les abonnés, un par ligne')
  @ApiInvalid({ q: 'La recherche contient un caractère mal encodé.' })
  async export(
    @Query() query: SearchQueryDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Res() res: Response,
  ): Promise<void> {
    await this.audit.record({
      action: 'subscribers_exported',
      actorId: admin.id,
      detail: queryShape(query, false),
    });
    await sendCsv(
      res,
      csvFileName('abonnes'),
      SUBSCRIBER_COLUMNS,
      mapBatches(this.newsletter.exportRows(query.q), (row) => [
        row.email,
        csvDateTime(row.subscribedAt),
        row.noticeVersion ?? '',
      ]),
    );
  }

  @Delete(':id')
  @AdminRoute()
  @ApiOperation({ summary: 'Désinscrire un abonné' })
  @ApiRowId('Identifiant de l’abonné', INVALID_ID, NOT_FOUND)
  @ApiOkResponse({ type: SuccessBody })
  async remove(
    @Param('id', uuidParam(INVALID_ID)) id: string,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<{ success: true }> {
    if (!(await this.newsletter.remove(id))) {
      throw new NotFoundException({ success: false, message: NOT_FOUND });
    }
    await this.audit.record({ action: 'subscriber_deleted', actorId: admin.id, targetId: id });
    return { success: true };
  }
}
