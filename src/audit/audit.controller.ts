import { Controller, Get, Header, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DEFAULT_PAGE_SIZE, LIMIT_MESSAGE, ListQueryDto } from '../common/listing/list-query.dto';
import { AdminRoute, ApiInvalid, TOTAL_COUNT_HEADER } from '../common/openapi/decorators';
import { AuditService } from './audit.service';
import { AuditEntryDto } from './dto/audit-responses';
import { queryShape } from './query-shape';

/** Administrator only, like every route without @Public(). */
@ApiTags('Journal')
@AdminRoute()
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /**
   * The journal, newest first, paged like the other admin lists (`limit`, `before`, and `q`
   * matching the action's name); the number of entries in X-Total-Count. Reading it is itself
   * written in the journal.
   */
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Lire le journal, les entrées les plus récentes d’abord' })
  @ApiOkResponse({ type: [AuditEntryDto], headers: TOTAL_COUNT_HEADER })
  @ApiInvalid({ limit: LIMIT_MESSAGE })
  async list(
    @Query() query: ListQueryDto,
    @Req() req: Request & { user?: { id?: string } },
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const { body, total } = await this.audit.listJson(
      query.limit ?? DEFAULT_PAGE_SIZE,
      query.before,
      query.q,
    );
    // Written after the page is read: the page shows what was there before this reading.
    // The administrator the global guard let in (read from the request: the journal ranks below
    // the sign-in code and does not import it).
    await this.audit.record({
      action: 'journal_viewed',
      actorId: req.user?.id ?? null,
      detail: queryShape(query),
    });
    res.setHeader('X-Total-Count', String(total));
    return body;
  }
}
