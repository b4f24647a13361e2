import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { Public } from '../auth/public.decorator';
import { logger } from '../common/logging/json-logger';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { SubscribeNewsletterDto } from './dto/subscribe-newsletter.dto';
import { NewsletterSubscriberView } from './newsletter.entity';
import { NewsletterService } from './newsletter.service';

/** Administrator only, like every route without @Public(); the sign-up is the one public route. */
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /**
   * The footer sign-up. Rate-limited like every public POST (PublicPostThrottlerGuard). A new
   * address, a known one and a bot (honeypot) all get the same answer: nobody can learn from
   * it whether an address is subscribed.
   */
  @Public()
  @Post()
  @HttpCode(201)
  async subscribe(@Body() dto: SubscribeNewsletterDto): Promise<{ success: true }> {
    if (dto.website) {
      logger.event('info', 'newsletter honeypot', {}, 'Newsletter');
      return { success: true };
    }
    await this.newsletter.subscribe(dto.email);
    return { success: true };
  }

  @Get()
  findAll(): Promise<NewsletterSubscriberView[]> {
    return this.newsletter.findAll();
  }

  @Delete(':id')
  async remove(
    @Param('id', uuidParam("L'identifiant de l'abonné est invalide.")) id: string,
  ): Promise<{ success: true }> {
    if (!(await this.newsletter.remove(id))) {
      throw new NotFoundException({ success: false, message: 'Abonné introuvable.' });
    }
    return { success: true };
  }
}
