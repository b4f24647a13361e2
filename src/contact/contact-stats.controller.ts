import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminRoute, ApiInvalid } from '../common/openapi/decorators';
import { ContactStatsRepository } from './contact-stats.repository';
import { ContactStatsDto } from './dto/contact-responses';
import { StatsQueryDto, WEEKS_MESSAGE } from './dto/stats-query.dto';

/**
 * Administrator only, like every route without @Public(): the figures the practice steers by.
 * Not written in the journal: they are counts by week, source, service and status, which name
 * nobody (the journal is for what was done to personal data).
 */
@ApiTags('Statistiques')
@AdminRoute()
@Controller('admin/stats')
export class ContactStatsController {
  constructor(private readonly figures: ContactStatsRepository) {}

  /** `?weeks=` from 1 to 104, 12 by default (see ContactStatsRepository.statsJson). */
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Les chiffres des demandes sur les dernières semaines' })
  @ApiOkResponse({ type: ContactStatsDto })
  @ApiInvalid({ weeks: WEEKS_MESSAGE })
  stats(@Query() query: StatsQueryDto): Promise<string> {
    return this.figures.statsJson(query.weeks ?? 12);
  }
}
