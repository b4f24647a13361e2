import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ContactHeld } from '../contact/contact.personal-data';
import type { SubjectAppointment } from '../booking/booking.personal-data';
import { PersonalDataRegistry } from '../common/personal-data/personal-data.registry';
import type { Subject } from '../contact/subject';
import type { SubjectSubscription } from '../newsletter/newsletter.personal-data';

export type { SubjectSubscription };

/**
 * Everything held about one person, by kind. The kinds named here are those the CSV file lays
 * out on columns of their own; the JSON answers hold every kind registered, these and any other.
 */
export interface HeldData {
  contacts: ContactHeld[];
  subscriptions: SubjectSubscription[];
  appointments: SubjectAppointment[];
  [kind: string]: unknown;
}

/** How many rows of each kind an erasure deleted. */
export interface ErasedCounts {
  contacts: number;
  subscriptions: number;
  appointments: number;
  [kind: string]: number;
}

/**
 * A patient's rights over what the practice holds about them (access, portability, erasure):
 * every kind of personal data the features registered, found by e-mail or phone.
 */
@Injectable()
export class SubjectRightsService {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly database: DataSource,
  ) {}

  /** `{"contacts":[…],"subscriptions":[…],"appointments":[…]}`: each kind's own JSON, under its key. */
  async findJson(subject: Subject): Promise<string> {
    const parts: string[] = [];
    for (const { key, person } of this.registry.perPerson) {
      parts.push(`${JSON.stringify(key)}:${await person.find(subject)}`);
    }
    return `{${parts.join(',')}}`;
  }

  /** Everything held, as plain values for a file (JSON or CSV). */
  async export(subject: Subject): Promise<HeldData> {
    const held: Record<string, unknown> = {};
    for (const { key, person } of this.registry.perPerson) held[key] = await person.export(subject);
    return held as HeldData;
  }

  /**
   * Erases every kind of the person's data in one transaction: all of it, or nothing if the
   * database fails half-way.
   */
  async erase(subject: Subject): Promise<ErasedCounts> {
    return this.database.transaction(async (manager) => {
      const deleted: Record<string, number> = {};
      for (const { key, person } of this.registry.perPerson)
        deleted[key] = await person.erase(subject, manager);
      return deleted as ErasedCounts;
    });
  }
}
