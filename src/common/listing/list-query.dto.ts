import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { trimSpaces, WellFormedText } from '../validation/text-rules';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;
export const MAX_SEARCH_LENGTH = 200;
export const LIMIT_MESSAGE = `La limite doit être un nombre entier de 1 à ${MAX_PAGE_SIZE}.`;

/** `?q=`: a case-insensitive substring to look for (the exports, which hold every match). */
export class SearchQueryDto {
  @IsOptional()
  @Transform(trimSpaces)
  @IsString({ message: 'La recherche doit être un texte.' })
  @MaxLength(MAX_SEARCH_LENGTH, { message: `La recherche compte au plus ${MAX_SEARCH_LENGTH} caractères.` })
  @WellFormedText({ message: 'La recherche contient un caractère mal encodé.' })
  @ApiPropertyOptional({ maxLength: MAX_SEARCH_LENGTH, description: 'Texte cherché (casse ignorée)' })
  q?: string;
}

/**
 * `?limit=&before=&q=` of the admin lists: one page, newest first, of at most `limit` items;
 * `before` is the `_id` of the last item already shown (the next page starts after it).
 */
export class ListQueryDto extends SearchQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(MAX_PAGE_SIZE, { message: LIMIT_MESSAGE })
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  limit?: number;

  @IsOptional()
  @IsUUID('all', { message: "Le curseur « before » doit être l'identifiant d'un élément de la liste." })
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'L’`_id` du dernier élément déjà affiché : la page commence après lui',
  })
  before?: string;
}

/** `q` as an ILIKE pattern matching it anywhere (its own % _ \ taken literally); null for none. */
export function containsPattern(q: string | undefined): string | null {
  if (!q) return null;
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ListPage {
  /** The page's JSON array, as PostgreSQL wrote it. */
  body: string;
  /** Every item matching the search (not only this page). */
  total: number;
}
