import {
  AdminBannerInputSchema,
  AdminBannerListResponseSchema,
  AdminBannerResponseSchema,
  AdminDeletedResponseSchema,
  AdminHeroInputSchema,
  AdminHeroListResponseSchema,
  AdminHeroResponseSchema,
  AdminHomeInputSchema,
  AdminHomeResponseSchema,
  AdminIdParamSchema,
  AdminOrderInputSchema,
  AdminSettingsInputSchema,
  AdminSettingsResponseSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control';
import { deskErrors, deskRoute, deskTags } from '../admin/desk-route';
import type { HomeDeskService } from './content-desk-home';
import type { ContentSlidesService } from './content-desk-slides';

/** The desk's home page (hero slides, banners, sections, trending tabs, featured card) and settings. */
export const contentDeskRoutes: FastifyPluginAsyncZod<{
  slides: ContentSlidesService;
  home: HomeDeskService;
}> = async (app, { slides, home }) => {
  const admin = (request: Parameters<typeof callerOf>[0]) => callerOf(request).user.id;

  app.get(
    '/admin/content/hero',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Every hero slide, shown or not, in order',
        description:
          "Every slide of the home page's hero, shown or hidden, in order, with the product each sells.",
        response: { 200: AdminHeroListResponseSchema, ...deskErrors },
      },
    },
    async () => ({ success: true as const, slides: await slides.listHeroes() }),
  );
  app.post(
    '/admin/content/hero',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Add a hero slide (last in order)',
        description:
          'Adds a hero slide at the end: a published product (its price shows), the words over it and a photo.',
        body: AdminHeroInputSchema,
        response: { 201: AdminHeroResponseSchema, ...deskErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ success: true as const, slide: await slides.createHero(admin(request), request.body) }),
  );
  app.put(
    '/admin/content/hero/order',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Put the hero slides in a new order',
        description: "Takes every hero slide's id once, in the order wanted.",
        body: AdminOrderInputSchema,
        response: { 200: AdminHeroListResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      slides: await slides.reorderHeroes(admin(request), request.body),
    }),
  );
  app.put(
    '/admin/content/hero/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Save a hero slide',
        description:
          "Replaces a hero slide's product, words, photo and whether it shows; its place in the order stays.",
        params: AdminIdParamSchema,
        body: AdminHeroInputSchema,
        response: { 200: AdminHeroResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      slide: await slides.updateHero(admin(request), Number(request.params.id), request.body),
    }),
  );
  app.delete(
    '/admin/content/hero/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Delete a hero slide',
        description: 'Deletes a hero slide.',
        params: AdminIdParamSchema,
        response: { 200: AdminDeletedResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: await slides.deleteHero(admin(request), Number(request.params.id)),
    }),
  );

  app.get(
    '/admin/content/banners',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Every home banner, shown or not, in order',
        description:
          'Every banner of the home page, shown or hidden, in order, with its placement, photos and prices in rupees.',
        response: { 200: AdminBannerListResponseSchema, ...deskErrors },
      },
    },
    async () => ({ success: true as const, banners: await slides.listBanners() }),
  );
  app.post(
    '/admin/content/banners',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Add a home banner',
        description:
          "Adds a banner: placement, words, mobile and desktop photos, and a button to a published product's page.",
        body: AdminBannerInputSchema,
        response: { 201: AdminBannerResponseSchema, ...deskErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ success: true as const, banner: await slides.createBanner(admin(request), request.body) }),
  );
  app.put(
    '/admin/content/banners/order',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Put the home banners in a new order',
        description: "Takes every banner's id once, in the order wanted.",
        body: AdminOrderInputSchema,
        response: { 200: AdminBannerListResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      banners: await slides.reorderBanners(admin(request), request.body),
    }),
  );
  app.put(
    '/admin/content/banners/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Save a home banner',
        description:
          'Replaces a banner; its button must lead to a published product, and a discounted price is at most the original.',
        params: AdminIdParamSchema,
        body: AdminBannerInputSchema,
        response: { 200: AdminBannerResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      banner: await slides.updateBanner(admin(request), Number(request.params.id), request.body),
    }),
  );
  app.delete(
    '/admin/content/banners/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Delete a home banner',
        description: 'Deletes a banner.',
        params: AdminIdParamSchema,
        response: { 200: AdminDeletedResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: await slides.deleteBanner(admin(request), Number(request.params.id)),
    }),
  );

  app.get(
    '/admin/content/home',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'The home page: order of sections, trending tabs and featured card',
        description:
          "The home page's order of sections, the tabs of its trending section and its featured product card, with the home page's version and latest changes.",
        response: { 200: AdminHomeResponseSchema, ...deskErrors },
      },
    },
    async () => ({ success: true as const, home: await home.getHome() }),
  );
  app.put(
    '/admin/content/home',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Save the home page at the version opened',
        description:
          "Saves the order of sections (each once), the trending tabs (each a top-level category, or several joined by 'and') and the featured card (a published product; null for none). A version older than the stored one is a 409.",
        body: AdminHomeInputSchema,
        response: { 200: AdminHomeResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({ success: true as const, home: await home.saveHome(admin(request), request.body) }),
  );

  app.get(
    '/admin/content/settings',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'The top bar, support contacts and bank offer',
        description:
          "The store's top bar, support phone, email and WhatsApp number, and the cart's bank offer, with the settings' version and latest changes.",
        response: { 200: AdminSettingsResponseSchema, ...deskErrors },
      },
    },
    async () => ({ success: true as const, settings: await home.getSettings() }),
  );
  app.put(
    '/admin/content/settings',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Save the top bar, support contacts and bank offer at the version opened',
        description:
          'Saves the settings; the WhatsApp number must be an Indian mobile and is kept as +91XXXXXXXXXX; an empty bank offer means none runs. A version older than the stored one is a 409.',
        body: AdminSettingsInputSchema,
        response: { 200: AdminSettingsResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await home.saveSettings(admin(request), request.body),
    }),
  );
};
