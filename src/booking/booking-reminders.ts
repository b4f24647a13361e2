import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { errorCodes } from '../common/logging/error-codes';
import { logger } from '../common/logging/json-logger';
import { BookingService } from './booking.service';

export const REMINDER_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Every ten minutes, the reminders that are due (BookingRepository.claimReminders): the
 * appointments are marked before their e-mail is queued, so none is sent twice, even by two
 * replicas, and one missed while the server was down goes out at its next start.
 */
@Injectable()
export class BookingReminders implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly booking: BookingService) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), REMINDER_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round; a round already running is joined. Never rejects. */
  run(): Promise<void> {
    this.running ??= this.round().finally(() => (this.running = undefined));
    return this.running;
  }

  private async round(): Promise<void> {
    try {
      const sent = await this.booking.sendDueReminders();
      if (sent > 0) logger.event('info', 'booking reminders queued', { count: sent }, 'Booking');
    } catch (error) {
      logger.event('error', 'booking reminders failed', errorCodes(error), 'Booking');
    }
  }
}
