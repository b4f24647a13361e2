import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../config/env.validation';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport';
import { NotificationService } from './notification.service';
import { SubscriberMailService } from './subscriber-mail.service';

/**
 * E-mails: new-request notifications to the practice, and the e-mails to newsletter
 * subscribers (the booking's are in src/booking, on the same transport). One transport and one queue of each per process, shared by importers.
 */
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [ConfigService],
      useFactory: (configService: ConfigService) =>
        createMailTransport(configService.getOrThrow<AppConfig>('app')),
    },
    NotificationService,
    SubscriberMailService,
  ],
  // The transport too, for the booking's e-mails (their own queue, the same SMTP server).
  exports: [NotificationService, SubscriberMailService, MAIL_TRANSPORT],
})
export class NotificationsModule {}
