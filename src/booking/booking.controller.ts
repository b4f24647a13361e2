import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../common/http/public.decorator';
import { logger } from '../common/logging/json-logger';
import { OutsideSiteBudget } from '../common/rate-limit/outside-site-budget.decorator';
import { SITE_BUSY_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '../common/rate-limit/too-many-requests';
import { IDEMPOTENCY_KEY, idempotencyKey } from '../common/validation/idempotency-key';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { PROOF_OF_WORK_HEADER } from '../contract/proof-of-work';
import {
  type AppointmentSummary,
  type BookingCreated,
  type BookingMoved,
  CANCEL_MESSAGES,
  MOVE_MESSAGES,
  type ConsultationType,
  type Slot,
} from '../contract/booking';
import { UNKNOWN_TYPE_MESSAGE } from './booking-settings.service';
import { BookingService, NOT_OFFERED_MESSAGE, SLOT_TAKEN_MESSAGE, tooManyMessage } from './booking.service';
import {
  ApiInvalidId,
  ApiNotFound,
  ApiRefused,
  ApiRefusedNow,
  ApiTooMany,
  BookingConflictDto,
  BookingRateLimitedDto,
} from './dto/booking-errors.dto';
import {
  AppointmentSummaryDto,
  BookingCreatedDto,
  BookingMovedDto,
  BookingSuccessDto,
  ConsultationTypeDto,
  SlotDto,
} from './dto/booking-responses.dto';
import {
  AppointmentTokenQueryDto,
  CancelBookingDto,
  CreateBookingDto,
  MoveBookingDto,
  SlotsQueryDto,
} from './dto/booking.dto';

/** What a malformed id in a cancellation link is answered. */
const INVALID_LINK_MESSAGE = 'Lien d’annulation invalide.';
const LINK_ID = ApiParam({ name: 'id', format: 'uuid', description: 'Le rendez-vous du lien d’annulation.' });

/** The patient's side of online booking; POSTs are rate-limited like every public form. */
@ApiTags('Booking')
@Controller('booking')
export class BookingController {
  constructor(private readonly booking: BookingService) {}

  @ApiOperation({ summary: 'Types de consultation proposés aux patients' })
  @ApiOkResponse({ type: ConsultationTypeDto, isArray: true })
  @ApiTooMany()
  @Public()
  @Get('types')
  types(): Promise<ConsultationType[]> {
    return this.booking.publicTypes();
  }

  /** Free slots only, days of the practice's calendar, 62 days at most per call. */
  @ApiOperation({
    summary: 'Créneaux libres d’un type, entre deux jours',
    description: 'Jours du calendrier du cabinet (Africa/Tunis), 62 jours au plus par appel.',
  })
  @ApiOkResponse({ type: SlotDto, isArray: true })
  @ApiRefused('type', UNKNOWN_TYPE_MESSAGE)
  @ApiTooMany()
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
  @ApiOperation({ summary: 'Réserver un créneau' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source },
    description: 'La même clé renvoyée avec le même envoi réserve une fois et répond le même rendez-vous.',
  })
  @ApiHeader({
    name: PROOF_OF_WORK_HEADER,
    required: false,
    description: 'La solution du défi de preuve de travail d’un 429, quand le site est saturé.',
  })
  @ApiCreatedResponse({ type: BookingCreatedDto })
  @ApiRefused('start', NOT_OFFERED_MESSAGE)
  @ApiConflictResponse({
    type: BookingConflictDto,
    description:
      'Créneau pris entre-temps (avec les plus proches encore libres), ou assez de rendez-vous à venir.',
    examples: {
      taken: {
        summary: 'Créneau pris',
        value: {
          success: false,
          message: SLOT_TAKEN_MESSAGE,
          alternatives: [{ start: '2026-11-26T10:00:00+01:00', end: '2026-11-26T10:30:00+01:00' }],
        },
      },
      tooMany: {
        summary: 'Assez de rendez-vous à venir',
        value: { success: false, message: tooManyMessage(2) },
      },
    },
  })
  @ApiTooManyRequestsResponse({
    type: BookingRateLimitedDto,
    description: 'Trop d’envois de ce client, ou site saturé (avec un défi de preuve de travail).',
    examples: {
      client: { summary: 'Ce client', value: { message: TOO_MANY_REQUESTS_MESSAGE } },
      site: { summary: 'Site saturé (avec aussi `challenge`)', value: { message: SITE_BUSY_MESSAGE } },
    },
  })
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
  @ApiOperation({ summary: 'Le rendez-vous d’un lien d’annulation' })
  @LINK_ID
  @ApiOkResponse({ type: AppointmentSummaryDto })
  @ApiInvalidId(INVALID_LINK_MESSAGE)
  @ApiNotFound(CANCEL_MESSAGES.notFound)
  @ApiTooMany()
  @Public()
  @Get(':id')
  summary(
    @Param('id', uuidParam(INVALID_LINK_MESSAGE)) id: string,
    @Query() query: AppointmentTokenQueryDto,
  ): Promise<AppointmentSummary> {
    return this.booking.summary(id, query.token);
  }

  /**
   * The cancellation link's call; the slot is free again at once. 409 once the appointment has
   * started, or was held or missed. Never refused by a flood (outside the site's budget).
   */
  @ApiOperation({
    summary: 'Annuler par le lien d’annulation',
    description: 'Le créneau redevient libre aussitôt ; annuler deux fois répond de même.',
  })
  @LINK_ID
  @ApiOkResponse({ type: BookingSuccessDto })
  @ApiInvalidId(INVALID_LINK_MESSAGE)
  @ApiNotFound(CANCEL_MESSAGES.notFound)
  @ApiRefusedNow(
    'Rendez-vous commencé, passé, honoré ou manqué.',
    CANCEL_MESSAGES.started,
    CANCEL_MESSAGES.held,
  )
  @ApiTooMany()
  @Public()
  @OutsideSiteBudget()
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(
    @Param('id', uuidParam(INVALID_LINK_MESSAGE)) id: string,
    @Body() dto: CancelBookingDto,
  ): Promise<{ success: true }> {
    await this.booking.cancel(id, dto.cancelToken);
    return { success: true };
  }

  /**
   * The nearest free slots of the appointment's own type (12 at most, a week either side of
   * it), for the link's « Déplacer le rendez-vous ». A public read, rate-limited like the slots.
   */
  @ApiOperation({
    summary: 'Créneaux libres pour déplacer le rendez-vous d’un lien',
    description: 'Les plus proches du rendez-vous, du même type, 12 au plus, par heure de début.',
  })
  @LINK_ID
  @ApiOkResponse({ type: SlotDto, isArray: true })
  @ApiInvalidId(INVALID_LINK_MESSAGE)
  @ApiNotFound(CANCEL_MESSAGES.notFound)
  @ApiRefusedNow(
    'Rendez-vous annulé, commencé, passé, honoré ou manqué.',
    MOVE_MESSAGES.cancelled,
    MOVE_MESSAGES.started,
  )
  @ApiTooMany()
  @Public()
  @Get(':id/alternatives')
  alternatives(
    @Param('id', uuidParam(INVALID_LINK_MESSAGE)) id: string,
    @Query() query: AppointmentTokenQueryDto,
  ): Promise<Slot[]> {
    return this.booking.alternatives(id, query.token);
  }

  /**
   * The link's move: the same appointment at a free slot of its type, until it starts. The
   * calendar entry keeps its UID with the next SEQUENCE (answered, for the file to add).
   */
  @ApiOperation({
    summary: 'Déplacer par le lien d’annulation',
    description:
      'Vers un créneau libre du même type, tant que le rendez-vous n’a pas commencé ; le patient reçoit ' +
      'la nouvelle heure et le fichier d’agenda mis à jour, le cabinet en est prévenu.',
  })
  @LINK_ID
  @ApiOkResponse({ type: BookingMovedDto })
  @ApiRefused('start', NOT_OFFERED_MESSAGE)
  @ApiNotFound(CANCEL_MESSAGES.notFound)
  @ApiConflictResponse({
    type: BookingConflictDto,
    description:
      'Créneau pris entre-temps (avec les plus proches encore libres), ou rendez-vous qui ne se déplace plus.',
    examples: {
      taken: {
        summary: 'Créneau pris',
        value: {
          success: false,
          message: MOVE_MESSAGES.taken,
          alternatives: [{ start: '2026-11-26T10:00:00+01:00', end: '2026-11-26T10:30:00+01:00' }],
        },
      },
      cancelled: {
        summary: 'Rendez-vous annulé',
        value: { success: false, message: MOVE_MESSAGES.cancelled },
      },
      started: { summary: 'Rendez-vous commencé', value: { success: false, message: MOVE_MESSAGES.started } },
    },
  })
  @ApiTooMany()
  @Public()
  @OutsideSiteBudget()
  @Post(':id/move')
  @HttpCode(200)
  move(
    @Param('id', uuidParam(INVALID_LINK_MESSAGE)) id: string,
    @Body() dto: MoveBookingDto,
  ): Promise<BookingMoved> {
    return this.booking.move(id, dto.cancelToken, dto.start);
  }
}
