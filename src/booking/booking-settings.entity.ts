import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import type { WeeklyHours } from '../contract/booking';

/**
 * The practice's booking settings (table booking_settings, migration OnlineBooking): one row,
 * id 1, which the migration inserts. The checks were written inline in the migration, so they
 * carry PostgreSQL's own names.
 */
@Entity('booking_settings')
@Check('booking_settings_id_check', `"id" = 1`)
@Check('booking_settings_notice_hours_check', `"notice_hours" BETWEEN 0 AND 720`)
@Check('booking_settings_horizon_days_check', `"horizon_days" BETWEEN 1 AND 365`)
export class BookingSettings {
  @PrimaryColumn({ type: 'smallint', default: 1, primaryKeyConstraintName: 'PK_booking_settings' })
  id: number;

  /** ISO weekday → opening intervals ("HH:MM", "HH:MM"), every day present. */
  @Column({ name: 'weekly_hours', type: 'jsonb' })
  weeklyHours: WeeklyHours;

  /** How long before a slot it can still be booked. */
  @Column({ name: 'notice_hours', type: 'smallint' })
  noticeHours: number;

  /** How far ahead slots are offered. */
  @Column({ name: 'horizon_days', type: 'smallint' })
  horizonDays: number;
}
