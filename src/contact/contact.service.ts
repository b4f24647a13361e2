import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotificationService } from '../notifications/notification.service';
import { ContactRequest, ContactRequestView, toContactView } from './contact.entity';
import { CreateContactDto } from './dto/create-contact.dto';
import { copySelections } from './dto/selections.validator';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactRequest) private readonly contacts: Repository<ContactRequest>,
    private readonly notifications: NotificationService,
  ) {}

  /**
   * Stores a validated request; an empty e-mail is stored as null, a missing message as "",
   * a missing lead source (source, page) as null.
   * A plain INSERT … RETURNING (one round trip): `save()` would wrap it in a transaction.
   * Once it has returned, the row is committed: only then is the practice's notification
   * queued, to be sent in the background (the answer never waits for the mail server).
   */
  async create(dto: CreateContactDto): Promise<ContactRequest> {
    const row = this.contacts.create({
      name: dto.name,
      email: dto.email ? dto.email : null,
      phone: dto.phone,
      service: dto.service,
      message: dto.message ?? '',
      selections: copySelections(dto.selections ?? {}),
      source: dto.source ?? null,
      page: dto.page ?? null,
    });
    const { generatedMaps } = await this.contacts.insert(row);
    const saved = Object.assign(row, generatedMaps[0]);
    this.notifications.notifyNewRequest(saved);
    return saved;
  }

  /** Newest first; the id breaks ties so the order is stable. */
  async findAll(): Promise<ContactRequestView[]> {
    const rows = await this.contacts.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toContactView);
  }

  /** True when a row was deleted, false when none had this id. */
  async remove(id: string): Promise<boolean> {
    const result = await this.contacts.delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
