import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SubjectQueryDto } from './subject-query.dto';

/** The person, and `?format=json` (the default) or `?format=csv`. */
export class SubjectExportQueryDto extends SubjectQueryDto {
  @IsIn(['json', 'csv'], { message: 'Le format doit valoir json ou csv.' })
  @IsOptional()
  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  format?: 'json' | 'csv';
}
