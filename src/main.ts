import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { createApp } from './app.setup';
import { trackHttpServer } from './common/http/http-drain';
import { logger } from './common/logging/json-logger';
import { ConfigError, validateEnv } from './config/env.validation';
import { EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres';

async function bootstrap(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = validateEnv(process.env);

  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(process.env.EMBEDDED_PG_DIR ?? '.data/postgres', (m) =>
      logger.log(m, 'Database'),
    );
    process.env.DATABASE_URL = config.databaseUrl = embedded.url;
    const { port } = new URL(embedded.url);
    logger.log(
      `PostgreSQL embarqué démarré sur 127.0.0.1:${port} (données dans ${process.env.EMBEDDED_PG_DIR ?? '.data/postgres'})`,
      'Database',
    );
  }

  const app = await createApp(config).catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });
  const http = trackHttpServer(app.getHttpServer());
  await app.listen(config.port);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.log(`Site prêt : http://localhost:${port}`, 'Bootstrap');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.log(`${signal} reçu : arrêt en cours`, 'Bootstrap');
    const timer = setTimeout(() => {
      logger.error('Arrêt forcé : délai de vidage dépassé', undefined, 'Bootstrap');
      http.closeAll();
      void Promise.resolve(embedded?.stop()).finally(() => process.exit(1));
    }, config.shutdownTimeoutMs);
    timer.unref();
    // Stop accepting and let in-flight requests finish first; only then close what they use:
    // the pool and Redis (app.close()), then the embedded database, last.
    void http
      .drain()
      .then(() => app.close())
      .then(() => embedded?.stop())
      .then(() => {
        logger.log(`Arrêt terminé en ${Date.now() - started} ms`, 'Bootstrap');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error(`Arrêt : ${String(error)}`, undefined, 'Bootstrap');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.error(
      `Démarrage impossible : ${error instanceof Error ? error.message : String(error)}`,
      undefined,
      'Bootstrap',
    );
  }
  process.exit(1);
});
