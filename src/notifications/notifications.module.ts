import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../config/env.validation';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport';
import { NotificationService } from './notification.service';

/** New-request e-mails to the practice. One queue per process, shared by importers. */
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [ConfigService],
      useFactory: (configService: ConfigService) =>
        createMailTransport(configService.getOrThrow<AppConfig>('app')),
    },
    NotificationService,
  ],
  exports: [NotificationService],
})
export class NotificationsModule {}
