import { Module } from '@nestjs/common';
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
import { BookingRepository } from './booking.repository';
import { BookingService } from './booking.service';

/** Online booking: the public slots and booking, the administrator's agenda and settings. */
@Module({
  imports: [
    TypeOrmModule.forFeature([BookingType, BookingSettings, BookingAbsence, Appointment]),
    ContactModule,
    NotificationsModule,
  ],
  controllers: [BookingController, BookingAdminController],
  providers: [
    BookingRepository,
    BookingLinkRepository,
    BookingService,
    BookingSettingsService,
    BookingMailService,
    BookingReminders,
  ],
  // The repository for the patients' rights and the retention job.
  exports: [BookingRepository],
})
export class BookingModule {}
