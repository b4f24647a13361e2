import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminRoute } from '../common/openapi/decorators';
import { AdminStatus, AdminStatusService } from './admin-status.service';
import { AdminStatusDto } from './dto/admin-status-responses';

/** Administrator only, like every route without @Public(). */
@ApiTags('Tableau de bord')
@AdminRoute('team')
@Controller('admin')
export class AdminStatusController {
  constructor(private readonly adminStatus: AdminStatusService) {}

  @Get('status')
  @ApiOperation({ summary: 'État du serveur : e-mails, conservation, demandes par statut' })
  @ApiOkResponse({ type: AdminStatusDto })
  status(): Promise<AdminStatus> {
    return this.adminStatus.status();
  }
}
