import { Injectable } from '@nestjs/common';
import { ListPage } from '../common/listing/list-query.dto';
import { DEFAULT_CONTACT_STATUS } from '../contract/follow-up';
import { NOTICE_VERSION } from '../contract/privacy-notice';
import { NotificationService } from '../notifications/notification.service';
import { ContactRequest } from './contact.entity';
import { ContactFollowUpRepository, FollowUpChange } from './contact-follow-up.repository';
import { ContactExportRow, ContactFilter, ContactRepository, NewContactRow } from './contact.repository';
import { CreateContactDto } from './dto/create-contact.dto';
import { copySelections } from './dto/selections.validator';
import { normalizePhone } from '../common/validation/identity';

/** Contact requests: what is stored of a request, and the practice's notification after it. */
@Injectable()
export class ContactService {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly notifications: NotificationService,
    private readonly followUps: ContactFollowUpRepository,
  ) {}

  /**
   * Stores a validated request; the phone is kept as typed and, when recognised, in E.164 (a
   * number the contact rule accepts but libphonenumber does not is still taken, with no
   * normalized value: the admin says it will not be found by it); an empty e-mail is stored as null, a missing message as "",
   * a missing lead source (source, page) as null; with consent, the version of the privacy
   * notice the patient agreed to (the time of consent is the row's creation time). Once the insert has returned, the row is
   * committed: only then is the practice's notification queued, to be sent in the background
   * (the answer never waits for the mail server).
   *
   * With an idempotency key already stored (the same press sent again), the earlier request's
   * id is answered, `replayed`, and nothing is stored or sent again.
   */
  async create(
    dto: CreateContactDto,
    idempotencyKey: string | null = null,
  ): Promise<{ id: string; replayed: boolean }> {
    const row: NewContactRow = {
      name: dto.name,
      email: dto.email ? dto.email : null,
      phone: dto.phone,
      phoneE164: normalizePhone(dto.phone),
      service: dto.service,
      message: dto.message ?? '',
      selections: copySelections(dto.selections ?? {}),
      source: dto.source ?? null,
      page: dto.page ?? null,
      noticeVersion: dto.consent === true ? NOTICE_VERSION : null,
    };
    const { id, createdAt, consentAt, replayed } = await this.contacts.insert(row, idempotencyKey);
    if (replayed) return { id, replayed };
    // A plain object of the stored fields: the notification takes it as its own NewRequest.
    const saved: ContactRequest = {
      id,
      ...row,
      createdAt,
      consentAt,
      status: DEFAULT_CONTACT_STATUS,
      followUpAt: null,
    };
    this.notifications.notifyNewRequest(saved);
    return { id, replayed: false };
  }

  /**
   * One page of requests, newest first, as the JSON text GET /api/contact answers (written by
   * PostgreSQL, see ContactRepository.pageJson), and how many requests match the search.
   */
  async listJson(limit: number, before?: string, filter: ContactFilter = {}): Promise<ListPage> {
    const body = await this.contacts.pageJson(limit, before, filter);
    const total = await this.contacts.count(filter);
    return { body, total };
  }

  /** Every request matching the filter, newest first, a batch at a time (the CSV export). */
  exportRows(filter: ContactFilter = {}): AsyncGenerator<ContactExportRow[]> {
    return this.contacts.exportBatches(filter);
  }

  /**
   * One request as JSON text with its follow-up: the list's fields, then `notes` and `history`
   * (newest first); null when no request has this id.
   */
  async detailJson(id: string): Promise<string | null> {
    const item = await this.contacts.oneJson(id);
    if (item === null) return null;
    const { notes, history } = await this.followUps.notesAndHistoryJson(id);
    // The item's own JSON text (its answers keep their order), with two more keys at its end.
    return `${item.slice(0, -1)},"notes":${notes},"history":${history}}`;
  }

  /** Changes the status and/or the call-back time; false when no request has this id. */
  changeFollowUp(id: string, change: FollowUpChange, actorId: string | null): Promise<boolean> {
    return this.followUps.changeFollowUp(id, change, actorId);
  }

  /** Adds a note; its JSON text, or null when no request has this id. */
  addNote(id: string, text: string, authorId: string | null): Promise<string | null> {
    return this.followUps.insertNote(id, text, authorId);
  }

  /** True when a row was deleted, false when none had this id. */
  async remove(id: string): Promise<boolean> {
    return this.contacts.delete(id);
  }
}
