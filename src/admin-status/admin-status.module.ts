import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminStatusController } from './admin-status.controller';
import { AdminStatusService } from './admin-status.service';

@Module({
  imports: [NotificationsModule],
  controllers: [AdminStatusController],
  providers: [AdminStatusService],
})
export class AdminStatusModule {}
