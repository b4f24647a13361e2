import { join, sep } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import type { Response } from 'express';
import { NOT_FOUND_PAGE } from '../common/http/not-found-page';
import { assetHeaders } from '../common/http/security-headers';
import { BuiltSite, CLIENT_DIR, IMMUTABLE, REVALIDATE, SiteSettings } from './built-site';

/**
 * Serves the built client from the same origin as the API: ServeStaticModule serves the files
 * (the prerendered pages and precompressed copies chosen by siteRequests in front of it) and
 * answers the browser-only routes with the app shell; unknown addresses end on the French 404
 * page (through the exception filter). Hashed assets are cached for good, everything else
 * revalidated.
 */
@Module({})
export class SiteModule {
  static forRoot(settings: SiteSettings, clientDir = CLIENT_DIR): DynamicModule {
    const site = BuiltSite.load(clientDir, settings);
    const assets = join(clientDir, 'assets') + sep;
    return {
      module: SiteModule,
      imports: site
        ? [
            ServeStaticModule.forRoot({
              rootPath: clientDir,
              renderPath: site.clientOnlyPattern(),
              serveStaticOptions: {
                index: false,
                redirect: false,
                dotfiles: 'ignore',
                fallthrough: true,
                cacheControl: false,
                setHeaders: (res: Response, path: string) => {
                  res.setHeader('Cache-Control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
                  if (path.startsWith(assets)) assetHeaders(res);
                },
              },
            }),
          ]
        : [],
      providers: [
        // null when the client is not built (the API still runs; pages answer 503).
        { provide: BuiltSite, useValue: site ?? null },
        { provide: NOT_FOUND_PAGE, useValue: site ?? null },
      ],
      exports: [BuiltSite, NOT_FOUND_PAGE],
    };
  }
}
