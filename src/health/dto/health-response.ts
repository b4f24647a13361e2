import { ApiProperty } from '@nestjs/swagger';

/** GET /health: whether the server reaches its database (200 when it does, 503 otherwise). */
export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';
}
