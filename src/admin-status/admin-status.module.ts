import { Module } from '@nestjs/common';
import { RateLimitModule } from '../common/rate-limit/rate-limit.module';
import { ContactModule } from '../contact/contact.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminStatusController } from './admin-status.controller';
import { AdminStatusService } from './admin-status.service';
import { EmailRetryController } from './email-retry.controller';

/** The dashboard's view of the server's own work (e-mails waiting or failed, retention, floods), and the e-mails' retry. */
@Module({
  imports: [NotificationsModule, RateLimitModule, ContactModule],
  controllers: [AdminStatusController, EmailRetryController],
  providers: [AdminStatusService],
})
export class AdminStatusModule {}
