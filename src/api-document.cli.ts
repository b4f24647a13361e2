import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { buildApiDocument } from './api-document';
import { AppModule } from './app.module';
import { validateEnv } from './config/env.validation';

/**
 * Writes the API's description to docs/openapi.json (or the path given), from the same
 * controllers the server runs. Nest's preview mode reads the modules without creating a single
 * provider, so no database, Redis or secret is needed: only placeholders to satisfy the
 * configuration's checks, which never reach a connection.
 */
async function main(): Promise<void> {
  const target = resolve(process.argv[2] ?? 'docs/openapi.json');
  const config = validateEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'placeholder-for-the-api-description-only-0123456789',
    DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
  });
  const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false });
  app.setGlobalPrefix('api');
  const document = buildApiDocument(app);
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  // The command's own output for the person running it (no personal data: a file and a count).
  process.stdout.write(`${target}: ${Object.keys(document.paths).length} paths\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
