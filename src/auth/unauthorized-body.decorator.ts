import { SetMetadata } from '@nestjs/common';

export const UNAUTHORIZED_BODY_KEY = 'unauthorizedBody';

/** The body a protected route answers with its 401 (GET /api/auth/verify: {"valid":false}). */
export const UnauthorizedBody = (body: Record<string, unknown>): MethodDecorator =>
  SetMetadata(UNAUTHORIZED_BODY_KEY, body);
