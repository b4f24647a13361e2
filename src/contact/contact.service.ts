import { Injectable } from '@nestjs/common';
import { ListPage } from '../common/listing/list-query.dto';
import { NOTICE_VERSION } from '../contract/privacy-notice';
import { NotificationService } from '../notifications/notification.service';
import { ContactRequest } from './contact.entity';
import { ContactExportRow, ContactRepository, NewContactRow } from './contact.repository';
import { CreateContactDto } from './dto/create-contact.dto';
import { copySelections } from './dto/selections.validator';

/** Contact requests: what is stored of a request, and the practice's notification after it. */
@Injectable()
export class ContactService {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly notifications: NotificationService,
  ) {}

  /**
   * Stores a validated request; an empty e-mail is stored as null, a missing message as "",
   * a missing lead source (source, page) as null; with consent, the version of the privacy
   * notice the patient agreed to (the time of consent is the row's creation time). Once the insert has returned, the row is
   * committed: only then is the practice's notification queued, to be sent in the background
   * (the answer never waits for the mail server).
   */
  async create(dto: CreateContactDto): Promise<ContactRequest> {
    const row: NewContactRow = {
      name: dto.name,
      email: dto.email ? dto.email : null,
      phone: dto.phone,
      service: dto.service,
      message: dto.message ?? '',
      selections: copySelections(dto.selections ?? {}),
      source: dto.source ?? null,
      page: dto.page ?? null,
      noticeVersion: dto.consent === true ? NOTICE_VERSION : null,
    };
    const { id, createdAt, consentAt } = await this.contacts.insert(row);
    // A plain object of the stored fields: the notification takes it as its own NewRequest.
    const saved: ContactRequest = { id, ...row, createdAt, consentAt };
    this.notifications.notifyNewRequest(saved);
    return saved;
  }

  /**
   * One page of requests, newest first, as the JSON text GET /api/contact answers (written by
   * PostgreSQL, see ContactRepository.pageJson), and how many requests match the search.
   */
  async listJson(limit: number, before?: string, q?: string): Promise<ListPage> {
    const body = await this.contacts.pageJson(limit, before, q);
    const total = await this.contacts.count(q);
    return { body, total };
  }

  /** Every request matching `q`, newest first, a batch at a time (the CSV export). */
  exportRows(q?: string): AsyncGenerator<ContactExportRow[]> {
    return this.contacts.exportBatches(q);
  }

  /** One request as JSON text, or null. */
  oneJson(id: string): Promise<string | null> {
    return this.contacts.oneJson(id);
  }

  /** True when a row was deleted, false when none had this id. */
  async remove(id: string): Promise<boolean> {
    return this.contacts.delete(id);
  }
}
