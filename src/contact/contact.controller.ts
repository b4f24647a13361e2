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
  ParseUUIDPipe,
  Post,
} from '@nestjs/common';
import { logger } from '../common/logging/json-logger';
import { validationFailure } from '../common/validation/validation-failure';
import { Public } from '../auth/public.decorator';
import { ContactService } from './contact.service';
import { CreateContactDto } from './dto/create-contact.dto';

/** A malformed id is a 400 in our usual shape (and never reaches PostgreSQL's uuid parser). */
class ContactIdPipe extends ParseUUIDPipe {
  constructor() {
    super({
      exceptionFactory: () =>
        validationFailure([['id', 'Identifiant invalide.']], "L'identifiant de la demande est invalide."),
    });
  }
}

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

  /** The JSON text comes from PostgreSQL as it is (ContactService.findAllJson). */
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  findAll(): Promise<string> {
    return this.contacts.findAllJson();
  }

  @Delete(':id')
  async remove(@Param('id', ContactIdPipe) id: string): Promise<{ success: true }> {
    if (!(await this.contacts.remove(id))) {
      throw new NotFoundException({ success: false, message: 'Demande de contact introuvable.' });
    }
    return { success: true };
  }
}
