import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module';
import { ContactModule } from '../contact/contact.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { SubjectRightsController } from './subject-rights.controller';
import { SubjectRightsService } from './subject-rights.service';

/** Access, portability and erasure of one person's data, for the administrator. */
@Module({
  imports: [ContactModule, NewsletterModule, BookingModule],
  controllers: [SubjectRightsController],
  providers: [SubjectRightsService],
})
export class SubjectRightsModule {}
