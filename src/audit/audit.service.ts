import { Injectable } from '@nestjs/common';
import { ListPage } from '../common/listing/list-query.dto';
import { AUDIT_RETENTION_MONTHS } from '../contract/audit-actions';
import { AuditRepository, NewAuditEvent } from './audit.repository';

/**
 * The journal of what was done to personal data: who (an administrator's id), what, which
 * record, when. Written before the answer leaves, so an action the administrator saw succeed
 * is in the journal; identifiers only, never the data itself.
 */
@Injectable()
export class AuditService {
  constructor(private readonly events: AuditRepository) {}

  record(event: NewAuditEvent): Promise<void> {
    return this.events.insert(event);
  }

  async listJson(limit: number, before?: string, q?: string): Promise<ListPage> {
    const body = await this.events.pageJson(limit, before, q);
    const total = await this.events.count(q);
    return { body, total };
  }

  /** The retention job's share: entries older than twelve months. */
  purgeExpired(now: Date = new Date()): Promise<number> {
    return this.events.deleteOlderThan(now, AUDIT_RETENTION_MONTHS);
  }
}
