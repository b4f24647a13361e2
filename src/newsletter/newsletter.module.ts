import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalDataModule } from '../common/personal-data/personal-data.module';
import { SecretsModule } from '../common/secrets/secrets.module';
import { NewsletterController } from './newsletter.controller';
import { NotificationsModule } from '../notifications/notifications.module';
import { NewsletterLinksController } from './newsletter-links.controller';
import { NewsletterPending, NewsletterSubscriber } from './newsletter.entity';
import { NewsletterPersonalData } from './newsletter.personal-data';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';

/** The newsletter: sign-up with its consent, confirmation and unsubscribe links, the administrator's list. */
@Module({
  imports: [
    TypeOrmModule.forFeature([NewsletterSubscriber, NewsletterPending]),
    SecretsModule,
    NotificationsModule,
    PersonalDataModule,
  ],
  controllers: [NewsletterController, NewsletterLinksController],
  providers: [NewsletterRepository, NewsletterService, NewsletterPersonalData],
})
export class NewsletterModule {}
