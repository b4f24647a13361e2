import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public } from '../common/http/public.decorator';
import { PUBLIC_POST_THROTTLER } from '../common/rate-limit/public-throttler.guard';
import { AuthService, LoginResponse, SecondFactorRequired } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { SecondFactorLoginDto } from './dto/second-factor.dto';
import { AuthenticatedAdmin, CurrentAdmin } from './jwt-auth.guard';
import { LoginThrottleGuard } from './login-attempts.limiter';
import { SecondFactorThrottleGuard } from './second-factor-throttle.guard';
import { UnauthorizedBody } from './unauthorized-body.decorator';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Limited by failed attempts (LoginThrottleGuard), not by the public-POST budget. */
  @Public()
  @SkipThrottle({ [PUBLIC_POST_THROTTLER]: true })
  @UseGuards(LoginThrottleGuard)
  @Post('login')
  @HttpCode(200)
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
  logout(@CurrentAdmin() admin: AuthenticatedAdmin): Promise<void> {
    return this.auth.logout(admin);
  }

  /** The client calls it with `?_t=<timestamp>` against caches; the query is ignored. */
  @Get('verify')
  @UnauthorizedBody({ valid: false })
  verify(@CurrentAdmin() admin: AuthenticatedAdmin): { valid: true; username: string } {
    return { valid: true, username: admin.username };
  }
}
