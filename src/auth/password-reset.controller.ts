import { Body, Controller, HttpCode, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { Public } from '../common/http/public.decorator';
import { SuccessBody, ValidationFailureBody } from '../common/openapi/bodies';
import { ApiInvalid, ApiRateLimited } from '../common/openapi/decorators';
import { INVALID_FIELDS_MESSAGE } from '../common/validation/validation-failure';
import { PUBLIC_POST_THROTTLER } from '../common/rate-limit/public-throttler.guard';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '../contract/account-links';
import { PasswordResetConfirmDto, PasswordResetRequestDto } from './dto/team.dto';
import { LoginThrottleGuard } from './login-attempts.limiter';
import { passwordProblem } from './admin-accounts';
import { LINK_INVALID_MESSAGE, PasswordResetService } from './password-reset.service';

const PASSWORD_TOO_SHORT = passwordProblem('')!;

class PasswordResetRequestedDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ example: PASSWORD_RESET_REQUESTED_MESSAGE })
  message: string;
}

/**
 * « Mot de passe oublié ? » and the page of the e-mailed links. Public, and counted like the
 * sign-in (LoginThrottleGuard: per address, and per username for the request), not by the
 * public-POST budget: guessing tokens or flooding a colleague's mailbox meets the same
 * lock-outs as guessing passwords.
 */
@ApiTags('Authentification')
@Public()
@SkipThrottle({ [PUBLIC_POST_THROTTLER]: true })
@UseGuards(LoginThrottleGuard)
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Demander un lien pour choisir un nouveau mot de passe',
    description:
      'Même réponse, dans le même temps, que le compte existe ou non, ait une adresse ou non. Le lien, envoyé à l’adresse du compte, est valable 30 minutes, une fois.',
  })
  @ApiAcceptedResponse({ type: PasswordResetRequestedDto })
  @ApiInvalid({ username: "Le nom d'utilisateur est obligatoire." })
  @ApiRateLimited()
  async request(
    @Body() dto: PasswordResetRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PasswordResetRequestedDto> {
    response.setHeader('Cache-Control', 'no-store');
    await this.resets.request(dto.username);
    return { success: true, message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Choisir le mot de passe avec le lien reçu (invitation ou réinitialisation)',
    description: 'Le lien ne sert qu’une fois ; toutes les sessions ouvertes du compte prennent fin.',
  })
  @ApiOkResponse({ type: SuccessBody })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    description: 'Mot de passe refusé (un message par champ), ou lien déjà utilisé, remplacé ou expiré',
    type: ValidationFailureBody,
    examples: {
      motDePasse: {
        summary: PASSWORD_TOO_SHORT,
        value: { success: false, message: INVALID_FIELDS_MESSAGE, errors: { password: PASSWORD_TOO_SHORT } },
      },
      lien: { summary: LINK_INVALID_MESSAGE, value: { success: false, message: LINK_INVALID_MESSAGE } },
    },
  })
  @ApiRateLimited()
  async confirm(
    @Body() dto: PasswordResetConfirmDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessBody> {
    response.setHeader('Cache-Control', 'no-store');
    await this.resets.confirm(dto.token, dto.password);
    return { success: true };
  }
}
