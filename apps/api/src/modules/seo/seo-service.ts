import {
  matchStorefrontRoute,
  type Product,
  privateRoutes,
  type SiteConfig,
  sellingPrice,
} from '@svarna/contracts';
import { AppError } from '../../lib/errors';
import type { CatalogService } from '../catalog/catalog-service';
import type { CollectionsService } from '../collections/collections-service';
import type { ContentService } from '../content/content-service';
import type { PageHead } from './page-head';

const STATIC_PAGES: Record<string, { title: string; description: string; noindex?: boolean }> = {
  '/shop': {
    title: 'Shop all jewellery',
    description: 'Chokers, necklaces, pendant sets, rings, earrings, bracelets and bangles.',
  },
  '/collections': { title: 'Our Collections', description: 'Discover amazing products curated just for you' },
  '/search': { title: 'Search', description: 'Search our jewellery.', noindex: true },
  '/store': { title: 'Find a store', description: 'Visit a store near you: enter your pin code.' },
  '/store-locator': { title: 'Store locator', description: 'Visit a store near you: enter your pin code.' },
  '/locator-result': { title: 'Stores near you', description: 'Stores near your pin code.' },
  '/privacy-policy': { title: 'Privacy Policy', description: 'What we collect, why, and your choices.' },
  '/terms-conditions': { title: 'Terms & Conditions', description: 'The terms of buying from our store.' },
  '/shipping-policy': {
    title: 'Shipping Policy',
    description: 'Delivery in 2-7 business days across India; dispatch within 24 hours.',
  },
  '/return-policy': {
    title: 'Return Policy',
    description: 'No return or exchange unless a parcel opening video shows damage.',
  },
  '/cart': { title: 'Cart', description: 'Your cart.', noindex: true },
  '/checkout': { title: 'Checkout', description: 'Checkout.', noindex: true },
  '/account': { title: 'My Account', description: 'Your orders and addresses.', noindex: true },
  '/track-order': {
    title: 'Track your order',
    description: 'Follow an order with its number and the phone it was placed with.',
    noindex: true,
  },
};

const isNotFound = (err: unknown) => err instanceof AppError && err.statusCode === 404;
const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export function createSeoService(
  catalog: CatalogService,
  collections: CollectionsService,
  content: ContentService,
  publicUrl: string,
) {
  const absolute = (path: string) => new URL(path, publicUrl).toString();
  const breadcrumbs = (items: { name: string; path: string }[]) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absolute(item.path),
    })),
  });

  function productJsonLd(p: Product, path: string) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      description: p.shortDescription || p.description,
      sku: p.variants[0]?.sku ?? `SV-${p._id}`,
      image: [p.featuredImage, ...p.basePhotos].filter((i) => i !== null).map((i) => absolute(i.filePath)),
      ...(p.brandId ? { brand: { '@type': 'Brand', name: p.brandId.name } } : {}),
      ...(p.category ? { category: p.category.title } : {}),
      offers: {
        '@type': 'Offer',
        url: absolute(path),
        priceCurrency: 'INR',
        price: sellingPrice(p.salePrice, p.basePrice).toFixed(2),
        availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    };
  }

  /** The page's head plus the site config (every page) and hero (home) inlined for the first render. */
  async function headFor(pathname: string): Promise<PageHead> {
    const [siteConfig, hero] = await Promise.all([
      content.getSiteConfig(),
      pathname === '/' ? content.getHero() : Promise.resolve(null),
    ]);
    const head = await pageHead(pathname, siteConfig);
    const firstHeroImage = hero?.data[0]?.image.filePath;
    return {
      ...head,
      ...(firstHeroImage ? { preloadImagePath: firstHeroImage } : {}),
      initialData: { ...head.initialData, siteConfig, ...(hero ? { hero } : {}) },
    };
  }

  /** The head of any storefront page; unknown products and listings answer 404. */
  async function pageHead(pathname: string, site: SiteConfig): Promise<PageHead> {
    const siteTitle = site.header[0]?.siteTitle ?? 'Jewellery';
    const titled = (title: string) => `${title} | ${siteTitle}`;
    const [, section, rawSlug] = pathname.split('/');
    const slug = rawSlug ? decodeURIComponent(rawSlug) : '';
    try {
      if (section === 'product' && slug) {
        const p = await catalog.getProductBySlug(slug);
        const path = `/product/${p.slug}`;
        const crumbs = [
          { name: 'Home', path: '/' },
          ...(p.category ? [{ name: p.category.title, path: `/category/${p.category.slug}` }] : []),
          { name: p.name, path },
        ];
        return {
          status: 200,
          title: titled(p.name),
          description: clip(p.shortDescription || p.description),
          canonicalPath: path,
          imagePath: p.featuredImage?.filePath,
          type: 'product',
          jsonLd: [productJsonLd(p, path), breadcrumbs(crumbs)],
          ...(p.featuredImage ? { preloadImagePath: p.featuredImage.filePath } : {}),
          initialData: { product: p },
        };
      }
      if ((section === 'category' || section === 'subcategory') && slug) {
        const { category, parent } = await catalog.listCategoryProducts(slug, 1, 1, section);
        const path = `/${section}/${category.slug}`;
        const crumbs = [
          { name: 'Home', path: '/' },
          ...(parent ? [{ name: parent.title, path: `/category/${parent.slug}` }] : []),
          { name: category.title, path },
        ];
        return {
          status: 200,
          title: titled(category.title),
          description: clip(category.description || `Shop ${category.title}`),
          canonicalPath: path,
          jsonLd: [breadcrumbs(crumbs)],
        };
      }
      if (section === 'collections' && slug) {
        const c = await collections.getCollection(slug);
        const path = `/collections/${c.slug}`;
        return {
          status: 200,
          title: titled(c.title),
          description: clip(c.shortDescription || c.description),
          canonicalPath: path,
          imagePath: (c.featuredImage ?? c.bannerImage)?.filePath,
          jsonLd: [
            breadcrumbs([
              { name: 'Home', path: '/' },
              { name: 'Collections', path: '/collections' },
              { name: c.title, path },
            ]),
          ],
        };
      }
    } catch (err) {
      if (!isNotFound(err)) throw err;
      return {
        status: 404,
        title: titled('Page not found'),
        description: 'We could not find that page.',
        canonicalPath: pathname,
        noindex: true,
      };
    }
    const page = STATIC_PAGES[pathname];
    if (page)
      return {
        status: 200,
        title: titled(page.title),
        description: page.description,
        canonicalPath: pathname,
        noindex: page.noindex,
      };
    if (pathname === '/' || pathname === '') {
      return {
        status: 200,
        title: `${siteTitle} | Moissanite and 18K micro gold plated jewellery`,
        description: clip(site.footer[0]?.about ?? 'Fine jewellery delivered across India.'),
        canonicalPath: '/',
        imagePath: site.header[0]?.websiteLogo.filePath,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: siteTitle,
            url: absolute('/'),
            logo: absolute(site.header[0]?.websiteLogo.filePath ?? '/'),
          },
        ],
      };
    }
    // Pages without their own head above: known from the storefront's one list of routes, or a 404.
    const route = matchStorefrontRoute(pathname);
    return {
      status: route ? 200 : 404,
      title: route ? siteTitle : titled('Page not found'),
      description: clip(site.footer[0]?.about ?? ''),
      canonicalPath: pathname,
      noindex: !route || privateRoutes.includes(route),
    };
  }

  /** A product page's old address (the desk changed its slug) leads to its address now. */
  async function redirectFor(pathname: string): Promise<string | null> {
    const [, section, rawSlug, ...rest] = pathname.split('/');
    if (section !== 'product' || !rawSlug || rest.length > 0) return null;
    let slug: string;
    try {
      slug = decodeURIComponent(rawSlug);
    } catch {
      return null;
    }
    const moved = await catalog.movedSlug(slug);
    return moved === null ? null : `/product/${encodeURIComponent(moved)}`;
  }

  return { headFor, redirectFor };
}

export type SeoService = ReturnType<typeof createSeoService>;
