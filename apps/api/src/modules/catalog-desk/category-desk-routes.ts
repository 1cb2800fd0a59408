import {
  AdminCategoryInputSchema,
  AdminCategoryListResponseSchema,
  AdminCategoryResponseSchema,
  AdminCategoryUpdateSchema,
  AdminDeletedResponseSchema,
  AdminIdParamSchema,
  AdminOrderInputSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control';
import { deskErrors, deskRoute, deskTags } from '../admin/desk-route';
import type { CategoryDeskService } from './category-desk-service';

/** The desk's categories and subcategories: the store's menu follows every change. */
export const categoryDeskRoutes: FastifyPluginAsyncZod<{ categories: CategoryDeskService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/admin/categories',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Every category in the menu order, each followed by its subcategories',
        description:
          "Every category and subcategory with its photo, position, version and how many products are filed under it: top-level categories in the menu's order, each followed by its subcategories.",
        response: { 200: AdminCategoryListResponseSchema, ...deskErrors },
      },
    },
    async () => ({ success: true as const, categories: await categories.listCategories() }),
  );

  app.post(
    '/admin/categories',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Add a category or subcategory',
        description:
          "Adds a top-level category (a heading of the store's menu) or a subcategory under one. The slug is made from the name when left out, with -2, -3 \u2026 when taken; a given slug or a name already used is a 409. The menu and the categories list show it at once.",
        body: AdminCategoryInputSchema,
        response: { 201: AdminCategoryResponseSchema, ...deskErrors },
      },
    },
    async (request, reply) => {
      const created = await categories.createCategory(callerOf(request).user.id, request.body);
      return reply.code(201).send({ success: true as const, ...created });
    },
  );

  app.put(
    '/admin/categories/order',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Put the categories of one level in a new order',
        description:
          "Takes every category of one level (the top-level ones, or one parent's subcategories) in the order wanted; the menu follows at once.",
        body: AdminOrderInputSchema,
        response: { 200: AdminCategoryListResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      categories: await categories.reorderCategories(callerOf(request).user.id, request.body),
    }),
  );

  app.get(
    '/admin/categories/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'One category with its latest changes',
        description:
          'One category as the desk edits it, with its version and the latest changes from the catalogue change log.',
        params: AdminIdParamSchema,
        response: { 200: AdminCategoryResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await categories.getCategory(Number(request.params.id))),
    }),
  );

  app.put(
    '/admin/categories/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Save a category (name, slug, parent, image, position) at the version opened',
        description:
          "Replaces the category's name, slug (kept when left out), description, parent, photo and position. A version older than the stored one is a 409: someone else saved it since it was opened.",
        params: AdminIdParamSchema,
        body: AdminCategoryUpdateSchema,
        response: { 200: AdminCategoryResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await categories.updateCategory(
        callerOf(request).user.id,
        Number(request.params.id),
        request.body,
      )),
    }),
  );

  app.delete(
    '/admin/categories/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Delete a category without products or subcategories',
        description:
          'Deletes a category; one with products filed under it, or with subcategories, is refused with a 409 saying what to move first.',
        params: AdminIdParamSchema,
        response: { 200: AdminDeletedResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: await categories.deleteCategory(callerOf(request).user.id, Number(request.params.id)),
    }),
  );
};
