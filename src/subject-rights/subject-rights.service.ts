import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingRepository } from '../booking/booking.repository';
import { ContactFollowUpRepository } from '../contact/contact-follow-up.repository';
import { ContactRepository } from '../contact/contact.repository';
import type { Subject } from '../contact/subject';
import { NewsletterRepository } from '../newsletter/newsletter.repository';

export interface SubjectSubscription {
  _id: string;
  email: string;
  subscribedAt: Date;
  /** 'single', 'double' (confirmed by e-mail), or null for a sign-up waiting for its confirmation. */
  consentMethod: 'single' | 'double' | null;
  consentedAt: Date | null;
  /** The privacy notice in force when consent was given (null while pending, or if unknown). */
  noticeVersion: string | null;
}

/**
 * A patient's rights over what the practice holds about them (access, portability, erasure):
 * every request and subscription of one person, found by e-mail or phone.
 */
@Injectable()
export class SubjectRightsService {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly subscribers: NewsletterRepository,
    private readonly database: DataSource,
    private readonly followUps: ContactFollowUpRepository,
    private readonly bookings: BookingRepository,
  ) {}

  /** `{"contacts":[…],"subscriptions":[…]}`, the requests as the admin list shows them. */
  async findJson(subject: Subject): Promise<string> {
    const contacts = await this.contacts.subjectJson(subject);
    const subscriptions = await this.subscriptions(subject);
    const appointments = await this.appointments(subject);
    return `{"contacts":${contacts},"subscriptions":${JSON.stringify(subscriptions)},"appointments":${JSON.stringify(appointments)}}`;
  }

  /** Everything held, as plain values for a file (JSON or CSV). */
  async export(subject: Subject) {
    const rows = await this.contacts.subjectRows(subject);
    // The practice's notes about the person are data about them too: each request with its own.
    const contacts = [];
    for (const { id, ...row } of rows) {
      const { notes, history } = await this.followUps.notesAndHistoryJson(id);
      contacts.push({
        ...row,
        notes: JSON.parse(notes) as unknown[],
        history: JSON.parse(history) as unknown[],
      });
    }
    return {
      contacts,
      subscriptions: await this.subscriptions(subject),
      appointments: await this.appointments(subject),
    };
  }

  /**
   * Erases every request, subscription and appointment of one person in one transaction: all
   * of it, or nothing if the database fails half-way.
   */
  async erase(subject: Subject): Promise<{ contacts: number; subscriptions: number; appointments: number }> {
    return this.database.transaction(async (manager) => {
      const contacts = await this.contacts.withManager(manager).deleteSubject(subject);
      const subscriptions =
        subject.email !== undefined
          ? await this.subscribers.withManager(manager).deleteBySubjectEmail(subject.email)
          : 0;
      const appointments = await this.bookings.deleteSubject(subject, manager);
      return { contacts, subscriptions, appointments };
    });
  }

  /** The person's appointments taken online, newest first. */
  private async appointments(subject: Subject) {
    return (await this.bookings.subjectAppointments(subject)).map((row) => ({
      _id: row.id,
      type: row.typeName,
      start: new Date(row.startsAt).toISOString(),
      end: new Date(row.endsAt).toISOString(),
      name: row.name,
      phone: row.phone,
      email: row.email,
      message: row.message,
      status: row.status,
      createdAt: new Date(row.createdAt).toISOString(),
      consentAt: new Date(row.consentAt).toISOString(),
    }));
  }

  /** A phone number names no subscription: the newsletter holds addresses only. */
  private async subscriptions(subject: Subject): Promise<SubjectSubscription[]> {
    if (subject.email === undefined) return [];
    const rows = await this.subscribers.bySubjectEmail(subject.email);
    return rows.map(({ id, ...row }) => ({ _id: id, ...row }));
  }
}
