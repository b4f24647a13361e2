import { Controller, Get } from '@nestjs/common';
import { AdminStatus, AdminStatusService } from './admin-status.service';

/** Administrator only, like every route without @Public(). */
@Controller('admin')
export class AdminStatusController {
  constructor(private readonly adminStatus: AdminStatusService) {}

  @Get('status')
  status(): Promise<AdminStatus> {
    return this.adminStatus.status();
  }
}
