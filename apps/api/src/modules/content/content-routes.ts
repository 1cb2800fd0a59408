import {
  BannerListResponseSchema,
  HeroResponseSchema,
  MegaMenuResponseSchema,
  SiteConfigResponseSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResponseCache } from '../../lib/response-cache';
import { sendCached } from '../../lib/send-cached';
import type { ContentService } from './content-service';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService; cache: ResponseCache }> = async (
  app,
  { content, cache },
) => {
  const tags = ['site content'];
  app.get(
    '/site-content/config/site-config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Branding: theme, logo, favicon, footer',
        response: { 200: SiteConfigResponseSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get('site-config', async () =>
          SiteConfigResponseSchema.parse({ success: true, data: await content.getSiteConfig() }),
        ),
      ),
  );
  app.get(
    '/site-content/mega-menu',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Header categories with images', response: { 200: MegaMenuResponseSchema } },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get('mega-menu', async () =>
          MegaMenuResponseSchema.parse({ success: true, data: { categories: await content.getMegaMenu() } }),
        ),
      ),
  );
  app.get(
    '/site-content/hero',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Hero items and the home section order',
        response: { 200: HeroResponseSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get('hero', async () => HeroResponseSchema.parse(await content.getHero())),
      ),
  );
  app.get(
    '/site-content/banners',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Active home banners', response: { 200: BannerListResponseSchema } },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get('banners', async () =>
          BannerListResponseSchema.parse({ success: true, data: await content.getActiveBanners() }),
        ),
      ),
  );
};
