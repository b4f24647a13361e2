import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const WEEKS_MESSAGE = 'Le nombre de semaines est un entier de 1 à 104.';

export class StatsQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: WEEKS_MESSAGE })
  @Min(1, { message: WEEKS_MESSAGE })
  @Max(104, { message: WEEKS_MESSAGE })
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 104, default: 12 })
  weeks?: number;
}
