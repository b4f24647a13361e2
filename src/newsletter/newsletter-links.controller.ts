import {
  applyDecorators,
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/http/public.decorator';
import { SuccessBody } from '../common/openapi/bodies';
import { ApiFailure, ApiRateLimited } from '../common/openapi/decorators';
import { OutsideSiteBudget } from '../common/rate-limit/outside-site-budget.decorator';
import { NEWSLETTER_PATHS } from '../contract/newsletter';
import { NEWSLETTER_LINK_MESSAGES } from '../contract/newsletter-messages';
import { NewsletterTokenDto } from './dto/newsletter-token.dto';
import { NewsletterService, ONE_CLICK_PATH } from './newsletter.service';

const ONE_CLICK = ONE_CLICK_PATH.replace(/^\/newsletter\//, '');

/** A link's POST: done (200), or its token refused (400, the page's own sentence), or a 429. */
const ApiLinkAnswers = (invalid: string) =>
  applyDecorators(
    ApiOkResponse({ type: SuccessBody }),
    ApiFailure(400, 'Lien incomplet, expiré ou déjà utilisé', invalid),
    ApiRateLimited(),
  );

/**
 * What the links of the e-mails lead to. Public, and rate-limited per client like every public
 * POST, but outside the site's hourly budget: each acts on one subscriber by its token, so a
 * flood of other posts must not stop anyone from confirming or leaving.
 * Nothing changes on a GET: mail scanners and link previews open every link they see. The
 * pages POST the token instead, the unsubscribe page only once its button is pressed.
 */
@ApiTags('Newsletter')
@Controller('newsletter')
export class NewsletterLinksController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Public()
  @OutsideSiteBudget()
  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirmer une inscription (lien de l’e-mail)' })
  @ApiLinkAnswers(NEWSLETTER_LINK_MESSAGES.confirmationInvalid)
  async confirm(@Body() dto: NewsletterTokenDto): Promise<{ success: true }> {
    if (!(await this.newsletter.confirm(dto.token))) {
      throw new BadRequestException({
        success: false,
        message: NEWSLETTER_LINK_MESSAGES.confirmationInvalid,
      });
    }
    return { success: true };
  }

  /** From the unsubscribe page's button. Idempotent: a second click also answers 200. */
  @Public()
  @OutsideSiteBudget()
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Se désinscrire (bouton de la page du lien)' })
  @ApiLinkAnswers(NEWSLETTER_LINK_MESSAGES.unsubscribeInvalid)
  async unsubscribe(@Body() dto: NewsletterTokenDto): Promise<{ success: true }> {
    return unsubscribeAnswer(await this.newsletter.unsubscribe(dto.token));
  }

  /**
   * The URL of the List-Unsubscribe header: mail programs POST `List-Unsubscribe=One-Click`
   * to it (RFC 8058), as a form, which app.setup lets through to here. The token is in the
   * URL; the body says nothing more, so it is not read.
   */
  @Public()
  @OutsideSiteBudget()
  @Post(ONE_CLICK)
  @HttpCode(200)
  @ApiOperation({ summary: 'Se désinscrire en un clic depuis la messagerie (RFC 8058)' })
  @ApiLinkAnswers(NEWSLETTER_LINK_MESSAGES.unsubscribeInvalid)
  async oneClick(@Query() query: NewsletterTokenDto): Promise<{ success: true }> {
    return unsubscribeAnswer(await this.newsletter.unsubscribe(query.token));
  }

  /**
   * The same URL opened in a browser (a mail program without one-click support): the page
   * with its button, never an unsubscribe on a GET.
   */
  @Public()
  @Get(ONE_CLICK)
  @ApiOperation({ summary: 'Ouvrir le lien de désinscription dans un navigateur : vers la page' })
  @ApiQuery({
    name: 'token',
    required: false,
    description: 'Le jeton du lien, repris dans l’adresse de la page',
  })
  @ApiSeeOtherResponse({
    description: 'Redirection vers la page de désinscription, qui demande la confirmation',
    headers: { Location: { schema: { type: 'string' }, example: `${NEWSLETTER_PATHS.unsubscribe}?token=…` } },
  })
  oneClickPage(@Query('token') token: unknown, @Res() res: Response): void {
    const query =
      typeof token === 'string' && token.length <= 200 ? `?token=${encodeURIComponent(token)}` : '';
    res.redirect(303, `${NEWSLETTER_PATHS.unsubscribe}${query}`);
  }
}

function unsubscribeAnswer(valid: boolean): { success: true } {
  if (!valid) {
    throw new BadRequestException({ success: false, message: NEWSLETTER_LINK_MESSAGES.unsubscribeInvalid });
  }
  return { success: true };
}
