import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The secret address of the practice's calendar feed (table calendar_feed, migration
 * PracticeAgenda): one row at most, id 1, holding only the SHA-256 of the address's token, so
 * a copy of the table subscribes to nothing. No row: no feed (never made, or revoked).
 */
@Entity('calendar_feed')
@Check('CHK_calendar_feed_one_row', `"id" = 1`)
export class CalendarFeed {
  @PrimaryColumn({ type: 'smallint', default: 1, primaryKeyConstraintName: 'PK_calendar_feed' })
  id: number;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
