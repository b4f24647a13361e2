import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { AppConfig } from '../config/env.validation';
import { appointmentPlace, appointmentUid } from '../contract/calendar';
import { PRACTICE_SHORT_NAME } from '../contract/practice-name';
import { cancelTokenHash, newCancelToken } from './cancel-token';
import { CalendarFeedRepository } from './calendar-feed.repository';

export const FEED_NOT_FOUND = 'Agenda introuvable : cette adresse n’existe pas ou a été révoquée.';

/** The token part of a feed's address: 32 random bytes in base64url, then « .ics ». */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * « Amira B. » for « Amira Ben Salah »: the first name and the initial of the next word only,
 * so that a calendar shared on a phone or a screen in the waiting room says little of who.
 */
export function shortPatientName(name: string): string {
  const [first, second] = name.trim().split(/\s+/);
  if (!first) return 'Patient';
  const initial = second ? Array.from(second)[0]?.toLocaleUpperCase('fr') : undefined;
  return initial ? `${first} ${initial}.` : first;
}

/**
 * The practice's calendar feed: one secret, revocable address that Google Calendar, Apple
 * Calendar or Thunderbird subscribe to, listing the appointments not cancelled from a month
 * ago to six months ahead. Its token (the same kind as a cancel link's) is kept only as its
 * SHA-256; making a new one revokes the previous one. An entry says the consultation and the
 * patient's first name and initial only: no phone, e-mail, message or note, since the practice's
 * calendar provider and every device it syncs to would then hold them.
 */
@Injectable()
export class CalendarFeedService {
  private readonly siteUrl: string;

  constructor(
    private readonly feeds: CalendarFeedRepository,
    @Inject(ConfigService) config: ConfigService,
  ) {
    this.siteUrl = config.getOrThrow<AppConfig>('app').siteUrl.replace(/\/$/, '');
  }

  async state(): Promise<{ active: boolean; createdAt: string | null }> {
    const createdAt = await this.feeds.createdAt();
    return { active: createdAt !== null, createdAt: createdAt ? new Date(createdAt).toISOString() : null };
  }

  /** A new address (the previous one stops working), answered this once. */
  async create(): Promise<{ url: string; createdAt: string }> {
    const { token, hash } = newCancelToken();
    const createdAt = await this.feeds.replace(hash);
    return { url: `${this.siteUrl}/api/calendar/${token}.ics`, createdAt: new Date(createdAt).toISOString() };
  }

  /** Revokes the address; whether there was one. */
  revoke(): Promise<boolean> {
    return this.feeds.remove();
  }

  /** The feed for `file` (« <token>.ics »), or 404 for an unknown or revoked address. */
  async feed(file: string): Promise<string> {
    const token = FEED_FILE.exec(file)?.[1];
    if (!token || !(await this.feeds.matches(cancelTokenHash(token)))) {
      throw new NotFoundException({ success: false, message: FEED_NOT_FOUND });
    }
    const host = new URL(this.siteUrl).host;
    const calendar = ical({
      name: `Cabinet ${PRACTICE_SHORT_NAME} – rendez-vous`,
      prodId: { company: 'Cabinet', product: 'Agenda du cabinet', language: 'FR' },
      method: ICalCalendarMethod.PUBLISH,
      // How often a subscribed calendar should look again (seconds); most pick their own pace.
      ttl: 15 * 60,
    });
    const stamp = new Date();
    for (const row of await this.feeds.appointments()) {
      calendar.createEvent({
        // The patient's own entry has the same UID: one appointment, one identity everywhere.
        id: appointmentUid(row.id, host),
        sequence: row.sequence,
        stamp,
        start: new Date(row.startsAt),
        end: new Date(row.endsAt),
        summary: `${row.typeName} – ${shortPatientName(row.name)}`,
        location: appointmentPlace(row.mode),
        status: ICalEventStatus.CONFIRMED,
      });
    }
    return calendar.toString();
  }
}
