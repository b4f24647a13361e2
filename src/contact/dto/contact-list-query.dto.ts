import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto, SearchQueryDto } from '../../common/listing/list-query.dto';
import { CONTACT_STATUSES, ContactStatus } from '../../contract/follow-up';

export const STATUS_MESSAGE = `Le statut doit valoir ${CONTACT_STATUSES.join(', ')}.`;

/** The contacts list's `?status=` and `?due=1` (the requests to call back by tonight). */
export class ContactListQueryDto extends ListQueryDto {
  @IsIn(CONTACT_STATUSES, { message: STATUS_MESSAGE })
  @IsOptional()
  @ApiPropertyOptional({ enum: CONTACT_STATUSES, description: 'Seulement les demandes de ce statut' })
  status?: ContactStatus;

  @IsIn(['1'], { message: 'Le filtre « due » vaut 1 ou est absent.' })
  @IsOptional()
  @ApiPropertyOptional({ enum: ['1'], description: 'Seulement les demandes à rappeler d’ici ce soir' })
  due?: '1';
}

/** The same filters for the export, which holds every matching request. */
export class ContactExportQueryDto extends SearchQueryDto {
  @IsIn(CONTACT_STATUSES, { message: STATUS_MESSAGE })
  @IsOptional()
  @ApiPropertyOptional({ enum: CONTACT_STATUSES, description: 'Seulement les demandes de ce statut' })
  status?: ContactStatus;

  @IsIn(['1'], { message: 'Le filtre « due » vaut 1 ou est absent.' })
  @IsOptional()
  @ApiPropertyOptional({ enum: ['1'], description: 'Seulement les demandes à rappeler d’ici ce soir' })
  due?: '1';
}
