import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { categoryDeskRoutes } from './category-desk-routes';
import { createCategoryDeskService } from './category-desk-service';
import { collectionDeskRoutes } from './collection-desk-routes';
import { createCollectionDeskService } from './collection-desk-service';
import { createHomeDeskService } from './content-desk-home';
import { contentDeskRoutes } from './content-desk-routes';
import { createContentSlidesService } from './content-desk-slides';

export interface ContentDeskOptions {
  db: Db;
  clock: Clock;
  /** called once each change is committed (see catalog-events.ts) */
  onCatalogChanged: () => void;
}

/** The desk's categories, collections, home page and settings, under /admin. */
export const contentDesk: FastifyPluginAsyncZod<ContentDeskOptions> = async (app, deps) => {
  await app.register(categoryDeskRoutes, { categories: createCategoryDeskService(deps) });
  await app.register(collectionDeskRoutes, { collections: createCollectionDeskService(deps) });
  await app.register(contentDeskRoutes, {
    slides: createContentSlidesService(deps),
    home: createHomeDeskService(deps),
  });
};
