import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { Public } from '../common/http/public.decorator';
import { PUBLIC_READ_THROTTLER } from '../common/rate-limit/public-throttler.guard';
import { HealthService } from './health.service';

/**
 * Public: probes (Docker, proxies) call it without a token, and never meet the public-read
 * limit — a refused probe would take a healthy replica out of rotation. A flood of it is cheap:
 * the answer is cached for a second.
 */
@Public()
@SkipThrottle({ [PUBLIC_READ_THROTTLER]: true })
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
