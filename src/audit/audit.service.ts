import { Injectable } from '@nestjs/common';
import { clientContext } from '../common/http/client-context';
import { ListPage } from '../common/listing/list-query.dto';
import { AUDIT_RETENTION_MONTHS } from '../contract/audit-actions';
import { AuditRepository, NewAuditEvent } from './audit.repository';
import { journalNetwork } from './client-network';

/**
 * The journal of what was done to personal data: who (an administrator's id), what, which
 * record, when. Written before the answer leaves, so an action the administrator saw succeed
 * is in the journal; identifiers only, never the data itself.
 */
@Injectable()
export class AuditService {
  constructor(private readonly events: AuditRepository) {}

  /**
   * Writes an entry. The client's network (IPv4 /24, IPv6 /48) comes from the request being
   * handled, if any, so callers never pass it; `detail` is optional.
   */
  record(event: Omit<NewAuditEvent, 'ip'>): Promise<void> {
    return this.events.insert({ ...event, ip: journalNetwork(clientContext.getStore()?.ip) });
  }

  async listJson(limit: number, before?: string, q?: string): Promise<ListPage> {
    const body = await this.events.pageJson(limit, before, q);
    const total = await this.events.count(q);
    return { body, total };
  }

  /** The retention job's share: entries older than twelve months (measured by PostgreSQL's clock). */
  purgeExpired(): Promise<number> {
    return this.events.deleteOlderThan(AUDIT_RETENTION_MONTHS);
  }
}
