import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { errorCodes } from '../common/logging/error-codes';
import { logger } from '../common/logging/json-logger';
import { JobQueue } from '../jobs/job-queue';
import { BOOT_ROUND_WINDOW_SECONDS } from '../jobs/job-queue.config';
import { BookingService } from './booking.service';

/**
 * The reminders' round, every ten minutes on one replica of the cluster (the queue's schedule,
 * see PERIODIC_ROUNDS), and once soon after a start so that reminders due while every server
 * was down go out. Claiming marks the appointments and queues their e-mails in one transaction
 * (BookingService.sendDueReminders): none is queued twice, none is lost.
 */
@Injectable()
export class BookingReminders implements OnApplicationBootstrap {
  private running: Promise<void> | undefined;

  constructor(
    private readonly booking: BookingService,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work('booking-reminders', () => this.run());
    await this.jobs.requestRound('booking-reminders', BOOT_ROUND_WINDOW_SECONDS);
  }

  /** One round; a round already running in this process is joined. Never rejects. */
  run(): Promise<void> {
    this.running ??= this.round().finally(() => (this.running = undefined));
    return this.running;
  }

  private async round(): Promise<void> {
    try {
      const queued = await this.booking.sendDueReminders();
      if (queued > 0) logger.event('info', 'booking reminders queued', { count: queued }, 'Booking');
    } catch (error) {
      logger.event('error', 'booking reminders failed', errorCodes(error), 'Booking');
    }
  }
}
