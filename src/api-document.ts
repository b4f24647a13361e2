import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ADMIN_BEARER } from './common/openapi/decorators';
import { nullableAsTypeUnions } from './common/openapi/nullable';

/** Where the document is served. Public: it describes the routes and holds no data. */
export const API_DOCUMENT_PATH = '/api/openapi.json';

// The bearer scheme's name lives with the decorators that name it (every guarded route's).
export { ADMIN_BEARER };

/**
 * The API's description, built from the controllers and DTOs themselves (@nestjs/swagger reads
 * their decorators), so it cannot drift from the routes it describes. Paths are written without
 * the `/api` prefix, which is the server's base address: the client calls `/booking/slots` on a
 * base of `/api`, and a route's address appears in one place only, the generated schema.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Cabinet de chirurgie — API')
    .setDescription(
      'API du site et de l’espace d’administration du cabinet. Les messages d’erreur sont en français ; ' +
        'les routes d’administration demandent le jeton obtenu à la connexion (en-tête Authorization: Bearer).',
    )
    .setVersion('1')
    .addServer('/api')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, ADMIN_BEARER)
    .build();
  return nullableAsTypeUnions(SwaggerModule.createDocument(app, config, { ignoreGlobalPrefix: true }));
}

/** Serves the document as JSON at API_DOCUMENT_PATH (no UI: nothing from outside the origin). */
export function serveApiDocument(app: INestApplication): void {
  const document = buildApiDocument(app);
  SwaggerModule.setup(API_DOCUMENT_PATH, app, document, {
    ui: false,
    raw: ['json'],
    jsonDocumentUrl: API_DOCUMENT_PATH,
    useGlobalPrefix: false,
  });
}
