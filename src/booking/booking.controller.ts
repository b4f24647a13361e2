import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Public } from '../common/http/public.decorator';
import { logger } from '../common/logging/json-logger';
import { OutsideSiteBudget } from '../common/rate-limit/outside-site-budget.decorator';
import { idempotencyKey } from '../common/validation/idempotency-key';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import type { AppointmentSummary, BookingCreated, ConsultationType, Slot } from '../contract/booking';
import { BookingService } from './booking.service';
import {
  AppointmentTokenQueryDto,
  CancelBookingDto,
  CreateBookingDto,
  SlotsQueryDto,
} from './dto/booking.dto';

/** The patient's side of online booking; POSTs are rate-limited like every public form. */
@Controller('booking')
export class BookingController {
  constructor(private readonly booking: BookingService) {}

  @Public()
  @Get('types')
  types(): Promise<ConsultationType[]> {
    return this.booking.publicTypes();
  }

  /** Free slots only, days of the practice's calendar, 62 days at most per call. */
  @Public()
  @Get('slots')
  slots(@Query() query: SlotsQueryDto): Promise<Slot[]> {
    return this.booking.freeSlots(query.type, query.from, query.to);
  }

  /**
   * 201 `{_id, start, end, cancelToken}`; 409 when the slot was just taken (with `alternatives`);
   * 400 in French. An `Idempotency-Key` header makes a second send of the same press answer
   * the first appointment instead of booking again.
   */
  @Public()
  @Post()
  @HttpCode(201)
  async book(
    @Body() dto: CreateBookingDto,
    @Headers('idempotency-key') key: string | undefined,
  ): Promise<BookingCreated> {
    const checkedKey = idempotencyKey(key);
    if (dto.website) {
      logger.event('info', 'booking honeypot', {}, 'Booking');
      return { _id: randomUUID(), start: dto.start, end: dto.start, cancelToken: randomUUID() };
    }
    return this.booking.book(dto, checkedKey);
  }

  /**
   * What the cancellation link names, shown before its button: `{_id, start, end, type: {name,
   * mode}, status}` for a valid token, 404 otherwise. A public read, rate-limited like the slots.
   */
  @Public()
  @Get(':id')
  summary(
    @Param('id', uuidParam('Lien d’annulation invalide.')) id: string,
    @Query() query: AppointmentTokenQueryDto,
  ): Promise<AppointmentSummary> {
    return this.booking.summary(id, query.token);
  }

  /**
   * The cancellation link's call; the slot is free again at once. 409 once the appointment has
   * started, or was held or missed. Never refused by a flood (outside the site's budget).
   */
  @Public()
  @OutsideSiteBudget()
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(
    @Param('id', uuidParam('Lien d’annulation invalide.')) id: string,
    @Body() dto: CancelBookingDto,
  ): Promise<{ success: true }> {
    await this.booking.cancel(id, dto.cancelToken);
    return { success: true };
  }
}
