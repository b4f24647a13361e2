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
import { BookingPersonalData } from './booking.personal-data';
import { BookingRepository } from './booking.repository';
import { BookingService } from './booking.service';

/** Online booking: the public slots and booking, the administrator's agenda and settings. */
@Module({
  imports: [
    TypeOrmModule.forFeature([BookingType, BookingSettings, BookingAbsence, Appointment]),
    ContactModule,
    NotificationsModule,
    PersonalDataModule,
  ],
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
