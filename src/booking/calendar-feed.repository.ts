import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Appointment } from './appointment.entity';
import { BookingType } from './booking-type.entity';
import { CalendarFeed } from './calendar-feed.entity';

/** What the feed shows of an appointment: never the phone, the e-mail, the message or the note. */
export type FeedRow = Pick<Appointment, 'id' | 'startsAt' | 'endsAt' | 'name' | 'sequence'> & {
  typeName: BookingType['name'];
  mode: BookingType['mode'];
};

/** How far back and ahead the feed reaches, in days. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;

/** The calendar feed's one row (the hash of its secret), and the appointments it lists. */
@Injectable()
export class CalendarFeedRepository {
  constructor(
    @InjectDataSource() private readonly database: DataSource,
    @InjectRepository(CalendarFeed) private readonly feeds: Repository<CalendarFeed>,
  ) {}

  /** When the current address was made, or null when there is none. */
  async createdAt(): Promise<Date | null> {
    const row = await this.feeds.findOne({ select: { id: true, createdAt: true }, where: { id: 1 } });
    return row?.createdAt ?? null;
  }

  /** Puts a new address's hash in place of the previous one (which stops working at once). */
  async replace(tokenHash: string): Promise<Date> {
    const [row] = await this.database.query<{ createdAt: Date }[]>(
      `INSERT INTO calendar_feed (id, token_hash, created_at) VALUES (1, $1, now())
       ON CONFLICT (id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at
       RETURNING created_at AS "createdAt"`,
      [tokenHash],
    );
    return row.createdAt;
  }

  /** Revokes the address; whether there was one. */
  async remove(): Promise<boolean> {
    const { affected } = await this.feeds.delete({ id: 1 });
    return (affected ?? 0) > 0;
  }

  async matches(tokenHash: string): Promise<boolean> {
    return this.feeds.exists({ where: { id: 1, tokenHash } });
  }

  /** The appointments not cancelled from FEED_DAYS_BACK ago to FEED_DAYS_AHEAD ahead, by start. */
  appointments(): Promise<FeedRow[]> {
    return this.database.query(
      `SELECT a.id, a.starts_at AS "startsAt", a.ends_at AS "endsAt", a.name, a.sequence,
              t.name AS "typeName", t.mode
         FROM appointment a JOIN booking_type t ON t.id = a.type_id
        WHERE a.status <> 'annule'
          AND a.starts_at >= now() - make_interval(days => $1) AND a.starts_at < now() + make_interval(days => $2)
        ORDER BY a.starts_at, a.id`,
      [FEED_DAYS_BACK, FEED_DAYS_AHEAD],
    );
  }
}
