import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { ContactStatsController } from './contact-stats.controller';
import { ContactController } from './contact.controller';
import { ContactChange } from './contact-change.entity';
import { ContactNote } from './contact-note.entity';
import { ContactRequestCount } from './contact-request-count.entity';
import { ContactRequest } from './contact.entity';
import { ContactFollowUpRepository } from './contact-follow-up.repository';
import { ContactStatsRepository } from './contact-stats.repository';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([ContactRequest, ContactRequestCount, ContactNote, ContactChange]),
    NotificationsModule,
  ],
  controllers: [ContactController, ContactStatsController],
  providers: [ContactRepository, ContactFollowUpRepository, ContactStatsRepository, ContactService],
  // The repositories for the retention job and the patients' rights (the requests, their notes
  // and history), online booking (a booking marks the person's requests booked) and the
  // dashboard (the count per status).
  exports: [ContactService, ContactRepository, ContactFollowUpRepository, ContactStatsRepository],
})
export class ContactModule {}
