import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalDataModule } from '../common/personal-data/personal-data.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ContactStatsController } from './contact-stats.controller';
import { ContactController } from './contact.controller';
import { ContactRequest } from './contact.entity';
import { ContactPersonalData } from './contact.personal-data';
import { ContactFollowUpRepository } from './contact-follow-up.repository';
import { ContactStatsRepository } from './contact-stats.repository';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

/** Contact requests: the public form and questionnaire, the administrator's list, follow-up and figures. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactRequest]), NotificationsModule, PersonalDataModule],
  controllers: [ContactController, ContactStatsController],
  providers: [
    ContactRepository,
    ContactFollowUpRepository,
    ContactStatsRepository,
    ContactService,
    ContactPersonalData,
  ],
  // The figures for the dashboard (the count per status). The patients' rights and the retention
  // rounds reach the requests through the registry of personal data (ContactPersonalData).
  exports: [ContactStatsRepository],
})
export class ContactModule {}
