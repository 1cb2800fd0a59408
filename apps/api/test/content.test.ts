import { HOME_SECTIONS } from '@svarna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentRepository } from '../src/modules/content/content-repository';
import { createContentService, homeSectionOrder } from '../src/modules/content/content-service';
import { SITE_CONFIG } from '../src/seed/data/content';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('site content', () => {
  it('serves the site config with logo and favicon that exist under /media', async () => {
    const { status, body } = await get('/api/site-content/config/site-config');
    expect(status).toBe(200);
    expect(body.data.header[0].siteTitle).toBeTruthy();
    expect(body.data.theme.primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
    const logo = await t.app.inject({ method: 'GET', url: body.data.header[0].websiteLogo.filePath });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['cache-control']).toContain('immutable');
  });

  it('runs no bank offer unless the owner sets one, and then serves it in the site config', async () => {
    const { body } = await get('/api/site-content/config/site-config');
    expect(body.data.offers).toEqual({ bankOffer: null });

    const withOffer = (bankOffer: string) =>
      createContentService({
        findSiteConfig: async () => ({
          row: {
            id: 1,
            data: { ...SITE_CONFIG, bankOffer },
            logoImageId: 1,
            faviconImageId: 1,
            footerLogoImageId: 1,
          },
          images: new Map(),
        }),
      } as unknown as ContentRepository).getSiteConfig();
    expect((await withOffer(' 10% off with HDFC Bank cards ')).offers).toEqual({
      bankOffer: '10% off with HDFC Bank cards',
    });
    expect((await withOffer('  ')).offers).toEqual({ bankOffer: null });
  });

  it('serves the mega menu with an image per category', async () => {
    const { body } = await get('/api/site-content/mega-menu');
    expect(body.success).toBe(true);
    expect(body.data.categories.length).toBeGreaterThanOrEqual(7);
    for (const c of body.data.categories) expect(c.featured[0].imageSrc).toMatch(/^\/media\//);
  });

  it('serves hero items priced from their products and a complete section order', async () => {
    const { body } = await get('/api/site-content/hero');
    expect(body.data.length).toBeGreaterThan(0);
    const item = body.data[0];
    const product = await get(`/api/products/slug/${item.slug}`);
    expect(item.basePrice).toBe(product.body.product.basePrice);
    expect(item.salePrice).toBe(product.body.product.salePrice);
    expect(item).not.toHaveProperty('sp');
    expect([...body.homepage.sectionOrder].sort()).toEqual([...HOME_SECTIONS].sort());
    expect(
      body.data.some(
        (h: { categoryLinkText: string; category: string }) => h.categoryLinkText === `All ${h.category}`,
      ),
    ).toBe(true);
  });

  it('serves only active banners', async () => {
    const { body } = await get('/api/site-content/banners');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((b: { isActive: boolean }) => b.isActive)).toBe(true);
  });

  it('404s unknown media', async () => {
    expect((await get('/media/products/none.svg')).status).toBe(404);
  });
});

describe('homeSectionOrder', () => {
  it('keeps the saved order and appends the missing default sections', () => {
    expect(homeSectionOrder(['highlightBanner', 'hero'])).toEqual([
      'highlightBanner',
      'hero',
      'betterLifeBanner',
      'trendingProductSection',
      'trendingProducts',
    ]);
  });
});
