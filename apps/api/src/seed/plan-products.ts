import { productSvg } from './art/product';
import { PRODUCTS, type ProductDef } from './data/catalogue';
import {
  METAL_NAME,
  platingSpec,
  type SpecSectionDef,
  writeCopy,
  writeFeatures,
  writeSpecs,
} from './data/copy';
import {
  BANGLE_DIAMETER_MM,
  BANGLE_SIZES,
  PLATING_COLOURS,
  type PlatingColour,
  RING_DIAMETER_MM,
  RING_SIZES,
} from './data/taxonomy';
import { daysAfterBase, intBetween, mulberry32, pick, type Rng, shuffle, slugify } from './random';

export interface MediaPlan {
  filePath: string;
  contentType: string;
  body: string;
  width: number;
  height: number;
  alt: string;
}

export interface VariantPlan {
  sku: string;
  pricePaise: number;
  salePricePaise: number | null;
  inventory: number;
  description: string;
  features: string[];
  position: number;
  /** [attribute name, value] */
  attrs: [string, string][];
  /** the plating colour this variant is made in (null when the product comes in one colour only) */
  colour: PlatingColour | null;
  /** its photos: the product's own for the colour the product is photographed in, else its own colour's */
  photoPaths: string[];
  /** what differs from the product's specifications: its plating */
  specifications: { section: string; key: string; value: string }[];
}

export interface ProductPlan {
  def: ProductDef;
  slug: string;
  basePricePaise: number;
  salePricePaise: number | null;
  stock: number;
  rating: number;
  soldCount: number;
  createdAt: Date;
  features: string[];
  copy: ReturnType<typeof writeCopy>;
  specs: SpecSectionDef[];
  photos: MediaPlan[];
  variants: VariantPlan[];
  bundles: string[];
}

const METAL_OF: Record<PlatingColour, 'Y' | 'R' | 'S'> = {
  'Yellow Gold': 'Y',
  'Rose Gold': 'R',
  Silver: 'S',
};
const VIEWS = ['front view', 'angled view', 'close-up'];

/** retail-looking sale price: roughly `off` below MRP, ending in 99 */
const salePrice = (price: number, off: number) => Math.floor((price * (1 - off)) / 100) * 100 - 1;

function variantsFor(rng: Rng, p: ProductDef, code: string, mrp: number, sale: number | null) {
  const bump = mrp > 10000 ? 500 : 100;
  const combos: { size: string | null; colour: PlatingColour; sizeAttr: string | null; extra: boolean }[] =
    [];
  const own = METAL_NAME[p.metal] as PlatingColour;
  // the colour the product is photographed in comes first: the variant the page opens on is the one pictured
  const colours = [own, ...PLATING_COLOURS.filter((c) => c !== own)];
  if (p.variants === 'ring') {
    for (const colour of colours)
      for (const size of RING_SIZES)
        combos.push({ size, colour, sizeAttr: 'Ring Size', extra: Number(size) >= 12 });
    // leave a few combinations unmade so the size/colour picker has to disable them
    const drop = new Set(
      shuffle(
        rng,
        combos.map((_, k) => k),
      ).slice(0, intBetween(rng, 3, 5)),
    );
    for (const i of [...drop].sort((a, b) => b - a)) {
      if (combos[i]?.colour !== own || combos[i]?.size !== '10') combos.splice(i, 1);
    }
  } else if (p.variants === 'bangle') {
    for (const size of BANGLE_SIZES)
      combos.push({ size, colour: own, sizeAttr: 'Bangle Size', extra: size === '2.8' });
  } else if (p.variants === 'colour') {
    for (const colour of colours) combos.push({ size: null, colour, sizeAttr: null, extra: false });
  }
  return combos.map((c, position): VariantPlan => {
    const delta = c.extra ? bump : 0;
    const attrs: [string, string][] = [];
    if (c.sizeAttr && c.size) attrs.push([c.sizeAttr, c.size]);
    if (p.variants !== 'bangle') attrs.push(['Plating Colour', c.colour]);
    const mm = c.size
      ? c.sizeAttr === 'Ring Size'
        ? RING_DIAMETER_MM[c.size]
        : BANGLE_DIAMETER_MM[c.size]
      : null;
    const colourSlug = slugify(c.colour);
    return {
      sku: `SVJ-${code}${c.size ? `-${c.size.replace('.', '')}` : ''}${
        p.variants === 'bangle'
          ? ''
          : `-${colourSlug
              .split('-')
              .map((w) => w[0]?.toUpperCase())
              .join('')}`
      }`,
      pricePaise: (mrp + delta) * 100,
      salePricePaise: sale === null ? null : (sale + delta) * 100,
      inventory: 0,
      description: [c.size ? `Size ${c.size}` : null, c.colour].filter(Boolean).join(' · '),
      features: [
        ...(mm ? [`Inner diameter ${mm} mm`] : []),
        `${c.colour} plating`,
        ...(delta ? ['Larger size uses more metal'] : []),
      ],
      position,
      attrs,
      colour: p.variants === 'bangle' ? null : c.colour,
      // filled in once the product's photos are drawn
      photoPaths: [],
      specifications:
        p.variants === 'bangle'
          ? []
          : [{ section: 'Material & Finish', key: 'Plating', value: platingSpec(METAL_OF[c.colour]) }],
    };
  });
}

export function planProducts(): { products: ProductPlan[]; media: MediaPlan[] } {
  const rng = mulberry32(0x5a7a2a);
  const dayOrder = shuffle(
    rng,
    PRODUCTS.map((_, i) => i),
  );
  const media: MediaPlan[] = [];
  const products = PRODUCTS.map((def, i): ProductPlan => {
    const slug = slugify(def.name);
    const code = `${def.category.slice(0, 2).toUpperCase()}${String(i + 1).padStart(3, '0')}`;
    // fixed rules so every run has sales, sold-out and nearly-sold-out pieces in every category
    const onSale = (i + Math.floor(i / 9)) % 3 === 1;
    const soldOut = i % 9 === 4;
    const lowStock = i % 9 === 7;
    const sale = onSale ? salePrice(def.price, pick(rng, [0.1, 0.15, 0.2, 0.25, 0.3])) : null;
    const variants = variantsFor(rng, def, code, def.price, sale);
    let stock: number;
    if (variants.length > 0) {
      if (lowStock) {
        for (let k = intBetween(rng, 1, 4); k > 0; k--) pick(rng, variants).inventory += 1;
      } else if (!soldOut) {
        for (const v of variants) v.inventory = rng() < 0.15 ? 0 : intBetween(rng, 2, 12);
      }
      stock = variants.reduce((sum, v) => sum + v.inventory, 0);
    } else {
      stock = soldOut ? 0 : lowStock ? intBetween(rng, 1, 4) : intBetween(rng, 8, 60);
    }
    const art = { kind: def.kind, stone: def.stone, metal: def.metal, name: def.name };
    const metalName = METAL_NAME[def.metal].toLowerCase();
    const photos = Array.from({ length: 2 + (rng() < 0.5 ? 1 : 0) }, (_, k) => ({
      filePath: `/media/products/${slug}-${k + 1}.svg`,
      contentType: 'image/svg+xml',
      body: productSvg(art, k, i + k),
      width: 800,
      height: 800,
      alt: `${def.name}, ${metalName} plating, ${VIEWS[k]}`,
    }));
    media.push(...photos);
    // Every other plating colour is photographed in the same views, and each variant shows its colour's.
    const colourPhotos = new Map<PlatingColour, string[]>([
      [METAL_NAME[def.metal] as PlatingColour, photos.map((m) => m.filePath)],
    ]);
    for (const variant of variants) {
      const colour = variant.colour;
      if (!colour) continue;
      if (!colourPhotos.has(colour)) {
        const views = photos.map((_, k) => ({
          filePath: `/media/products/${slug}-${slugify(colour)}${k === 0 ? '' : `-${k + 1}`}.svg`,
          contentType: 'image/svg+xml',
          body: productSvg({ ...art, metal: METAL_OF[colour] }, k, i + k),
          width: 800,
          height: 800,
          alt: `${def.name}, ${colour.toLowerCase()} plating, ${VIEWS[k]}`,
        }));
        media.push(...views);
        colourPhotos.set(
          colour,
          views.map((m) => m.filePath),
        );
      }
      variant.photoPaths = colourPhotos.get(colour) ?? [];
    }
    return {
      def,
      slug,
      basePricePaise: def.price * 100,
      salePricePaise: sale === null ? null : sale * 100,
      stock,
      rating: Math.round((3.5 + rng() * 1.5) * 10) / 10,
      soldCount: intBetween(rng, 4, def.price > 20000 ? 180 : 950),
      createdAt: new Date(daysAfterBase((dayOrder[i] ?? i) * 2).getTime() + intBetween(rng, 0, 600) * 60_000),
      features: writeFeatures(rng, def),
      copy: writeCopy(def),
      specs: writeSpecs(rng, def),
      photos,
      variants,
      bundles: [],
    };
  });
  // frequently bought together: pieces of the same house from other categories
  for (const p of products) {
    const pool = products.filter((o) => o.def.category !== p.def.category && o.def.brand === p.def.brand);
    p.bundles = shuffle(rng, pool)
      .slice(0, rng() < 0.5 ? 1 : 2)
      .map((o) => o.slug);
  }
  return { products, media };
}
