import { Controller, Get, Header, Query } from '@nestjs/common';
import { ContactRepository } from './contact.repository';
import { StatsQueryDto } from './dto/stats-query.dto';

/** Administrator only, like every route without @Public(): the figures the practice steers by. */
@Controller('admin/stats')
export class ContactStatsController {
  constructor(private readonly contacts: ContactRepository) {}

  /** `?weeks=` from 1 to 104, 12 by default (see ContactRepository.statsJson). */
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  stats(@Query() query: StatsQueryDto): Promise<string> {
    return this.contacts.statsJson(query.weeks ?? 12);
  }
}
