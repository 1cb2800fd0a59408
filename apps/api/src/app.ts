import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { ResponseCache } from './lib/response-cache';
import { createCatalogRepository } from './modules/catalog/catalog-repository';
import { catalogRoutes, listingRoutes } from './modules/catalog/catalog-routes';
import { createCatalogService } from './modules/catalog/catalog-service';
import { createCollectionsRepository } from './modules/collections/collections-repository';
import { collectionsRoutes } from './modules/collections/collections-routes';
import { createCollectionsService } from './modules/collections/collections-service';
import { createContentRepository } from './modules/content/content-repository';
import { contentRoutes } from './modules/content/content-routes';
import { createContentService } from './modules/content/content-service';
import { healthRoutes } from './modules/health/health-routes';
import { mediaRoutes } from './modules/media/media-routes';
import { pincodeDirectory } from './modules/pincode/pincode-directory';
import { pincodeRoutes } from './modules/pincode/pincode-routes';
import { createPincodeService } from './modules/pincode/pincode-service';
import { createSearchRepository } from './modules/search/search-repository';
import { searchRoutes } from './modules/search/search-routes';
import { createSearchService } from './modules/search/search-service';
import { createSeoRepository } from './modules/seo/seo-repository';
import { seoRoutes } from './modules/seo/seo-routes';
import { createSeoService } from './modules/seo/seo-service';
import { storesRoutes } from './modules/stores/stores-routes';
import { createStoresService } from './modules/stores/stores-service';
import { registerErrorHandler } from './plugins/error-handler';
import { registerResponseHeaders } from './plugins/security-headers';
import { registerSpa } from './web/spa';

/** One access-log line per request ('request completed', with status and time) instead of two. */
class AccessLog extends LogController {
  override incomingRequest() {}
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve the built storefront from this folder (default: apps/web/dist when it exists). */
  webDist?: string | false;
  logger?: FastifyServerOptions['logger'];
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole app without listening: tests call it with inject, server.ts listens. */
export async function buildApp({ config, database, webDist, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: true,
    bodyLimit: 100 * 1024,
    logController: new AccessLog(),
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // The analytics page tag is allowed only when it is configured; otherwise nothing leaves the page.
  const analytics = config.ANALYTICS_ID ? ['https://www.googletagmanager.com'] : [];
  const analyticsConnect = config.ANALYTICS_ID
    ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']
    : [];
  registerResponseHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'", 'https://checkout.razorpay.com', ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...analyticsConnect],
        connectSrc: ["'self'", ...analyticsConnect],
        frameSrc: ["'self'", 'https://api.razorpay.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Svarna Jewels API', version: '1.0.0' },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const cache = new ResponseCache(config.NODE_ENV === 'test' ? 0 : 30_000);
  const catalogRepository = createCatalogRepository(database.db);
  const contentRepository = createContentRepository(database.db);
  const catalog = createCatalogService(catalogRepository);
  const content = createContentService(contentRepository);
  const collections = createCollectionsService(createCollectionsRepository(database.db), catalog);
  const search = createSearchService(createSearchRepository(database.db), catalogRepository, catalog);
  const stores = createStoresService(contentRepository);
  const pincodes = createPincodeService(pincodeDirectory, {
    prefixes: config.SERVICEABLE_PINCODE_PREFIXES?.split(',') ?? null,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(searchRoutes, { search, cache });
      await api.register(catalogRoutes, { catalog, cache });
      await api.register(listingRoutes, { catalog, cache });
      await api.register(collectionsRoutes, { collections, cache });
      await api.register(storesRoutes, { stores });
      await api.register(pincodeRoutes, { pincodes });
      await api.register(contentRoutes, { content, cache });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { db: database.db });
  await app.register(seoRoutes, {
    repo: createSeoRepository(database.db),
    cache,
    publicUrl: config.PUBLIC_URL,
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      success: false,
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: 'NOT_FOUND',
    });
  });

  const dist = webDist ?? config.WEB_DIST ?? DEFAULT_WEB_DIST;
  if (dist) {
    const seo = createSeoService(catalog, collections, content, config.PUBLIC_URL);
    const meta: Record<string, string> = config.ANALYTICS_ID ? { 'analytics-id': config.ANALYTICS_ID } : {};
    await registerSpa(app, {
      distDir: dist,
      publicUrl: config.PUBLIC_URL,
      headFor: seo.headFor,
      cache,
      meta,
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
