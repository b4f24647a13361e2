import { randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Headers,
  HttpCode,
  NotFoundException,
  Param,
  Patch,
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
import { mapBatches, sendCsv } from '../common/listing/csv-response';
import { csvFileName } from '../common/listing/csv';
import { DEFAULT_PAGE_SIZE, LIMIT_MESSAGE } from '../common/listing/list-query.dto';
import { logger } from '../common/logging/json-logger';
import { SuccessBody } from '../common/openapi/bodies';
import {
  AdminRoute,
  ApiCsvFile,
  ApiIdempotencyKey,
  ApiInvalid,
  ApiPublicForm,
  ApiRowId,
  TOTAL_COUNT_HEADER,
} from '../common/openapi/decorators';
import { idempotencyKey } from '../common/validation/idempotency-key';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { CONTACT_COLUMNS, contactCsvCells } from './contact-csv';
import { ContactService } from './contact.service';
import { ChangeFollowUpDto } from './dto/change-follow-up.dto';
import { ContactExportQueryDto, ContactListQueryDto, STATUS_MESSAGE } from './dto/contact-list-query.dto';
import { CreateContactDto } from './dto/create-contact.dto';
import { CreateNoteDto } from './dto/create-note.dto';
import { ContactCreatedDto, ContactNoteDto, ContactRecordDto, ContactRowDto } from './dto/contact-responses';

const NOT_FOUND = 'Demande de contact introuvable.';
const INVALID_ID = "L'identifiant de la demande est invalide.";
const contactId = () => uuidParam(INVALID_ID);
const ApiContactId = () => ApiRowId('Identifiant de la demande', INVALID_ID, NOT_FOUND);

@ApiTags('Demandes de contact')
@Controller('contact')
export class ContactController {
  constructor(
    private readonly contacts: ContactService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Rate-limited like every public POST (PublicThrottlerGuard). An `Idempotency-Key` header
   * makes a second send of the same press answer the first request's `_id` (201 again) instead
   * of storing and notifying it twice; a key sent again with another body is answered the same
   * way (the first request stands, the new body is not stored).
   */
  @Public()
  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Envoyer une demande de contact (questionnaire ou page Contact)' })
  @ApiIdempotencyKey()
  @ApiCreatedResponse({ description: 'Demande enregistrée', type: ContactCreatedDto })
  @ApiInvalid({ name: 'Le nom complet est obligatoire.', phone: 'Le numéro de téléphone est obligatoire.' })
  @ApiPublicForm()
  async create(
    @Body() dto: CreateContactDto,
    @Headers('idempotency-key') key: string | undefined,
  ): Promise<{ success: true; _id: string }> {
    const checkedKey = idempotencyKey(key);
    if (dto.website) {
      // A bot filled the hidden field: answer exactly like a success, store nothing.
      logger.event('info', 'contact honeypot', {}, 'Contact');
      return { success: true, _id: randomUUID() };
    }
    const { id, replayed } = await this.contacts.create(dto, checkedKey);
    logger.event('info', replayed ? 'contact replayed' : 'contact created', { contactId: id }, 'Contact');
    return { success: true, _id: id };
  }

  /**
   * One page, newest first; the number of requests matching the search in X-Total-Count.
   * The JSON text comes from PostgreSQL as it is (ContactService.listJson).
   */
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @AdminRoute('team')
  @ApiOperation({ summary: 'Lister les demandes, les plus récentes d’abord' })
  @ApiOkResponse({ type: [ContactRowDto], headers: TOTAL_COUNT_HEADER })
  @ApiInvalid({ limit: LIMIT_MESSAGE })
  async list(
    @Query() query: ContactListQueryDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const { body, total } = await this.contacts.listJson(query.limit ?? DEFAULT_PAGE_SIZE, query.before, {
      q: query.q,
      status: query.status,
      due: query.due === '1',
    });
    await this.audit.record({ action: 'contacts_listed', actorId: admin.id, detail: queryShape(query) });
    res.setHeader('X-Total-Count', String(total));
    return body;
  }

  /** Every request matching the search, as a CSV file streamed from the database. */
  @Get('export')
  @AdminRoute()
  @ApiOperation({ summary: 'Exporter en CSV les demandes correspondant à la recherche' })
  @ApiCsvFile('Les demandes, une par ligne')
  @ApiInvalid({ status: STATUS_MESSAGE })
  async export(
    @Query() query: ContactExportQueryDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Res() res: Response,
  ): Promise<void> {
    await this.audit.record({
      action: 'contacts_exported',
      actorId: admin.id,
      detail: queryShape(query, false),
    });
    const batches = this.contacts.exportRows({ q: query.q, status: query.status, due: query.due === '1' });
    await sendCsv(res, csvFileName('contacts'), CONTACT_COLUMNS, mapBatches(batches, contactCsvCells));
  }

  /**
   * One request, as the list shows it, with its follow-up (`notes` and `history`, newest first);
   * reading it is written in the journal.
   */
  @Get(':id')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @AdminRoute('team')
  @ApiOperation({ summary: 'Lire une demande avec ses notes et son historique' })
  @ApiContactId()
  @ApiOkResponse({ type: ContactRecordDto })
  async detail(
    @Param('id', contactId()) id: string,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<string> {
    const body = await this.contacts.detailJson(id);
    if (body === null) throw new NotFoundException({ success: false, message: NOT_FOUND });
    await this.audit.record({ action: 'contact_viewed', actorId: admin.id, targetId: id });
    return body;
  }

  /** Changes the status and/or the call-back time; answers the request as GET /api/contact/:id does. */
  @Patch(':id')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @AdminRoute('team')
  @ApiOperation({ summary: 'Changer le statut ou la date de rappel d’une demande' })
  @ApiContactId()
  @ApiOkResponse({ description: 'La demande telle qu’elle est maintenant', type: ContactRecordDto })
  async changeFollowUp(
    @Param('id', contactId()) id: string,
    @Body() dto: ChangeFollowUpDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<string> {
    const change = {
      status: dto.status,
      followUpAt:
        dto.followUpAt === undefined ? undefined : dto.followUpAt === null ? null : new Date(dto.followUpAt),
    };
    if (!(await this.contacts.changeFollowUp(id, change, admin.id))) {
      throw new NotFoundException({ success: false, message: NOT_FOUND });
    }
    // Which fields changed, and the status (one of a few words); a date or a text stays out.
    const fields = (['status', 'followUpAt'] as const).filter((field) => dto[field] !== undefined);
    await this.audit.record({
      action: 'follow_up_changed',
      actorId: admin.id,
      targetId: id,
      detail: dto.status ? { fields, status: dto.status } : { fields },
    });
    const body = await this.contacts.detailJson(id);
    if (body === null) throw new NotFoundException({ success: false, message: NOT_FOUND }); // deleted meanwhile
    return body;
  }

  /** Adds a note to the request: 201 `{_id, text, createdAt}`. */
  @Post(':id/notes')
  @HttpCode(201)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @AdminRoute('team')
  @ApiOperation({ summary: 'Ajouter une note à une demande' })
  @ApiContactId()
  @ApiCreatedResponse({ type: ContactNoteDto })
  async addNote(
    @Param('id', contactId()) id: string,
    @Body() dto: CreateNoteDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<string> {
    const note = await this.contacts.addNote(id, dto.text, admin.id);
    if (note === null) throw new NotFoundException({ success: false, message: NOT_FOUND });
    // That a note was written on this request, never what it says.
    await this.audit.record({ action: 'note_added', actorId: admin.id, targetId: id });
    return note;
  }

  @Delete(':id')
  @AdminRoute()
  @ApiOperation({ summary: 'Supprimer une demande' })
  @ApiContactId()
  @ApiOkResponse({ type: SuccessBody })
  async remove(
    @Param('id', contactId()) id: string,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<{ success: true }> {
    if (!(await this.contacts.remove(id))) {
      throw new NotFoundException({ success: false, message: NOT_FOUND });
    }
    await this.audit.record({ action: 'contact_deleted', actorId: admin.id, targetId: id });
    return { success: true };
  }
}
