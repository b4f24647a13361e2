import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalDataModule } from '../common/personal-data/personal-data.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ContactStatsController } from './contact-stats.controller';
import { ContactController } from './contact.controller';
import { ContactChange } from './contact-change.entity';
import { ContactNote } from './contact-note.entity';
import { ContactRequestCount } from './contact-request-count.entity';
import { ContactRequest } from './contact.entity';
import { ContactPersonalData } from './contact.personal-data';
import { ContactFollowUpRepository } from './contact-follow-up.repository';
import { ContactStatsRepository } from './contact-stats.repository';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

/** Contact requests: the public form and questionnaire, the administrator's list, follow-up and figures. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ContactRequest, ContactRequestCount, ContactNote, ContactChange]),
    NotificationsModule,
    PersonalDataModule,
  ],
  controllers: [ContactController, ContactStatsController],
  providers: [
    ContactRepository,
    ContactFollowUpRepository,
    ContactStatsRepository,
    ContactService,
    ContactPersonalData,
  ],
  // The figures for the dashboard (the count per status), and the follow-up's markBooked and
  // undoBooked, by which a booking marks a request « Rendez-vous fixé » inside its own
  // transaction: the contact module's code is the only one writing its tables. The patients'
  // rights and the retention rounds reach the requests through the registry of personal data.
  exports: [ContactStatsRepository, ContactFollowUpRepository],
})
export class ContactModule {}
