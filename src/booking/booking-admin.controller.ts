import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { AuthenticatedAdmin, CurrentAdmin } from '../auth/jwt-auth.guard';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { BookingSettingsService } from './booking-settings.service';
import { BookingService } from './booking.service';
import {
  AbsenceDto,
  AppointmentStatusDto,
  CreateTypeDto,
  DayRangeQueryDto,
  LinkRequestDto,
  SettingsDto,
  UpdateTypeDto,
} from './dto/booking.dto';

/** The administrator's agenda and booking settings: administrator only, like every route without @Public(). */
@Controller('admin')
export class BookingAdminController {
  constructor(
    private readonly booking: BookingService,
    private readonly bookingSettings: BookingSettingsService,
    private readonly audit: AuditService,
  ) {}

  /** Appointments starting between two days (included), cancelled ones too, by start; journaled. */
  @Get('appointments')
  async appointments(@Query() query: DayRangeQueryDto, @CurrentAdmin() admin: AuthenticatedAdmin) {
    const agenda = await this.booking.agenda(query.from, query.to);
    await this.audit.record({ action: 'agenda_viewed', actorId: admin.id });
    return agenda;
  }

  @Patch('appointments/:id')
  async status(
    @Param('id', uuidParam('Identifiant de rendez-vous invalide.')) id: string,
    @Body() dto: AppointmentStatusDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ) {
    const appointment = await this.booking.setStatus(id, dto.status, admin.id);
    await this.audit.record({ action: 'appointment_status_changed', actorId: admin.id, targetId: id });
    return appointment;
  }

  /** Links the appointment to a contact request by hand (`{requestId}`); answers the appointment. */
  @Post('appointments/:id/link')
  @HttpCode(200)
  async link(
    @Param('id', uuidParam('Identifiant de rendez-vous invalide.')) id: string,
    @Body() dto: LinkRequestDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ) {
    const appointment = await this.booking.linkRequest(id, dto.requestId, admin.id);
    await this.audit.record({ action: 'appointment_linked', actorId: admin.id, targetId: id });
    return appointment;
  }

  @Get('booking/types')
  types() {
    return this.bookingSettings.allTypes();
  }

  @Post('booking/types')
  @HttpCode(201)
  createType(@Body() dto: CreateTypeDto) {
    return this.bookingSettings.createType(dto);
  }

  @Patch('booking/types/:id')
  updateType(
    @Param('id', uuidParam('Identifiant de type invalide.')) id: string,
    @Body() dto: UpdateTypeDto,
  ) {
    return this.bookingSettings.updateType(id, dto);
  }

  @Get('booking/settings')
  settings() {
    return this.bookingSettings.settings();
  }

  @Put('booking/settings')
  saveSettings(@Body() dto: SettingsDto) {
    return this.bookingSettings.saveSettings(dto);
  }

  @Get('booking/absences')
  absences(@Query() query: DayRangeQueryDto) {
    return this.bookingSettings.absences(query.from, query.to);
  }

  @Post('booking/absences')
  @HttpCode(201)
  addAbsence(@Body() dto: AbsenceDto) {
    return this.bookingSettings.addAbsence(new Date(dto.start), new Date(dto.end), dto.reason ?? null);
  }

  @Delete('booking/absences/:id')
  async removeAbsence(
    @Param('id', uuidParam('Identifiant d’absence invalide.')) id: string,
  ): Promise<{ success: true }> {
    await this.bookingSettings.removeAbsence(id);
    return { success: true };
  }
}
