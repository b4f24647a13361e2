import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AUTHENTICATION_REQUIRED_MESSAGE } from '../common/http/authentication-required';
import { AdminRoute, ApiError, ApiInvalid, ApiRateLimited } from '../common/openapi/decorators';
import { AuthService } from './auth.service';
import {
  DisableSecondFactorDto,
  SecondFactorCodeDto,
  SecondFactorPasswordDto,
} from './dto/second-factor.dto';
import {
  SecondFactorEnabledDto,
  SecondFactorSetupDto,
  SecondFactorStatusDto,
  SessionTokenDto,
} from './dto/auth-responses';
import { AuthenticatedAdmin, CurrentAdmin } from './jwt-auth.guard';
import { SecondFactorThrottleGuard } from './second-factor-throttle.guard';
import {
  ALREADY_ENABLED_MESSAGE,
  INVALID_CODE_MESSAGE,
  NO_SETUP_PENDING_MESSAGE,
  NOT_ENABLED_MESSAGE,
  SecondFactorService,
  SecondFactorSetup,
  SecondFactorStatus,
  SETUP_ALREADY_ENABLED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from './second-factor.service';

/**
 * The administrator's own second factor (the « Sécurité » screen). Administrator only, like
 * every route without @Public() (never cached: the guard says no-store); whatever checks a password or a code is counted by the
 * sign-in limiter. Turning it on or off ends the other sessions: the answer carries a new
 * token for this one.
 */
@ApiTags('Double authentification')
@AdminRoute('own-account')
@Controller('auth/2fa')
export class SecondFactorController {
  constructor(
    private readonly secondFactor: SecondFactorService,
    private readonly auth: AuthService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'État de la double authentification du compte' })
  @ApiOkResponse({ type: SecondFactorStatusDto })
  status(@CurrentAdmin() admin: AuthenticatedAdmin): Promise<SecondFactorStatus> {
    return this.secondFactor.status(admin.id);
  }

  @UseGuards(SecondFactorThrottleGuard)
  @Post('setup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Commencer l’activation : un secret à confirmer' })
  @ApiOkResponse({ type: SecondFactorSetupDto })
  @ApiInvalid({ password: 'Le mot de passe est obligatoire.' })
  @ApiError(
    401,
    'Mot de passe faux, ou session terminée',
    WRONG_PASSWORD_MESSAGE,
    AUTHENTICATION_REQUIRED_MESSAGE,
  )
  @ApiError(409, 'Déjà activée', SETUP_ALREADY_ENABLED_MESSAGE)
  @ApiRateLimited()
  setup(
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Body() dto: SecondFactorPasswordDto,
    @Req() request: Request,
  ): Promise<SecondFactorSetup> {
    return this.secondFactor.setup(admin.id, dto.password, request.ip);
  }

  @UseGuards(SecondFactorThrottleGuard)
  @Post('enable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Activer avec un premier code : les codes de secours' })
  @ApiOkResponse({ type: SecondFactorEnabledDto })
  @ApiInvalid({ code: 'Le code est obligatoire.' })
  @ApiError(401, 'Code faux, ou session terminée', INVALID_CODE_MESSAGE, AUTHENTICATION_REQUIRED_MESSAGE)
  @ApiError(
    409,
    'Déjà activée, ou aucune activation en cours',
    ALREADY_ENABLED_MESSAGE,
    NO_SETUP_PENDING_MESSAGE,
  )
  @ApiRateLimited()
  async enable(
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Body() dto: SecondFactorCodeDto,
    @Req() request: Request,
  ): Promise<{ recoveryCodes: string[]; token: string }> {
    const recoveryCodes = await this.secondFactor.enable(admin.id, dto.code, request.ip);
    return { recoveryCodes, token: await this.auth.sessionToken(admin.id) };
  }

  @UseGuards(SecondFactorThrottleGuard)
  @Post('disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Désactiver (mot de passe et code)' })
  @ApiOkResponse({ type: SessionTokenDto })
  @ApiInvalid({ code: 'Le code est obligatoire.' })
  @ApiError(
    401,
    'Mot de passe ou code faux, ou session terminée',
    WRONG_PASSWORD_MESSAGE,
    INVALID_CODE_MESSAGE,
    AUTHENTICATION_REQUIRED_MESSAGE,
  )
  @ApiError(409, 'Pas activée', NOT_ENABLED_MESSAGE)
  @ApiRateLimited()
  async disable(
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Body() dto: DisableSecondFactorDto,
    @Req() request: Request,
  ): Promise<{ token: string }> {
    await this.secondFactor.disable(admin.id, dto.password, dto.code, request.ip);
    return { token: await this.auth.sessionToken(admin.id) };
  }
}
