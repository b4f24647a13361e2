import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../config/env.validation';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport';
import { MailOutbox } from './mail-outbox';

/**
 * Every e-mail goes through the outbox (MailOutbox), on the job queue in PostgreSQL: the
 * features that own the rows (requests, appointments, newsletter sign-ups) queue their e-mails
 * and say how each is written; one SMTP transport per process sends them.
 */
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [ConfigService],
      useFactory: (configService: ConfigService) =>
        createMailTransport(configService.getOrThrow<AppConfig>('app')),
    },
    MailOutbox,
  ],
  exports: [MailOutbox],
})
export class NotificationsModule {}
