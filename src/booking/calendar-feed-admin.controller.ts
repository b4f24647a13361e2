import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditService } from '../audit/audit.service';
import { AuthenticatedAdmin, CurrentAdmin } from '../auth/jwt-auth.guard';
import { CalendarFeedService } from './calendar-feed.service';
import { ApiAdminOnly } from './dto/booking-errors.dto';
import { BookingSuccessDto, CalendarFeedCreatedDto, CalendarFeedStateDto } from './dto/booking-responses.dto';

/**
 * The calendar feed's secret address, administrator only: whether one exists, a new one (shown
 * once, the previous one revoked), or none. Making and revoking are journaled.
 */
@ApiTags('CalendarFeed')
@ApiAdminOnly()
@Controller('admin/calendar-feed')
export class CalendarFeedAdminController {
  constructor(
    private readonly feeds: CalendarFeedService,
    private readonly audit: AuditService,
  ) {}

  @ApiOperation({
    summary: 'L’abonnement à l’agenda existe-t-il ?',
    description: 'Depuis quand ; l’adresse elle-même ne peut plus être montrée.',
  })
  @ApiOkResponse({ type: CalendarFeedStateDto })
  @Get()
  state() {
    return this.feeds.state();
  }

  @ApiOperation({
    summary: 'Créer ou renouveler l’adresse d’abonnement à l’agenda',
    description: 'Répond l’adresse complète, une seule fois ; la précédente cesse aussitôt de fonctionner.',
  })
  @ApiCreatedResponse({ type: CalendarFeedCreatedDto })
  @Post()
  @HttpCode(201)
  async create(@CurrentAdmin() admin: AuthenticatedAdmin) {
    const created = await this.feeds.create();
    await this.audit.record({ action: 'calendar_feed_created', actorId: admin.id });
    return created;
  }

  @ApiOperation({
    summary: 'Révoquer l’adresse d’abonnement à l’agenda',
    description: 'Les agendas abonnés ne reçoivent plus rien ; sans adresse, répond de même.',
  })
  @ApiOkResponse({ type: BookingSuccessDto })
  @Delete()
  async revoke(@CurrentAdmin() admin: AuthenticatedAdmin): Promise<{ success: true }> {
    if (await this.feeds.revoke())
      await this.audit.record({ action: 'calendar_feed_revoked', actorId: admin.id });
    return { success: true };
  }
}
