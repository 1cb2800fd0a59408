import type { FastifyPluginAsync } from 'fastify';
import type { ResponseCache } from '../../lib/response-cache';
import type { SeoRepository } from './seo-repository';

const STATIC_PATHS = [
  '/',
  '/shop',
  '/collections',
  '/store',
  '/privacy-policy',
  '/terms-conditions',
  '/shipping-policy',
  '/return-policy',
];
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const seoRoutes: FastifyPluginAsync<{
  repo: SeoRepository;
  cache: ResponseCache;
  publicUrl: string;
}> = async (app, { repo, cache, publicUrl }) => {
  const url = (path: string) => escapeXml(new URL(path, publicUrl).toString());

  app.get('/sitemap.xml', async (_request, reply) => {
    const entry = await cache.getText('sitemap', async () => {
      const { products, categories, collections } = await repo.sitemapEntries();
      const urls = [
        ...STATIC_PATHS.map((p) => `<url><loc>${url(p)}</loc></url>`),
        ...categories.map(
          (c) =>
            `<url><loc>${url(`/${c.parentId === null ? 'category' : 'subcategory'}/${c.slug}`)}</loc></url>`,
        ),
        ...collections.map((c) => `<url><loc>${url(`/collections/${c.slug}`)}</loc></url>`),
        ...products.map(
          (p) =>
            `<url><loc>${url(`/product/${p.slug}`)}</loc><lastmod>${p.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
        ),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(entry.bytes);
  });

  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /checkout',
      'Disallow: /cart',
      'Disallow: /account',
      'Disallow: /auth/',
      'Disallow: /order-confirmation/',
      `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });
};
