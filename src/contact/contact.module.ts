import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { ContactStatsController } from './contact-stats.controller';
import { ContactController } from './contact.controller';
import { ContactRequest } from './contact.entity';
import { ContactFollowUpRepository } from './contact-follow-up.repository';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactRequest]), NotificationsModule],
  controllers: [ContactController, ContactStatsController],
  providers: [ContactRepository, ContactFollowUpRepository, ContactService],
  // The repository for the retention job, which deletes old requests.
  exports: [ContactService, ContactRepository],
})
export class ContactModule {}
