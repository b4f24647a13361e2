import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module';
import { ContactModule } from '../contact/contact.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { RetentionScheduler } from './retention.scheduler';
import { RetentionService } from './retention.service';

/** The daily deletion of what is kept no longer: old contact requests and appointments, old journal entries, expired sign-ups. */
@Module({
  imports: [ContactModule, NewsletterModule, BookingModule],
  providers: [RetentionService, RetentionScheduler],
})
export class RetentionModule {}
