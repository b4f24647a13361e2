import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PersonalDataRegistry } from '../common/personal-data/personal-data.registry';
import type { Subject } from '../common/personal-data/personal-data';
import { AppConfig } from '../config/env.validation';
import { ContactFollowUpRepository } from './contact-follow-up.repository';
import { ContactExportRow, ContactRepository } from './contact.repository';

/** A request in the file handed to the person: its export columns, with its notes and history. */
export type ContactHeld = Omit<ContactExportRow, 'cursorAt' | 'cursorId'> & {
  notes: unknown[];
  history: unknown[];
};

/**
 * The contact requests as personal data: the request itself (identity, message, the
 * questionnaire's answers, which may say something of the person's health) and what the
 * practice wrote about it (notes, the history of its status). Notes and history go with their
 * request (ON DELETE CASCADE), so erasing or expiring the request takes them too.
 */
@Injectable()
export class ContactPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly contacts: ContactRepository,
    private readonly followUps: ContactFollowUpRepository,
    @Inject(ConfigService) private readonly config: ConfigService,
  ) {}

  onModuleInit(): void {
    const months = this.config.getOrThrow<AppConfig>('app').retentionMonths;
    this.registry.register({
      key: 'contacts',
      label: 'Demandes de contact, avec leurs notes et leur historique',
      tables: [
        {
          table: 'contact_request',
          columns: [
            'name',
            'email',
            'email_normalized',
            'phone',
            'phone_e164',
            'service',
            'message',
            'selections',
            'page',
            'created_at',
            'consent_at',
          ],
        },
        { table: 'contact_note', columns: ['text', 'created_at'] },
        { table: 'contact_change', columns: ['from_value', 'to_value', 'at'] },
      ],
      retention: {
        keptFor: `${months} mois après la demande`,
        purge: (now) => this.contacts.deleteCreatedBefore(now, months),
      },
      person: {
        find: (subject) => this.contacts.subjectJson(subject),
        export: (subject) => this.held(subject),
        erase: (subject, manager) => this.contacts.withManager(manager).deleteSubject(subject),
      },
    });
  }

  /** The practice's notes about the person are data about them too: each request with its own. */
  private async held(subject: Subject): Promise<ContactHeld[]> {
    const held: ContactHeld[] = [];
    for (const { id, ...row } of await this.contacts.subjectRows(subject)) {
      const { notes, history } = await this.followUps.notesAndHistoryJson(id);
      held.push({ ...row, notes: JSON.parse(notes) as unknown[], history: JSON.parse(history) as unknown[] });
    }
    return held;
  }
}
