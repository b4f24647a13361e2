import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../config/env.validation';
import { NotificationService, NotificationStatus } from '../notifications/notification.service';

/** GET /api/admin/status: what the administrator's dashboard shows of the server's own work. */
export interface AdminStatus {
  /** New-request e-mails since the server started (counts reset at each start). */
  notifications: NotificationStatus;
  /** Contact requests older than this are deleted by the daily retention job. */
  retentionMonths: number;
}

@Injectable()
export class AdminStatusService {
  constructor(
    @Inject(ConfigService) private readonly config: ConfigService,
    private readonly notifications: NotificationService,
  ) {}

  status(): AdminStatus {
    return {
      notifications: this.notifications.status(),
      retentionMonths: this.config.getOrThrow<AppConfig>('app').retentionMonths,
    };
  }
}
