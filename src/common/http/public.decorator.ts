import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublic';

/**
 * Opens a route to visitors. Every other route requires an administrator's token (the global
 * JWT guard). Here rather than with authentication because the public-POST rate limit reads it
 * too, and shared code must not depend on a feature.
 */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);
