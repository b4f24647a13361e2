import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Inject,
  NotFoundException,
  Optional,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { logger } from '../logging/json-logger';
import { isDatabaseUnavailable } from './database-errors';
import { NOT_FOUND_PAGE, NotFoundPage } from './not-found-page';
import { logPath } from '../logging/log-path';

const GENERIC: Record<number, string> = {
  400: 'Requête invalide.',
  401: 'Authentification requise.',
  403: 'Accès refusé.',
  404: 'Ressource introuvable.',
  405: 'Méthode non autorisée.',
  413: 'Requête trop volumineuse.',
  415: 'Le contenu doit être envoyé au format JSON.',
  429: 'Trop de demandes. Veuillez réessayer dans un instant.',
  500: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  503: 'Service momentanément indisponible. Veuillez réessayer dans un instant.',
};

function isFrameworkHttpError(error: unknown): error is { status: number; expose?: boolean } {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Every error leaves as JSON with a French message. Our own HttpExceptions keep their body;
 * errors from Express (malformed JSON, oversize bodies) and anything unexpected get a generic
 * body, so no stack, SQL or driver text ever reaches a client. Details go to the log only.
 * A browser asking for an unknown address outside /api gets the site's French 404 page.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(@Optional() @Inject(NOT_FOUND_PAGE) private readonly notFoundPage?: NotFoundPage | null) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const response = ctx.getResponse<Response>();
    const request = ctx.getRequest<Request>();
    if (response.headersSent) return;
    if (exception instanceof NotFoundException && this.notFoundPage && isPageRequest(request)) {
      return this.notFoundPage.sendNotFound(request, response);
    }

    let status: number = HttpStatus.INTERNAL_SERVER_ERROR;
    let body: Record<string, unknown>;

    if (exception instanceof HttpException && !(exception.cause instanceof SyntaxError)) {
      status = exception.getStatus();
      const res = exception.getResponse();
      body =
        typeof res === 'object' && res !== null && isOwnBody(res)
          ? (res as Record<string, unknown>)
          : { statusCode: status, message: GENERIC[status] ?? GENERIC[500] };
    } else if (exception instanceof HttpException || isFrameworkHttpError(exception)) {
      status = exception instanceof HttpException ? exception.getStatus() : exception.status;
      body = { statusCode: status, message: GENERIC[status] ?? GENERIC[400] };
    } else if (isDatabaseUnavailable(exception)) {
      status = HttpStatus.SERVICE_UNAVAILABLE;
      logger.warn(`${request.method} ${logPath(request.path)}: base de données indisponible`, 'Database');
      response.setHeader('Retry-After', '5');
      body = { statusCode: status, message: GENERIC[503] };
    } else {
      const error = exception as Error;
      logger.error(
        `${request.method} ${logPath(request.path)}: ${error?.message ?? String(exception)}`,
        error?.stack,
        'Exception',
      );
      body = { statusCode: status, message: GENERIC[500] };
    }
    if (status === 503 && !('message' in body)) body.message = GENERIC[503];
    response.status(status).json(body);
  }
}

/**
 * Nest's built-in exceptions carry English messages ({statusCode, message, error}); ours
 * carry a French message and no `error` key. The English ones are replaced by a French one.
 */
function isOwnBody(res: object): boolean {
  return !('error' in res);
}

function isPageRequest(request: Request): boolean {
  const api = request.path === '/api' || request.path.startsWith('/api/');
  return !api && (request.method === 'GET' || request.method === 'HEAD');
}
