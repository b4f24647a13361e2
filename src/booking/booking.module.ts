import { Module } from '@nestjs/common';
import { PersonalDataModule } from '../common/personal-data/personal-data.module';
import { ContactModule } from '../contact/contact.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { BookingLinkRepository } from './booking-link.repository';
import { BookingMailService } from './booking-mail.service';
import { BookingReminders } from './booking-reminders';
import { BookingSettingsService } from './booking-settings.service';
import { BookingAdminController } from './booking-admin.controller';
import { BookingController } from './booking.controller';
import { BookingPersonalData } from './booking.personal-data';
import { BookingRepository } from './booking.repository';
import { BookingService } from './booking.service';

/** Online booking: the public slots and booking, the administrator's agenda and settings. */
@Module({
  imports: [ContactModule, NotificationsModule, PersonalDataModule],
  controllers: [BookingController, BookingAdminController],
  providers: [
    BookingRepository,
    BookingLinkRepository,
    BookingService,
    BookingSettingsService,
    BookingMailService,
    BookingReminders,
    BookingPersonalData,
  ],
})
export class BookingModule {}
