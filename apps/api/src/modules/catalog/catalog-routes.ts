import {
  BrandListResponseSchema,
  CategoryListResponseSchema,
  CategoryProductsResponseSchema,
  ErrorEnvelopeSchema,
  IdParamSchema,
  ListingQuerySchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  SlugParamSchema,
  SubcategoryProductsResponseSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConcurrencyLimiter } from '../../lib/concurrency-limiter';
import { AppError } from '../../lib/errors';
import type { ResponseCache } from '../../lib/response-cache';
import { answerFromCache, replyFromCache } from '../../lib/send-cached';
import type { CatalogService } from './catalog-service';

const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  cache: ResponseCache;
  /** the search limiter: a listing filtered by words searches the names */
  limiter: ConcurrencyLimiter;
}> = async (app, { catalog, cache, limiter }) => {
  const fromCache = answerFromCache(cache);
  app.get(
    '/products',
    {
      config: { access: 'public' },
      onRequest: fromCache,
      schema: {
        tags: ['catalog'],
        summary: 'List products with filters, sort and pagination',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, ...errors, 429: ErrorEnvelopeSchema },
      },
    },
    (request, reply) =>
      replyFromCache(request, reply, cache, `products:${JSON.stringify(request.query)}`, async () => {
        const list = () => catalog.listProducts(request.query);
        return ProductListResponseSchema.parse(
          await (request.query.search ? limiter.run(request.ip, list) : list()),
        );
      }),
  );

  app.get(
    '/products/slug/:slug',
    {
      config: { access: 'public' },
      onRequest: fromCache,
      schema: {
        tags: ['catalog'],
        summary: 'One product by its slug (an old slug answers 301 to the new one)',
        params: SlugParamSchema,
        response: { 200: ProductResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const { slug } = request.params;
      return replyFromCache(request, reply, cache, `product-slug:${slug}`, async () =>
        ProductResponseSchema.parse({ success: true, product: await catalog.getProductBySlug(slug) }),
      )?.catch(async (error: unknown) => {
        // a slug the desk renamed answers with the product's address now (the browser's fetch follows it)
        const moved = isNotFound(error) ? await catalog.movedSlug(slug) : null;
        if (moved === null) throw error;
        return reply
          .header('cache-control', 'no-cache')
          .redirect(`/api/products/slug/${encodeURIComponent(moved)}`, 301);
      });
    },
  );

  app.get(
    '/products/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One product by its id (stock checks read variants[].inventory)',
        params: IdParamSchema,
        response: { 200: ProductResponseSchema, ...errors },
      },
    },
    // The stock is never cached, here or in the browser: the cart and checkout read live stock from here.
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, product: await catalog.getLiveProductById(Number(request.params.id)) };
    },
  );

  app.get(
    '/categories',
    {
      config: { access: 'public' },
      onRequest: fromCache,
      schema: {
        tags: ['catalog'],
        summary: 'Categories with subcategories',
        response: { 200: CategoryListResponseSchema },
      },
    },
    (request, reply) =>
      replyFromCache(request, reply, cache, 'categories', async () => ({
        success: true,
        data: await catalog.listCategories(),
      })),
  );

  app.get(
    '/brand',
    {
      config: { access: 'public' },
      onRequest: fromCache,
      schema: { tags: ['catalog'], summary: 'Brands', response: { 200: BrandListResponseSchema } },
    },
    (request, reply) =>
      replyFromCache(request, reply, cache, 'brands', async () => ({
        success: true,
        data: await catalog.listBrands(),
      })),
  );
};

export const listingRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; cache: ResponseCache }> = async (
  app,
  { catalog, cache },
) => {
  const fromCache = answerFromCache(cache);
  app.get(
    '/products/category/:slug/products',
    {
      config: { access: 'public' },
      onRequest: fromCache,
      schema: {
        tags: ['catalog'],
        summary: 'Products of a category, by slug or by name as given',
        params: SlugParamSchema,
        querystring: ListingQuerySchema,
        response: { 200: CategoryProductsResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const { slug } = request.params;
      const { page, limit } = request.query;
      return replyFromCache(request, reply, cache, `category:${slug}:${page}:${limit}`, async () => {
        const {
          category,
          parent: _parent,
          ...list
        } = await catalog.listCategoryProducts(slug, page, limit, 'category');
        return CategoryProductsResponseSchema.parse({ ...list, category });
      });
    },
  );

  app.get(
    '/products/subcategory/:slug/products',
    {
      config: { access: 'public' },
      onRequest: fromCache,
      schema: {
        tags: ['catalog'],
        summary: 'Products of a subcategory, by slug or by name as given',
        params: SlugParamSchema,
        querystring: ListingQuerySchema,
        response: { 200: SubcategoryProductsResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const { slug } = request.params;
      const { page, limit } = request.query;
      return replyFromCache(request, reply, cache, `subcategory:${slug}:${page}:${limit}`, async () => {
        const { category, parent, ...list } = await catalog.listCategoryProducts(
          slug,
          page,
          limit,
          'subcategory',
        );
        return SubcategoryProductsResponseSchema.parse({ ...list, subcategory: { ...category, parent } });
      });
    },
  );
};
