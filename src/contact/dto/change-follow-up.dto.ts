import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsIn, IsOptional, ValidateIf } from 'class-validator';
import { CONTACT_STATUSES, ContactStatus } from '../../contract/follow-up';

/** PATCH /api/contact/:id: the status, the call-back time (an ISO date and time, or null to clear it), or both. */
export class ChangeFollowUpDto {
  @IsIn(CONTACT_STATUSES, {
    message: 'Statut inconnu : choisissez Nouvelle, À rappeler, Rendez-vous fixé, Traitée ou Sans suite.',
  })
  @IsOptional()
  @ApiPropertyOptional({ enum: CONTACT_STATUSES })
  status?: ContactStatus;

  // null clears it; undefined leaves it as it is.
  @ValidateIf((dto: ChangeFollowUpDto) => dto.followUpAt !== null && dto.followUpAt !== undefined)
  @IsDateString(
    { strict: true },
    { message: 'La date de rappel doit être une date et une heure, par exemple 2026-11-26T09:30:00+01:00.' },
  )
  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Quand rappeler le patient ; null efface la date',
    example: '2026-11-26T09:30:00+01:00',
  })
  followUpAt?: string | null;
}
