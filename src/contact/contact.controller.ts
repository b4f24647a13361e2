import { randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../common/http/public.decorator';
import { mapBatches, sendCsv } from '../common/listing/csv-response';
import { csvFileName } from '../common/listing/csv';
import { DEFAULT_PAGE_SIZE, ListQueryDto, SearchQueryDto } from '../common/listing/list-query.dto';
import { logger } from '../common/logging/json-logger';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { CONTACT_COLUMNS, contactCsvCells } from './contact-csv';
import { ContactService } from './contact.service';
import { CreateContactDto } from './dto/create-contact.dto';

@Controller('contact')
export class ContactController {
  constructor(private readonly contacts: ContactService) {}

  /** Rate-limited like every public POST (PublicPostThrottlerGuard). */
  @Public()
  @Post()
  @HttpCode(201)
  async create(@Body() dto: CreateContactDto): Promise<{ success: true; _id: string }> {
    if (dto.website) {
      // A bot filled the hidden field: answer exactly like a success, store nothing.
      logger.event('info', 'contact honeypot', {}, 'Contact');
      return { success: true, _id: randomUUID() };
    }
    const row = await this.contacts.create(dto);
    logger.event('info', 'contact created', { contactId: row.id }, 'Contact');
    return { success: true, _id: row.id };
  }

  /**
   * One page, newest first; the number of requests matching the search in X-Total-Count.
   * The JSON text comes from PostgreSQL as it is (ContactService.listJson).
   */
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const { body, total } = await this.contacts.listJson(
      query.limit ?? DEFAULT_PAGE_SIZE,
      query.before,
      query.q,
    );
    res.setHeader('X-Total-Count', String(total));
    return body;
  }

  /** Every request matching the search, as a CSV file streamed from the database. */
  @Get('export')
  async export(@Query() query: SearchQueryDto, @Res() res: Response): Promise<void> {
    const batches = this.contacts.exportRows(query.q);
    await sendCsv(res, csvFileName('contacts'), CONTACT_COLUMNS, mapBatches(batches, contactCsvCells));
  }

  @Delete(':id')
  async remove(
    @Param('id', uuidParam("L'identifiant de la demande est invalide.")) id: string,
  ): Promise<{ success: true }> {
    if (!(await this.contacts.remove(id))) {
      throw new NotFoundException({ success: false, message: 'Demande de contact introuvable.' });
    }
    return { success: true };
  }
}
