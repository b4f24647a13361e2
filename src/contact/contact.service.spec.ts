import type { ConfigService } from '@nestjs/config';
import type { DataSource } from 'typeorm';
import type { MailOutbox } from '../notifications/mail-outbox';
import { ContactRequest } from './contact.entity';
import type { ContactFollowUpRepository } from './contact-follow-up.repository';
import type { ContactRepository, NewContactRow } from './contact.repository';
import { ContactService } from './contact.service';
import { CreateContactDto } from './dto/create-contact.dto';

function fakeRepository() {
  const saved: ContactRequest[] = [];
  const repository = {
    insert: jest.fn((row: NewContactRow, key?: string | null) => {
      const id = 'b3b5d2a4-52a6-4c55-9d8e-2f1f3f3f3f3f';
      const createdAt = new Date('2026-01-02T03:04:05Z');
      const consentAt = row.noticeVersion ? createdAt : null;
      saved.push({
        ...row,
        id,
        createdAt,
        consentAt,
        status: 'nouvelle',
        followUpAt: null,
        emailNormalized: row.email?.toLowerCase() ?? null,
        idempotencyKey: key ?? null,
      });
      return Promise.resolve({ id, createdAt, consentAt, replayed: false });
    }),
    delete: jest.fn((id: string) => Promise.resolve(id === saved[0]?.id)),
    withManager: () => repository,
  };
  // The transaction's manager: what the outbox is handed, to queue in the same transaction.
  const manager = { name: 'transaction' };
  const database = { transaction: (work: (m: unknown) => Promise<unknown>) => work(manager) };
  const outbox = { register: jest.fn(), enqueue: jest.fn(() => Promise.resolve()), wake: jest.fn() };
  const config = { getOrThrow: () => ({ notifyEmails: [], siteUrl: 'http://localhost' }) };
  return {
    repository,
    saved,
    outbox,
    manager,
    service: new ContactService(
      repository as unknown as ContactRepository,
      outbox as unknown as MailOutbox,
      {} as ContactFollowUpRepository,
      database as unknown as DataSource,
      config as unknown as ConfigService,
    ),
  };
}

const dto = (fields: Partial<CreateContactDto>): CreateContactDto =>
  Object.assign(new CreateContactDto(), {
    name: 'Amira',
    phone: '+216 22 333 444',
    service: 'Botox',
    ...fields,
  });

describe('ContactService', () => {
  it('stores a questionnaire request: no e-mail, message "" by default, selections copied', async () => {
    const { service, saved, repository } = fakeRepository();
    const selections = { 'step-1': 'Visage' };
    await service.create(dto({ selections }));
    // The row is built from a plain copy of the answers, never from the object received.
    const built = repository.insert.mock.calls[0][0].selections;
    expect(built).toEqual(selections);
    expect(built).not.toBe(selections);
    expect(Object.getPrototypeOf(built)).toBe(Object.prototype);
    expect(saved[0]).toMatchObject({
      name: 'Amira',
      email: null,
      message: '',
      selections: { 'step-1': 'Visage' },
    });
  });

  it('stores an empty e-mail as null, a given one as is, and {} when selections are absent', async () => {
    const { service, saved } = fakeRepository();
    await service.create(dto({ email: '' }));
    await service.create(dto({ email: 'a@example.tn', message: 'Bonjour' }));
    expect(saved[0]).toMatchObject({ email: null, selections: {} });
    expect(saved[1]).toMatchObject({ email: 'a@example.tn', message: 'Bonjour' });
  });

  it('stores the lead source when given, null otherwise', async () => {
    const { service, saved } = fakeRepository();
    await service.create(dto({ source: 'contact', page: '/contact' }));
    await service.create(dto({}));
    expect(saved[0]).toMatchObject({ source: 'contact', page: '/contact' });
    expect(saved[1]).toMatchObject({ source: null, page: null });
  });

  it('queues the practice’s e-mail in the transaction that stores the row, and never without it', async () => {
    const { service, repository, outbox, manager } = fakeRepository();
    repository.insert.mockImplementationOnce(() => Promise.reject(new Error('base indisponible')));
    await expect(service.create(dto({}))).rejects.toThrow('base indisponible');
    expect(outbox.enqueue).not.toHaveBeenCalled();

    const { id } = await service.create(dto({ source: 'questionnaire' }));
    expect(outbox.enqueue).toHaveBeenCalledTimes(1);
    expect(outbox.enqueue).toHaveBeenCalledWith(manager, 'new-request', id);
    expect(outbox.wake).toHaveBeenCalledTimes(1);
  });

  it('answers the earlier request for a key already stored, and notifies nobody again', async () => {
    const { service, repository, outbox } = fakeRepository();
    const earlier = { id: 'c0ffee00-0000-4000-8000-000000000001', createdAt: new Date(), consentAt: null };
    repository.insert.mockImplementationOnce(() => Promise.resolve({ ...earlier, replayed: true }));
    expect(await service.create(dto({}), 'cle-0123456789')).toEqual({ id: earlier.id, replayed: true });
    expect(repository.insert.mock.calls[0][1]).toBe('cle-0123456789');
    expect(outbox.enqueue).not.toHaveBeenCalled();
  });

  it('tells whether a deletion found its row', async () => {
    const { service } = fakeRepository();
    const row = await service.create(dto({}));
    expect(await service.remove(row.id)).toBe(true);
    expect(await service.remove('00000000-0000-4000-8000-000000000000')).toBe(false);
  });
});
