import { Module } from '@nestjs/common';
import { PersonalDataModule } from '../common/personal-data/personal-data.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactModule } from '../contact/contact.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { Appointment } from './appointment.entity';
import { BookingAbsence } from './booking-absence.entity';
import { BookingLinkRepository } from './booking-link.repository';
import { BookingMailService } from './booking-mail.service';
import { BookingReminders } from './booking-reminders';
import { BookingSettings } from './booking-settings.entity';
import { BookingSettingsService } from './booking-settings.service';
import { BookingType } from './booking-type.entity';
import { BookingAdminController } from './booking-admin.controller';
import { BookingController } from './booking.controller';
import { CalendarFeedAdminController } from './calendar-feed-admin.controller';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeed } from './calendar-feed.entity';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { CalendarFeedService } from './calendar-feed.service';
import { BookingPersonalData } from './booking.personal-data';
import { BookingRepository } from './booking.repository';
import { BookingService } from './booking.service';

/**
 * Booking: the public slots, booking, cancelling and moving; the administrator's agenda (with
 * the appointments it enters and moves), its settings, and its calendar feed.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([BookingType, BookingSettings, BookingAbsence, Appointment, CalendarFeed]),
    ContactModule,
    NotificationsModule,
    PersonalDataModule,
  ],
  controllers: [
    BookingController,
    BookingAdminController,
    CalendarFeedController,
    CalendarFeedAdminController,
  ],
  providers: [
    BookingRepository,
    BookingLinkRepository,
    BookingService,
    BookingSettingsService,
    BookingMailService,
    BookingReminders,
    BookingPersonalData,
    CalendarFeedRepository,
    CalendarFeedService,
  ],
})
export class BookingModule {}
