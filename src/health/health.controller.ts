import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../common/http/public.decorator';
import { HealthService } from './health.service';

/** Public: probes (Docker, proxies) call it without a token. */
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    const up = await this.health.databaseIsUp();
    res.status(up ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    res.setHeader('Cache-Control', 'no-store');
    return up ? { status: 'ok', database: 'up' } : { status: 'error', database: 'down' };
  }
}
