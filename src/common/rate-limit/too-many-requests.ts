import { HttpException, HttpStatus } from '@nestjs/common';
import { logger } from '../logging/json-logger';
import { logPath } from '../logging/log-path';

export const TOO_MANY_REQUESTS_MESSAGE = 'Trop de demandes. Veuillez réessayer dans un instant.';
/**
 * The whole site's hourly budget is spent: the wait may be long, and the visitor did nothing
 * wrong, so the message says so and offers the telephone.
 */
export const SITE_BUSY_MESSAGE =
  'Trop de demandes sur le site en ce moment. Veuillez réessayer plus tard ou appeler le cabinet.';

export type Limiter = 'public' | 'public-read' | 'public-subnet' | 'public-site' | 'public-solved' | 'login';

/**
 * The 429 of every limiter, logged (path and limiter name only: the IP is on the request line).
 * With `extra`, more fields of the body: the proof-of-work challenge of a flooded site.
 */
export function tooManyRequests(
  limiter: Limiter,
  path: string,
  message = TOO_MANY_REQUESTS_MESSAGE,
  extra: Record<string, unknown> = {},
): HttpException {
  logger.event('warn', 'rate limited', { limiter, path: logPath(path) }, 'RateLimit');
  return new HttpException({ message, ...extra }, HttpStatus.TOO_MANY_REQUESTS);
}
