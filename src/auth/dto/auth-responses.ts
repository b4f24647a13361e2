import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorBody } from '../../common/openapi/bodies';
import { ADMIN_ROLES, type AdminRole } from '../../contract/admin-roles';

/*
 * What the sign-in and second-factor routes answer, for the API's description (the services
 * return plain objects of these shapes).
 */

/** A session opened: the token to send as `Authorization: Bearer …`, and who it is for. */
export class SessionDto {
  @ApiProperty({ description: 'Jeton de session (JWT)' })
  token: string;

  @ApiProperty({ format: 'uuid', description: 'Identifiant du compte administrateur' })
  _id: string;

  @ApiProperty({ example: 'admin' })
  username: string;

  @ApiProperty({ enum: ADMIN_ROLES, description: 'Le rôle du compte : praticien ou secrétariat' })
  role: AdminRole;
}

/** The password was right and the account has a second factor: its code comes next. */
export class SecondFactorRequiredDto {
  @ApiProperty({ enum: [true] })
  mfaRequired: true;

  @ApiProperty({ description: 'Jeton de courte durée à renvoyer avec le code (POST /auth/login/2fa)' })
  mfaToken: string;
}

/** A refusal of the code step; `restart` when the sign-in must start again from the password. */
export class SignInRefusalDto extends ErrorBody {
  @ApiPropertyOptional({ enum: [true] })
  restart?: true;
}

/** GET /auth/verify: the token opens a current session. */
export class TokenValidDto {
  @ApiProperty({ enum: [true] })
  valid: true;

  @ApiProperty({ example: 'admin' })
  username: string;

  @ApiProperty({ enum: ADMIN_ROLES, description: 'Le rôle du compte, tel que la base le dit maintenant' })
  role: AdminRole;
}

/** GET /auth/verify without a usable token (`reason: 'idle'` when the session went unused too long). */
export class TokenInvalidDto {
  @ApiProperty({ enum: [false] })
  valid: false;

  @ApiPropertyOptional({ enum: ['idle'] })
  reason?: 'idle';
}

export class SecondFactorStatusDto {
  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Codes de secours encore utilisables' })
  recoveryCodesLeft: number;
}

/** A new secret to confirm with a first code from the authenticator app. */
export class SecondFactorSetupDto {
  @ApiProperty({ description: 'Le secret TOTP en base 32, à saisir à la main si besoin' })
  secret: string;

  @ApiProperty({ example: 'otpauth://totp/…' })
  otpauthUrl: string;

  @ApiProperty({ description: 'Le QR code de `otpauthUrl`, document SVG dessiné par le serveur' })
  qrSvg: string;
}

/** The second factor is on: the ten recovery codes (shown once) and this session's new token. */
export class SecondFactorEnabledDto {
  @ApiProperty({ type: [String], example: ['ABCD-EFGH-JKLM-NPQR'] })
  recoveryCodes: string[];

  @ApiProperty({ description: 'Nouveau jeton de cette session (les autres sessions ont pris fin)' })
  token: string;
}

/** The second factor is off: this session's new token. */
export class SessionTokenDto {
  @ApiProperty({ description: 'Nouveau jeton de cette session (les autres sessions ont pris fin)' })
  token: string;
}
