import { HttpException, HttpStatus } from '@nestjs/common';
import { logger } from '../logging/json-logger';

export const TOO_MANY_REQUESTS_MESSAGE = 'Trop de demandes. Veuillez réessayer dans un instant.';

/** The 429 of every limiter, logged (path and limiter name only: the IP is on the request line). */
export function tooManyRequests(limiter: 'public' | 'login', path: string): HttpException {
  logger.event('warn', 'rate limited', { limiter, path }, 'RateLimit');
  return new HttpException({ message: TOO_MANY_REQUESTS_MESSAGE }, HttpStatus.TOO_MANY_REQUESTS);
}
