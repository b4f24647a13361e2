import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { Public } from '../common/http/public.decorator';
import { PUBLIC_READ_THROTTLER } from '../common/rate-limit/public-throttler.guard';
import { HealthDto } from './dto/health-response';
import { HealthService } from './health.service';

/**
 * Public: probes (Docker, proxies) call it without a token, and never meet the public-read
 * limit — a refused probe would take a healthy replica out of rotation. A flood of it is cheap:
 * the answer is cached for a second.
 */
@ApiTags('Santé')
@Public()
@SkipThrottle({ [PUBLIC_READ_THROTTLER]: true })
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'État du serveur et de sa base de données' })
  @ApiOkResponse({ type: HealthDto, example: { status: 'ok', database: 'up' } })
  @ApiServiceUnavailableResponse({
    description: 'Base de données injoignable',
    type: HealthDto,
    example: { status: 'error', database: 'down' },
  })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const up = await this.health.databaseIsUp();
    res.status(up ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    res.setHeader('Cache-Control', 'no-store');
    return up ? { status: 'ok', database: 'up' } : { status: 'error', database: 'down' };
  }
}
