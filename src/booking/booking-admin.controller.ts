import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AuditService } from '../audit/audit.service';
import { AuthenticatedAdmin, CurrentAdmin } from '../auth/jwt-auth.guard';
import { ApiAccess } from '../common/openapi/decorators';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import {
  ABSENCE_NOT_FOUND,
  ABSENCE_ORDER_MESSAGE,
  BookingSettingsService,
  UNKNOWN_TYPE_MESSAGE,
} from './booking-settings.service';
import { validationFailure } from '../common/validation/validation-failure';
import {
  ALIGNED_MESSAGE,
  APPOINTMENT_NOT_FOUND,
  BookingService,
  CLASH_MESSAGE,
  NOT_MOVABLE_MESSAGE,
  NOT_STARTED_MESSAGE,
  PAST_MESSAGE,
  REQUEST_NOT_FOUND,
  RESTORE_TAKEN_MESSAGE,
} from './booking.service';
import {
  ApiAdminOnly,
  ApiInvalidField,
  ApiInvalidId,
  ApiNotFound,
  ApiRefused,
  BookingConflictDto,
} from './dto/booking-errors.dto';
import {
  AdminConsultationTypeDto,
  AppointmentDto,
  BookingAbsenceDto,
  BookingSuccessDto,
} from './dto/booking-responses.dto';
import {
  AbsenceDto,
  AppointmentChangeDto,
  CHANGE_MESSAGE,
  CreateTypeDto,
  DAY_MESSAGE,
  DayRangeQueryDto,
  LinkRequestDto,
  NAME_MESSAGE,
  PracticeAppointmentDto,
  SettingsDto,
  STATUS_MESSAGE,
  UpdateTypeDto,
} from './dto/booking.dto';
import { weeklyHoursProblem } from './weekly-hours';

const INVALID_APPOINTMENT_ID = 'Identifiant de rendez-vous invalide.';
const INVALID_TYPE_ID = 'Identifiant de type invalide.';
const INVALID_ABSENCE_ID = 'Identifiant d’absence invalide.';
const idParam = (what: string) => ApiParam({ name: 'id', format: 'uuid', description: what });

/** 409 of a time that overlaps another appointment, with the nearest free slots. */
const ApiClash = () =>
  ApiConflictResponse({
    type: BookingConflictDto,
    description:
      'Le créneau chevauche un autre rendez-vous (avec les plus proches encore libres), ou le rendez-vous ne peut changer ainsi.',
    examples: {
      clash: {
        summary: 'Créneau déjà pris',
        value: {
          success: false,
          message: CLASH_MESSAGE,
          alternatives: [{ start: '2026-11-26T10:00:00+01:00', end: '2026-11-26T10:30:00+01:00' }],
        },
      },
      notMovable: {
        summary: 'Rendez-vous non confirmé',
        value: { success: false, message: NOT_MOVABLE_MESSAGE },
      },
      notStarted: { summary: 'Pas encore commencé', value: { success: false, message: NOT_STARTED_MESSAGE } },
      restore: { summary: 'Créneau repris', value: { success: false, message: RESTORE_TAKEN_MESSAGE } },
    },
  });

/** The administrator's agenda and booking settings: administrator only, like every route without @Public(). */
@ApiTags('BookingAdmin')
@ApiAdminOnly()
@Controller('admin')
export class BookingAdminController {
  constructor(
    private readonly booking: BookingService,
    private readonly bookingSettings: BookingSettingsService,
    private readonly audit: AuditService,
  ) {}

  /** Appointments starting between two days (included), cancelled ones too, by start; journaled. */
  @ApiOperation({
    summary: 'Agenda : les rendez-vous entre deux jours',
    description: 'Jours inclus, 62 au plus, annulés compris, par heure de début. La lecture est journalisée.',
  })
  @ApiOkResponse({ type: AppointmentDto, isArray: true })
  @ApiInvalidField('from', DAY_MESSAGE('from'))
  @Get('appointments')
  @ApiAccess('team')
  async appointments(@Query() query: DayRangeQueryDto, @CurrentAdmin() admin: AuthenticatedAdmin) {
    const agenda = await this.booking.agenda(query.from, query.to);
    await this.audit.record({ action: 'agenda_viewed', actorId: admin.id });
    return agenda;
  }

  /**
   * An appointment the practice enters: any time to come on the 5 minutes (its own hours), the
   * type's length; 409 with the nearest free slots when it overlaps another. Journaled.
   */
  @ApiOperation({
    summary: 'Saisir un rendez-vous (par le cabinet)',
    description:
      'Bloque le créneau comme une réservation en ligne, à toute heure à venir choisie par le cabinet ' +
      '(sur 5 minutes, durée du type). Avec une adresse, le patient reçoit la confirmation et son fichier d’agenda.',
  })
  @ApiCreatedResponse({ type: AppointmentDto })
  @ApiRefused('start', PAST_MESSAGE)
  @ApiNotFound(REQUEST_NOT_FOUND)
  @ApiClash()
  @Post('appointments')
  @ApiAccess('team')
  @HttpCode(201)
  async create(@Body() dto: PracticeAppointmentDto, @CurrentAdmin() admin: AuthenticatedAdmin) {
    const appointment = await this.booking.createByPractice(dto, admin.id);
    await this.audit.record({ action: 'appointment_created', actorId: admin.id, targetId: appointment._id });
    return appointment;
  }

  @ApiOperation({
    summary: 'Déplacer un rendez-vous, ou changer son statut',
    description:
      '`start` le déplace (même durée, même entrée d’agenda, le patient prévenu avec le fichier mis à jour) ; ' +
      '`status` le dit honoré ou absent (une fois commencé), l’annule (le patient prévenu d’un rendez-vous à venir) ' +
      'ou rétablit un rendez-vous annulé. L’un ou l’autre, pas les deux.',
  })
  @idParam('Le rendez-vous.')
  @ApiOkResponse({ type: AppointmentDto })
  @ApiInvalidField('status', STATUS_MESSAGE)
  @ApiRefused('start', ALIGNED_MESSAGE)
  @ApiNotFound(APPOINTMENT_NOT_FOUND)
  @ApiClash()
  @Patch('appointments/:id')
  @ApiAccess('team')
  async change(
    @Param('id', uuidParam(INVALID_APPOINTMENT_ID)) id: string,
    @Body() dto: AppointmentChangeDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ) {
    if ((dto.start === undefined) === (dto.status === undefined)) {
      throw validationFailure(
        [[dto.start === undefined ? 'status' : 'start', CHANGE_MESSAGE]],
        CHANGE_MESSAGE,
      );
    }
    if (dto.start !== undefined) {
      const moved = await this.booking.moveByPractice(id, dto.start);
      await this.audit.record({ action: 'appointment_moved', actorId: admin.id, targetId: id });
      return moved;
    }
    const appointment = await this.booking.setStatus(id, dto.status!, admin.id);
    await this.audit.record({ action: 'appointment_status_changed', actorId: admin.id, targetId: id });
    return appointment;
  }

  /** Links the appointment to a contact request by hand (`{requestId}`); answers the appointment. */
  @ApiOperation({ summary: 'Lier un rendez-vous à une demande de contact' })
  @idParam('Le rendez-vous.')
  @ApiOkResponse({ type: AppointmentDto })
  @ApiInvalidId(INVALID_APPOINTMENT_ID)
  @ApiNotFound(REQUEST_NOT_FOUND)
  @Post('appointments/:id/link')
  @ApiAccess('team')
  @HttpCode(200)
  async link(
    @Param('id', uuidParam(INVALID_APPOINTMENT_ID)) id: string,
    @Body() dto: LinkRequestDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ) {
    const appointment = await this.booking.linkRequest(id, dto.requestId, admin.id);
    await this.audit.record({ action: 'appointment_linked', actorId: admin.id, targetId: id });
    return appointment;
  }

  @ApiOperation({ summary: 'Tous les types de consultation, inactifs compris' })
  @ApiOkResponse({ type: AdminConsultationTypeDto, isArray: true })
  @Get('booking/types')
  @ApiAccess('team')
  types() {
    return this.bookingSettings.allTypes();
  }

  @ApiOperation({ summary: 'Ajouter un type de consultation' })
  @ApiCreatedResponse({ type: AdminConsultationTypeDto })
  @ApiInvalidField('name', NAME_MESSAGE)
  @Post('booking/types')
  @ApiAccess('practitioner')
  @HttpCode(201)
  createType(@Body() dto: CreateTypeDto) {
    return this.bookingSettings.createType(dto);
  }

  @ApiOperation({ summary: 'Modifier un type de consultation (ou le retirer aux patients)' })
  @idParam('Le type de consultation.')
  @ApiOkResponse({ type: AdminConsultationTypeDto })
  @ApiInvalidField('name', NAME_MESSAGE)
  @ApiNotFound(UNKNOWN_TYPE_MESSAGE)
  @Patch('booking/types/:id')
  @ApiAccess('practitioner')
  updateType(@Param('id', uuidParam(INVALID_TYPE_ID)) id: string, @Body() dto: UpdateTypeDto) {
    return this.bookingSettings.updateType(id, dto);
  }

  @ApiOperation({ summary: 'Horaires de la semaine, délai de prévenance et horizon' })
  @ApiOkResponse({ type: SettingsDto })
  @Get('booking/settings')
  @ApiAccess('practitioner')
  settings() {
    return this.bookingSettings.settings();
  }

  @ApiOperation({
    summary: 'Enregistrer horaires, délai de prévenance et horizon',
    description: 'Répond les réglages enregistrés, chaque jour de 1 à 7 présent (un jour omis est fermé).',
  })
  @ApiOkResponse({ type: SettingsDto })
  @ApiRefused('weeklyHours', weeklyHoursProblem({ 1: [['14:00', '12:00']] })!)
  @Put('booking/settings')
  @ApiAccess('practitioner')
  saveSettings(@Body() dto: SettingsDto) {
    return this.bookingSettings.saveSettings(dto);
  }

  @ApiOperation({ summary: 'Absences entre deux jours', description: 'Jours inclus, 400 au plus.' })
  @ApiOkResponse({ type: BookingAbsenceDto, isArray: true })
  @ApiInvalidField('from', DAY_MESSAGE('from'))
  @Get('booking/absences')
  @ApiAccess('team')
  absences(@Query() query: DayRangeQueryDto) {
    return this.bookingSettings.absences(query.from, query.to);
  }

  @ApiOperation({ summary: 'Ajouter une absence (aucun créneau proposé pendant)' })
  @ApiCreatedResponse({ type: BookingAbsenceDto })
  @ApiRefused('end', ABSENCE_ORDER_MESSAGE)
  @Post('booking/absences')
  @ApiAccess('team')
  @HttpCode(201)
  addAbsence(@Body() dto: AbsenceDto) {
    return this.bookingSettings.addAbsence(new Date(dto.start), new Date(dto.end), dto.reason ?? null);
  }

  @ApiOperation({ summary: 'Supprimer une absence' })
  @idParam('L’absence.')
  @ApiOkResponse({ type: BookingSuccessDto })
  @ApiInvalidId(INVALID_ABSENCE_ID)
  @ApiNotFound(ABSENCE_NOT_FOUND)
  @Delete('booking/absences/:id')
  @ApiAccess('team')
  async removeAbsence(@Param('id', uuidParam(INVALID_ABSENCE_ID)) id: string): Promise<{ success: true }> {
    await this.bookingSettings.removeAbsence(id);
    return { success: true };
  }
}
