import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { serveApiDocument } from './api-document';
import { AppModule } from './app.module';
import { clientContextMiddleware } from './common/http/client-context';
import { jsonOnly } from './common/http/json-only.middleware';
import { requestLogger } from './common/http/request-logger.middleware';
import { permissionsPolicy, securityHeaders } from './common/http/security-headers';
import { logger } from './common/logging/json-logger';
import { ONE_CLICK_PATH } from './newsletter/newsletter.service';
import { AppConfig } from './config/env.validation';
import { BuiltSite, siteScriptHashes } from './site/built-site';
import { siteRequests } from './site/site-requests.middleware';

export const BODY_LIMIT = '32kb';

/**
 * Builds the application exactly as it runs in production; main.ts and the tests both use it.
 * Providers (pipes, guards, filters) live in AppModule; what only the HTTP layer can hold
 * (prefix, header and body middleware, the step in front of the site's files) lives here.
 */
export async function createApp(config: AppConfig, clientDir?: string): Promise<NestExpressApplication> {
  logger.setLogLevels([config.logLevel]);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, clientDir), {
    bodyParser: false,
    logger,
    abortOnError: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.setGlobalPrefix('api');
  app.use(requestLogger);
  app.use(securityHeaders(siteScriptHashes(clientDir)));
  app.use(permissionsPolicy);
  app.use(siteRequests(app.get(BuiltSite)));
  app.use('/api', jsonOnly([ONE_CLICK_PATH]));
  app.use('/api', express.json({ limit: BODY_LIMIT, strict: true }));
  app.use('/api', clientContextMiddleware);
  serveApiDocument(app);
  return app;
}
