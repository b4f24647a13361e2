import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public } from '../common/http/public.decorator';
import {
  ADMIN_BEARER,
  AdminRoute,
  ApiAccess,
  ApiError,
  ApiInvalid,
  ApiRateLimited,
} from '../common/openapi/decorators';
import type { AdminRole } from '../contract/admin-roles';
import { PUBLIC_POST_THROTTLER } from '../common/rate-limit/public-throttler.guard';
import {
  AuthService,
  INVALID_CREDENTIALS_MESSAGE,
  LoginResponse,
  SecondFactorRequired,
  SIGN_IN_EXPIRED_MESSAGE,
} from './auth.service';
import {
  SecondFactorRequiredDto,
  SessionDto,
  SignInRefusalDto,
  TokenInvalidDto,
  TokenValidDto,
} from './dto/auth-responses';
import { LoginDto } from './dto/login.dto';
import { SecondFactorLoginDto } from './dto/second-factor.dto';
import { AuthenticatedAdmin, CurrentAdmin } from './jwt-auth.guard';
import { LoginThrottleGuard } from './login-attempts.limiter';
import { INVALID_CODE_MESSAGE } from './second-factor.service';
import { SecondFactorThrottleGuard } from './second-factor-throttle.guard';
import { UnauthorizedBody } from './unauthorized-body.decorator';

@ApiTags('Authentification')
@ApiExtraModels(SessionDto, SecondFactorRequiredDto)
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Limited by failed attempts (LoginThrottleGuard), not by the public-POST budget. */
  @Public()
  @SkipThrottle({ [PUBLIC_POST_THROTTLER]: true })
  @UseGuards(LoginThrottleGuard)
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Se connecter avec son mot de passe' })
  @ApiOkResponse({
    description: 'La session, ou, pour un compte à double authentification, le jeton de l’étape du code',
    schema: {
      oneOf: [{ $ref: getSchemaPath(SessionDto) }, { $ref: getSchemaPath(SecondFactorRequiredDto) }],
    },
  })
  @ApiInvalid({ username: "Le nom d'utilisateur est obligatoire." })
  @ApiError(401, 'Identifiant ou mot de passe faux', INVALID_CREDENTIALS_MESSAGE)
  @ApiRateLimited()
  login(
    @Body() dto: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse | SecondFactorRequired> {
    response.setHeader('Cache-Control', 'no-store');
    return this.auth.login(dto.username, dto.password, request.ip);
  }

  /** The code step, for an account with a second factor: counted like password attempts. */
  @Public()
  @SkipThrottle({ [PUBLIC_POST_THROTTLER]: true })
  @UseGuards(SecondFactorThrottleGuard)
  @Post('login/2fa')
  @HttpCode(200)
  @ApiOperation({ summary: 'Se connecter : le code de la double authentification' })
  @ApiOkResponse({ description: 'La session', type: SessionDto })
  @ApiInvalid({ code: 'Le code est obligatoire.' })
  @ApiUnauthorizedResponse({
    description: 'Code faux, ou connexion à reprendre au mot de passe (`restart`)',
    type: SignInRefusalDto,
    examples: {
      code: { summary: INVALID_CODE_MESSAGE, value: { message: INVALID_CODE_MESSAGE } },
      restart: {
        summary: SIGN_IN_EXPIRED_MESSAGE,
        value: { message: SIGN_IN_EXPIRED_MESSAGE, restart: true },
      },
    },
  })
  @ApiRateLimited()
  loginWithSecondFactor(
    @Body() dto: SecondFactorLoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse> {
    response.setHeader('Cache-Control', 'no-store');
    return this.auth.loginWithSecondFactor(dto.mfaToken, dto.code, request.ip);
  }

  /** Signs out: this token's session ends on the server (any replica refuses it from now on). */
  @Post('logout')
  @HttpCode(204)
  @AdminRoute('own-account')
  @ApiOperation({ summary: 'Se déconnecter (la session prend fin sur le serveur)' })
  @ApiNoContentResponse({ description: 'Session terminée' })
  logout(@CurrentAdmin() admin: AuthenticatedAdmin): Promise<void> {
    return this.auth.logout(admin);
  }

  /** The client calls it with `?_t=<timestamp>` against caches; the query is ignored. */
  @Get('verify')
  @UnauthorizedBody({ valid: false })
  @ApiBearerAuth(ADMIN_BEARER)
  @ApiAccess('own-account')
  @ApiOperation({ summary: 'Vérifier que le jeton ouvre toujours une session' })
  @ApiQuery({
    name: '_t',
    type: String,
    required: false,
    description: 'Ignoré : contre les caches en chemin',
  })
  @ApiOkResponse({ description: 'Session en cours', type: TokenValidDto })
  @ApiUnauthorizedResponse({
    description: 'Jeton absent ou invalide, ou session terminée (`reason: idle` après inactivité)',
    type: TokenInvalidDto,
    example: { valid: false },
  })
  verify(@CurrentAdmin() admin: AuthenticatedAdmin): { valid: true; username: string; role: AdminRole } {
    return { valid: true, username: admin.username, role: admin.role };
  }
}
