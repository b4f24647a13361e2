import 'reflect-metadata';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { HttpDrain, trackHttpServer } from './common/http/http-drain';
import { logger } from './common/logging/json-logger';
import type { AppConfig } from './config/env.validation';
import { EmbeddedPostgres, EmbeddedStartCancelled } from './database/embedded-postgres';
import { describeFailure } from './database/failure-cause';

/**
 * Node's defaults are made for a server behind a proxy that shields it (headers: 60 s, whole
 * request: 5 min, checked every 30 s). This one may face clients directly: a client that sends
 * its headers or its body a byte at a time would hold a socket that long, and a few hundred
 * such clients would hold them all. Real clients send headers in milliseconds and bodies of at
 * most 32 KB here, so 10 s for the headers and 30 s for the whole request leave them ample
 * room; the check runs every second so that these limits are what actually happens. An idle
 * keep-alive connection is closed after 5 s: long enough for a page's follow-up requests,
 * short enough not to pile up idle sockets (a proxy in front must keep its own idle upstream
 * connections for less than this, or it may reuse one just as the server closes it).
 */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** After the forced stop, how long the embedded PostgreSQL still gets before the process exits. */
const FORCED_EXIT_GRACE_MS = 5_000;

function limitSlowClients(server: Server): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Read by Node when the server starts listening (the option of http.createServer, which
  // Nest calls for us); not in the type definitions.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    TIMEOUT_CHECK_INTERVAL_MS;
}

/** SHUTDOWN_TIMEOUT_MS's default, for a signal that comes before the configuration is read. */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms).unref());

async function bootstrap(): Promise<void> {
  let config: AppConfig | undefined;
  let embedded: EmbeddedPostgres | undefined;
  let app: NestExpressApplication | undefined;
  let http: HttpDrain | undefined;
  let listening = false;
  let stopping = false;

  // In place before anything starts (the heavy modules are loaded after): a SIGTERM or a
  // Ctrl-C during start-up must stop what was started, the embedded PostgreSQL above all, even
  // half-started, and exit; never leave it running on its data folder.
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const serving = listening;
    logger.log(`${signal} reçu : arrêt ${serving ? 'en cours' : 'pendant le démarrage'}`, 'Bootstrap');
    const timer = setTimeout(() => {
      logger.error('Arrêt forcé : délai de vidage dépassé', undefined, 'Bootstrap');
      http?.closeAll();
      void Promise.race([embedded?.stop(), sleep(FORCED_EXIT_GRACE_MS)]).finally(() => process.exit(1));
    }, config?.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    const steps = serving
      ? // Stop accepting and let in-flight requests finish first; only then close what they
        // use: the pool and Redis (app.close()), then the embedded database, last.
        http!
          .drain()
          .then(() => app!.close())
          .then(() => embedded?.stop())
      : // Nothing is served yet, so nothing to drain: the app being built goes with the
        // process; the database is stopped, even in the middle of its own start.
        Promise.resolve(embedded?.stop());
    void steps
      .then(() => {
        logger.log(`Arrêt terminé en ${Date.now() - started} ms`, 'Bootstrap');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error(`Arrêt : ${describeFailure(error)}`, undefined, 'Bootstrap');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    const { validateEnv } = await import('./config/env.validation');
    if (existsSync('.env')) process.loadEnvFile('.env');
    config = validateEnv(process.env);
    logger.setLogLevels([config.logLevel]);
    if (!config.databaseUrl) {
      const dataDir = process.env.EMBEDDED_PG_DIR ?? '.data/postgres';
      embedded = new EmbeddedPostgres(dataDir, (message) => logger.log(message, 'Database'));
      const { url, appUrl } = await embedded.start();
      // The superuser owns the tables and runs the migrations; the server serves as its own role.
      process.env.DATABASE_OWNER_URL = config.databaseOwnerUrl = url;
      process.env.DATABASE_URL = config.databaseUrl = appUrl;
      logger.log(
        `PostgreSQL embarqué démarré sur 127.0.0.1:${new URL(url).port} (données dans ${dataDir})`,
        'Database',
      );
    }
    if (stopping) return;
    const { createApp } = await import('./app.setup');
    if (stopping) return;
    app = await createApp(config);
    if (stopping) return;
    const server = app.getHttpServer() as Server;
    limitSlowClients(server);
    http = trackHttpServer(server);
    await app.listen(config.port);
    if (stopping) return;
    listening = true;
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.log(`Site prêt : http://localhost:${port}`, 'Bootstrap');
  } catch (error) {
    // A stop asked during start-up makes the steps under way fail; shutdown() ends the process.
    if (stopping || error instanceof EmbeddedStartCancelled) return;
    // Built but unable to listen (port taken…): its pool goes before the database it uses.
    await Promise.race([app?.close().catch(() => undefined), sleep(FORCED_EXIT_GRACE_MS)]);
    await embedded?.stop().catch((stopError: unknown) => {
      logger.error(`Arrêt de PostgreSQL embarqué : ${describeFailure(stopError)}`, undefined, 'Database');
    });
    throw error;
  }
}

bootstrap().catch(async (error: unknown) => {
  const { ConfigError } = await import('./config/env.validation');
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.error(`Démarrage impossible : ${describeFailure(error)}`, undefined, 'Bootstrap');
  }
  process.exit(1);
});
