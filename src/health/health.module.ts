import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

/** GET /api/health: whether the server can reach its database, for the containers' probe. */
@Module({
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
