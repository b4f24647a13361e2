import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const WEEKS_MESSAGE = 'Le nombre de semaines est un entier de 1 à 104.';

export class StatsQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: WEEKS_MESSAGE })
  @Min(1, { message: WEEKS_MESSAGE })
  @Max(104, { message: WEEKS_MESSAGE })
  weeks?: number;
}
