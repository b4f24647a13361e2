import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { AuthService } from './auth.service';
import {
  DisableSecondFactorDto,
  SecondFactorCodeDto,
  SecondFactorPasswordDto,
} from './dto/second-factor.dto';
import { AuthenticatedAdmin, CurrentAdmin } from './jwt-auth.guard';
import { SecondFactorThrottleGuard } from './second-factor-throttle.guard';
import { SecondFactorService, SecondFactorSetup, SecondFactorStatus } from './second-factor.service';

/**
 * The administrator's own second factor (the « Sécurité » screen). Administrator only, like
 * every route without @Public() (never cached: the guard says no-store); whatever checks a password or a code is counted by the
 * sign-in limiter. Turning it on or off ends the other sessions: the answer carries a new
 * token for this one.
 */
@Controller('auth/2fa')
export class SecondFactorController {
  constructor(
    private readonly secondFactor: SecondFactorService,
    private readonly auth: AuthService,
  ) {}

  @Get()
  status(@CurrentAdmin() admin: AuthenticatedAdmin): Promise<SecondFactorStatus> {
    return this.secondFactor.status(admin.id);
  }

  @UseGuards(SecondFactorThrottleGuard)
  @Post('setup')
  @HttpCode(200)
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
  async disable(
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Body() dto: DisableSecondFactorDto,
    @Req() request: Request,
  ): Promise<{ token: string }> {
    await this.secondFactor.disable(admin.id, dto.password, dto.code, request.ip);
    return { token: await this.auth.sessionToken(admin.id) };
  }
}
