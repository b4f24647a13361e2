import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/http/public.decorator';
import { CalendarFeedService, FEED_NOT_FOUND } from './calendar-feed.service';
import { ApiNotFound, ApiTooMany } from './dto/booking-errors.dto';

/**
 * The practice's calendar feed, the one address calendar programs subscribe to. Public (a
 * calendar cannot sign in): its secret is in the address, and a read counts in the per-client
 * budget of public reads like the slots.
 */
@ApiTags('CalendarFeed')
@Controller('calendar')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @ApiOperation({
    summary: 'L’agenda du cabinet, pour un abonnement (iCalendar)',
    description:
      'Les rendez-vous non annulés, de 30 jours avant à 180 jours après : type et prénom avec initiale du ' +
      'nom seulement. L’adresse est secrète, révocable, donnée une fois par POST /api/admin/calendar-feed.',
  })
  @ApiParam({ name: 'file', description: 'Le jeton de l’adresse suivi de .ics', example: 'Yx3…Q.ics' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({
    description: 'Un fichier iCalendar (RFC 5545).',
    content: { 'text/calendar': { schema: { type: 'string' } } },
  })
  @ApiNotFound(FEED_NOT_FOUND)
  @ApiTooMany()
  @Public()
  @Get(':file')
  async feed(@Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const body = await this.feeds.feed(file);
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    // Each read is the agenda as it is now; and no shared cache may keep a copy of it.
    response.setHeader('Cache-Control', 'private, no-store');
    return body;
  }
}
