import { Controller, Delete, Get, Header, Query, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  getSchemaPath,
  ApiExtraModels,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AuditService } from '../audit/audit.service';
import type { AuditDetail } from '../contract/audit-detail';
import { AuthenticatedAdmin, CurrentAdmin } from '../auth/jwt-auth.guard';
import { csvDateTime, csvFileName } from '../common/listing/csv';
import { sendCsv } from '../common/listing/csv-response';
import { AdminRoute, ApiInvalid } from '../common/openapi/decorators';
import { CONTACT_COLUMNS, contactCsvCells } from '../contact/contact-csv';
import { SUBJECT_REQUIRED_MESSAGE, SubjectQueryDto, subjectOf } from './dto/subject-query.dto';
import { SubjectDataDto, SubjectErasedDto, SubjectExportDto } from './dto/subject-responses';
import { SubjectExportQueryDto } from './dto/subject-export-query.dto';
import { SubjectRightsService, SubjectSubscription } from './subject-rights.service';

/** One line per request, then one per subscription, a first column saying which. */
const SUBJECT_COLUMNS = ['Type', ...CONTACT_COLUMNS];

/** An appointment on the requests' columns: name, contacts, its type as the service, its time as the date. */
function appointmentCells(a: {
  name: string;
  email: string | null;
  phone: string;
  type: string;
  message: string;
  start: string;
  status: string;
}): string[] {
  const cells = CONTACT_COLUMNS.map(() => '');
  cells[CONTACT_COLUMNS.indexOf('Nom')] = a.name;
  cells[CONTACT_COLUMNS.indexOf('E-mail')] = a.email ?? '';
  cells[CONTACT_COLUMNS.indexOf('Téléphone')] = a.phone;
  cells[CONTACT_COLUMNS.indexOf('Service')] = a.type;
  cells[CONTACT_COLUMNS.indexOf('Message')] = a.message;
  cells[CONTACT_COLUMNS.indexOf('Date')] = csvDateTime(new Date(a.start));
  cells[CONTACT_COLUMNS.indexOf('Statut')] = a.status;
  return cells;
}

/**
 * A subscription on the requests' columns: its address under « E-mail », its date under
 * « Date », when consent was given and under which notice as for a request.
 */
function subscriptionCells(s: SubjectSubscription): string[] {
  const cells = CONTACT_COLUMNS.map(() => '');
  cells[CONTACT_COLUMNS.indexOf('E-mail')] = s.email;
  cells[CONTACT_COLUMNS.indexOf('Date')] = csvDateTime(s.subscribedAt);
  cells[CONTACT_COLUMNS.indexOf('Consentement')] = s.consentedAt ? csvDateTime(s.consentedAt) : '';
  cells[CONTACT_COLUMNS.indexOf('Version de la notice')] = s.noticeVersion ?? '';
  return cells;
}

/** How the person was looked for (by e-mail or by phone), for the journal; never the value. */
function searchedBy(query: SubjectQueryDto): AuditDetail {
  return { by: query.email !== undefined ? 'e-mail' : 'téléphone' };
}

/**
 * The patient's rights, answered by the administrator without SQL: see, export and erase
 * everything held about one person (requests, newsletter, appointments). Administrator only, like every route without @Public();
 * each call is written in the journal (whether by e-mail or phone, never the address or number).
 */
@ApiTags('Droits des personnes')
@AdminRoute()
@ApiExtraModels(SubjectExportDto)
@Controller('admin/subject')
export class SubjectRightsController {
  constructor(
    private readonly rights: SubjectRightsService,
    private readonly audit: AuditService,
  ) {}

  /** `{contacts: [...], subscriptions: [...]}`, newest first. */
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Tout ce qui est gardé sur une personne (par e-mail ou téléphone)' })
  @ApiOkResponse({ type: SubjectDataDto })
  @ApiInvalid({ email: SUBJECT_REQUIRED_MESSAGE }, SUBJECT_REQUIRED_MESSAGE)
  async find(@Query() query: SubjectQueryDto, @CurrentAdmin() admin: AuthenticatedAdmin): Promise<string> {
    const body = await this.rights.findJson(subjectOf(query));
    await this.audit.record({ action: 'subject_viewed', actorId: admin.id, detail: searchedBy(query) });
    return body;
  }

  /** The same as a file to hand to the patient: JSON (portability) or CSV (a spreadsheet). */
  @Get('export')
  @ApiOperation({ summary: 'Le même, en fichier à remettre à la personne (JSON ou CSV)' })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({
    description: 'Un fichier à enregistrer (Content-Disposition: attachment)',
    content: {
      'application/json': { schema: { $ref: getSchemaPath(SubjectExportDto) } },
      'text/csv': { schema: { type: 'string' } },
    },
  })
  @ApiInvalid({ email: SUBJECT_REQUIRED_MESSAGE }, SUBJECT_REQUIRED_MESSAGE)
  async export(
    @Query() query: SubjectExportQueryDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Res() res: Response,
  ): Promise<void> {
    const held = await this.rights.export(subjectOf(query));
    await this.audit.record({
      action: 'subject_exported',
      actorId: admin.id,
      detail: { ...searchedBy(query), format: query.format === 'csv' ? 'csv' : 'json' },
    });
    if (query.format === 'csv') {
      const rows = [
        ...held.contacts.map((row) => [
          'Demande',
          ...contactCsvCells({ ...row, cursorAt: '', cursorId: '' }),
        ]),
        ...held.subscriptions.map((s) => ['Abonnement à la newsletter', ...subscriptionCells(s)]),
        ...held.appointments.map((a) => ['Rendez-vous en ligne', ...appointmentCells(a)]),
      ];
      await sendCsv(res, csvFileName('donnees-personnelles'), SUBJECT_COLUMNS, [rows]);
      return;
    }
    const name = csvFileName('donnees-personnelles').replace(/\.csv$/, '.json');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(JSON.stringify({ exportedAt: new Date().toISOString(), ...held }, null, 2));
  }

  /** Erases every request and subscription of the person: `{deleted: {contacts, subscriptions}}`. */
  @Delete()
  @ApiOperation({ summary: 'Effacer tout ce qui est gardé sur une personne' })
  @ApiOkResponse({ type: SubjectErasedDto })
  @ApiInvalid({ email: SUBJECT_REQUIRED_MESSAGE }, SUBJECT_REQUIRED_MESSAGE)
  async erase(
    @Query() query: SubjectQueryDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<{ deleted: { contacts: number; subscriptions: number; appointments: number } }> {
    const deleted = await this.rights.erase(subjectOf(query));
    await this.audit.record({
      action: 'subject_erased',
      actorId: admin.id,
      detail: { ...searchedBy(query), ...deleted },
    });
    return { deleted };
  }
}
