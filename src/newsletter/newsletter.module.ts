import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecretsModule } from '../common/secrets/secrets.module';
import { NewsletterController } from './newsletter.controller';
import { NotificationsModule } from '../notifications/notifications.module';
import { NewsletterLinksController } from './newsletter-links.controller';
import { NewsletterPending, NewsletterSubscriber } from './newsletter.entity';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([NewsletterSubscriber, NewsletterPending]),
    SecretsModule,
    NotificationsModule,
  ],
  controllers: [NewsletterController, NewsletterLinksController],
  providers: [NewsletterRepository, NewsletterService],
  // The repository for the patients' rights (find and erase one person's subscriptions).
  exports: [NewsletterService, NewsletterRepository],
})
export class NewsletterModule {}
