import { BRAND } from './art/palette';
import { productSvg } from './art/product';
import { faviconSvg, logoSvg, sceneSvg } from './art/scenes';
import { COLLECTIONS, type CollectionDef } from './data/collections';
import { BANNERS, HEROES } from './data/content';
import { CATEGORIES } from './data/taxonomy';
import type { MediaPlan, ProductPlan } from './plan-products';
import { mulberry32, shuffle, slugify } from './random';

const svg = (filePath: string, body: string, width: number, height: number, alt: string): MediaPlan => ({
  filePath,
  contentType: 'image/svg+xml',
  body,
  width,
  height,
  alt,
});

const artOf = (p: ProductPlan) => ({
  kind: p.def.kind,
  stone: p.def.stone,
  metal: p.def.metal,
  name: p.def.name,
});

/** blends two #rrggbb colours */
function mix(a: string, b: string, t: number): string {
  const ch = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(ch(a, i) * (1 - t) + ch(b, i) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function bySlug(products: ProductPlan[], slug: string): ProductPlan {
  const found = products.find((p) => p.slug === slug);
  if (!found) throw new Error(`seed data refers to unknown product '${slug}'`);
  return found;
}

export interface CollectionPlan {
  def: CollectionDef;
  slug: string;
  productSlugs: string[];
  images: { thumbnail: string; featured: string; banner: string };
}

export function planContent(products: ProductPlan[]) {
  const rng = mulberry32(0xc0113c7);
  const media: MediaPlan[] = [];

  const categoryImages = new Map<string, string>();
  const allCategories = CATEGORIES.flatMap((c) => [c.name, ...c.subcategories.map((s) => s.name)]);
  allCategories.forEach((name, i) => {
    const sample = products.find((p) => p.def.subcategory === name || p.def.category === name);
    if (!sample) throw new Error(`category '${name}' has no products`);
    const filePath = `/media/categories/${slugify(name)}.svg`;
    media.push(svg(filePath, productSvg(artOf(sample), 0, i, 400), 400, 400, `${name} by Svarna Jewels`));
    categoryImages.set(name, filePath);
  });

  const collections = COLLECTIONS.map((def): CollectionPlan => {
    const slug = slugify(def.title.replace(/[₹,]/g, ''));
    const picked = shuffle(rng, products.filter(def.select)).slice(0, def.max);
    if (picked.length < 6) throw new Error(`collection '${def.title}' has only ${picked.length} products`);
    const colors: [string, string] = [
      def.styling.backgroundColor,
      mix(def.styling.backgroundColor, BRAND.gold, 0.35),
    ];
    // the drawing on the collection art: an early pick whose drawing is light enough for a < 4 KB scene
    const art = artOf(picked.find((p) => (p.photos[0]?.body.length ?? 0) < 2800) ?? picked[0]!);
    const base = `/media/collections/${slug}`;
    media.push(
      svg(
        `${base}-thumbnail.svg`,
        sceneSvg({ width: 600, height: 600, colors, art, pieceAt: 0.5, pieceScale: 0.8 }),
        600,
        600,
        `${def.title} collection`,
      ),
      svg(
        `${base}-featured.svg`,
        sceneSvg({ width: 1200, height: 800, colors, art, pieceAt: 0.66 }),
        1200,
        800,
        `${def.title}: featured pieces`,
      ),
      svg(
        `${base}-banner.svg`,
        sceneSvg({ width: 1600, height: 500, colors, art, pieceAt: 0.78, pieceScale: 0.95 }),
        1600,
        500,
        `${def.title} banner`,
      ),
    );
    return {
      def,
      slug,
      productSlugs: picked.map((p) => p.slug),
      images: {
        thumbnail: `${base}-thumbnail.svg`,
        featured: `${base}-featured.svg`,
        banner: `${base}-banner.svg`,
      },
    };
  });

  const heroes = HEROES.map((def) => {
    const product = bySlug(products, def.productSlug);
    const filePath = `/media/hero/${product.slug}.svg`;
    media.push(
      svg(
        filePath,
        sceneSvg({
          width: 1200,
          height: 1200,
          colors: ['#fbf6ee', '#ead2d4'],
          art: artOf(product),
          pieceAt: 0.5,
          pieceScale: 0.85,
        }),
        1200,
        1200,
        product.def.name,
      ),
    );
    return { def, product, filePath };
  });

  const banners = BANNERS.map((def) => {
    const product = bySlug(products, def.productSlug);
    const art = artOf(product);
    const at = def.textPosition === 'left' ? 0.72 : def.textPosition === 'right' ? 0.28 : 0.5;
    const desktop = `/media/banners/${product.slug}-desktop.svg`;
    const mobile = `/media/banners/${product.slug}-mobile.svg`;
    media.push(
      svg(
        desktop,
        sceneSvg({ width: 1600, height: 600, colors: def.colors, art, pieceAt: at }),
        1600,
        600,
        def.title,
      ),
      svg(
        mobile,
        sceneSvg({ width: 800, height: 1000, colors: def.colors, art, pieceAt: 0.5, pieceScale: 0.85 }),
        800,
        1000,
        def.title,
      ),
    );
    return { def, product, desktop, mobile };
  });

  const brand = {
    logo: '/media/brand/logo.svg',
    favicon: '/media/brand/favicon.svg',
    footerLogo: '/media/brand/footer-logo.svg',
  };
  media.push(
    svg(brand.logo, logoSvg(BRAND.maroon), 240, 64, 'Svarna Jewels'),
    svg(brand.favicon, faviconSvg(), 64, 64, 'Svarna Jewels'),
    svg(brand.footerLogo, logoSvg(BRAND.gold), 240, 64, 'Svarna Jewels'),
  );

  return { media, categoryImages, collections, heroes, banners, brand };
}
