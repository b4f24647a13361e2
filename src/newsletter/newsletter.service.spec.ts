import { Repository } from 'typeorm';
import { NewsletterSubscriber } from './newsletter.entity';
import { NewsletterService } from './newsletter.service';

describe('NewsletterService', () => {
  it('lists subscribers newest first as {_id, email, subscribedAt}', async () => {
    const rows: NewsletterSubscriber[] = [
      { id: 'a', email: 'new@example.tn', subscribedAt: new Date('2026-02-01T00:00:00Z') },
      { id: 'b', email: 'old@example.tn', subscribedAt: new Date('2026-01-01T00:00:00Z') },
    ];
    const find = jest.fn(() => Promise.resolve(rows));
    const service = new NewsletterService({ find } as unknown as Repository<NewsletterSubscriber>);
    expect(await service.findAll()).toEqual([
      { _id: 'a', email: 'new@example.tn', subscribedAt: new Date('2026-02-01T00:00:00Z') },
      { _id: 'b', email: 'old@example.tn', subscribedAt: new Date('2026-01-01T00:00:00Z') },
    ]);
    expect(find).toHaveBeenCalledWith({ order: { subscribedAt: 'DESC', id: 'DESC' } });
  });

  it('answers [] when there is nobody', async () => {
    const service = new NewsletterService({
      find: () => Promise.resolve([]),
    } as unknown as Repository<NewsletterSubscriber>);
    expect(await service.findAll()).toEqual([]);
  });
});
