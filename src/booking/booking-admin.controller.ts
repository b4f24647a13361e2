import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { BookingSettingsService } from './booking-settings.service';
import { BookingService } from './booking.service';
import {
  AbsenceDto,
  AppointmentStatusDto,
  CreateTypeDto,
  DayRangeQueryDto,
  SettingsDto,
  UpdateTypeDto,
} from './dto/booking.dto';

/** The administrator's agenda and booking settings: administrator only, like every route without @Public(). */
@Controller('admin')
export class BookingAdminController {
  constructor(
    private readonly booking: BookingService,
    private readonly bookingSettings: BookingSettingsService,
  ) {}

  /** Appointments starting between two days (included), cancelled ones too, by start. */
  @Get('appointments')
  appointments(@Query() query: DayRangeQueryDto) {
    return this.booking.agenda(query.from, query.to);
  }

  @Patch('appointments/:id')
  status(
    @Param('id', uuidParam('Identifiant de rendez-vous invalide.')) id: string,
    @Body() dto: AppointmentStatusDto,
  ) {
    return this.booking.setStatus(id, dto.status);
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
