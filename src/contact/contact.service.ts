import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/env.validation';
import { ListPage } from '../common/listing/list-query.dto';
import { NOTICE_VERSION } from '../contract/privacy-notice';
import { Envelope, MailOutbox } from '../notifications/mail-outbox';
import { composeNewRequestMail } from '../notifications/new-request-mail';
import { ContactFollowUpRepository, FollowUpChange } from './contact-follow-up.repository';
import { ContactExportRow, ContactFilter, ContactRepository, NewContactRow } from './contact.repository';
import { CreateContactDto } from './dto/create-contact.dto';
import { copySelections } from './dto/selections.validator';
import { normalizePhone } from '../common/validation/identity';

/** Who signs the practice's e-mail about a new request. */
const SENDER_NAME = 'Site du cabinet';

/** Contact requests: what is stored of a request, and the practice's e-mail about it. */
@Injectable()
export class ContactService {
  private readonly config: AppConfig;

  constructor(
    private readonly contacts: ContactRepository,
    private readonly outbox: MailOutbox,
    private readonly followUps: ContactFollowUpRepository,
    @InjectDataSource() private readonly database: DataSource,
    @Inject(ConfigService) configService: ConfigService,
  ) {
    this.config = configService.getOrThrow<AppConfig>('app');
    outbox.register('new-request', ({ ref }) => this.newRequestMail(ref));
  }

  /**
   * Stores a validated request; the phone is kept as typed and, when recognised, in E.164 (a
   * number the contact rule accepts but libphonenumber does not is still taken, with no
   * normalized value: the admin says it will not be found by it); an empty e-mail is stored as null, a missing message as "",
   * a missing lead source (source, page) as null; with consent, the version of the privacy
   * notice the patient agreed to (the time of consent is the row's creation time). The practice's
   * e-mail is queued in the same transaction: the request is never stored without it, and the
   * answer never waits for the mail server.
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
    const { id, replayed } = await this.database.transaction(async (manager) => {
      const stored = await this.contacts.withManager(manager).insert(row, idempotencyKey);
      if (!stored.replayed) await this.outbox.enqueue(manager, 'new-request', stored.id);
      return stored;
    });
    if (!replayed) this.outbox.wake();
    return { id, replayed };
  }

  /** The practice's e-mail about a request, as the request is now (none once it is erased). */
  private async newRequestMail(id: string): Promise<Envelope | null> {
    const request = await this.contacts.byId(id);
    if (!request) return null;
    return {
      senderName: SENDER_NAME,
      to: this.config.notifyEmails,
      ...composeNewRequestMail(request, this.config.siteUrl),
    };
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
