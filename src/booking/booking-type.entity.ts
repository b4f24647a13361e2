import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ConsultationMode } from '../contract/booking';

/**
 * A consultation type patients can book (table booking_type, migration OnlineBooking): its
 * name, length and mode, listed by `position`. A type no longer offered is made inactive, never
 * deleted: appointments keep pointing at it. The checks were written inline in the migration,
 * so they carry PostgreSQL's own names.
 */
@Entity('booking_type')
@Check('booking_type_duration_minutes_check', `"duration_minutes" BETWEEN 10 AND 240`)
@Check('booking_type_mode_check', `"mode" IN ('cabinet', 'video')`)
export class BookingType {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_booking_type' })
  id: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ name: 'duration_minutes', type: 'smallint' })
  durationMinutes: number;

  @Column({ type: 'varchar', length: 10, default: 'cabinet' })
  mode: ConsultationMode;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'smallint', default: 0 })
  position: number;
}
