import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A time the practice takes no booking (table booking_absence, migration OnlineBooking).
 * Found by overlap with a range, on a GiST index of tstzrange(starts_at, ends_at).
 */
@Entity('booking_absence')
@Check('CHK_booking_absence_range', `"ends_at" > "starts_at"`)
// On an expression: TypeORM neither writes nor reads it.
@Index('IDX_booking_absence_range', { synchronize: false })
export class BookingAbsence {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_booking_absence' })
  id: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reason: string | null;
}
