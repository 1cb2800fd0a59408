import { formatRupees, sellingPrice } from '@svarna/contracts';
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import type { planContent } from './plan-content';
import type { ProductPlan } from './plan-products';

type Ids = Map<string, number>;

/** Looks a key up in an id map, failing loudly when seed data refers to something missing. */
export function idOf<K>(map: Map<K, number>, key: K): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: no id for ${String(key)}`);
  return id;
}

/** A twelfth of a price, in whole rupees: '₹1,042'. */
const formatEmi = (paise: number) => formatRupees(Math.round(paise / 100 / 12));

/** Inserts products and everything hanging off them; returns slug -> id. */
export async function insertProducts(
  tx: Tx,
  products: ProductPlan[],
  ids: { mediaIds: Ids; brandIds: Ids; categoryIds: Ids; valueIds: Ids },
): Promise<Ids> {
  const { mediaIds, brandIds, categoryIds, valueIds } = ids;
  const rows = await tx
    .insert(s.products)
    .values(
      products.map((p) => ({
        slug: p.slug,
        name: p.def.name,
        ...p.copy,
        basePricePaise: p.basePricePaise,
        salePricePaise: p.salePricePaise,
        // products with variants carry the sum of their variants' inventory
        stock: p.stock,
        lowStockThreshold: 5,
        rating: p.rating,
        soldCount: p.soldCount,
        brandId: idOf(brandIds, p.def.brand),
        categoryId: idOf(categoryIds, p.def.category),
        subcategoryId: p.def.subcategory ? idOf(categoryIds, p.def.subcategory) : null,
        featuredImageId: idOf(mediaIds, p.photos[0]?.filePath),
        features: p.features,
        status: true,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      })),
    )
    .returning({ id: s.products.id, slug: s.products.slug });
  const productIds = new Map(rows.map((r) => [r.slug, r.id]));
  const pid = (p: ProductPlan) => idOf(productIds, p.slug);

  await tx
    .insert(s.productCategories)
    .values(
      products.flatMap((p) => [
        { productId: pid(p), categoryId: idOf(categoryIds, p.def.category) },
        ...(p.def.subcategory
          ? [{ productId: pid(p), categoryId: idOf(categoryIds, p.def.subcategory) }]
          : []),
      ]),
    );
  await tx
    .insert(s.productPhotos)
    .values(
      products.flatMap((p) =>
        p.photos.map((m, position) => ({ productId: pid(p), mediaId: idOf(mediaIds, m.filePath), position })),
      ),
    );

  const variants = products.flatMap((p) => p.variants.map((v) => ({ p, v })));
  const variantRows = await tx
    .insert(s.productVariants)
    .values(
      variants.map(({ p, v }) => ({
        productId: pid(p),
        sku: v.sku,
        pricePaise: v.pricePaise,
        salePricePaise: v.salePricePaise,
        inventory: v.inventory,
        description: v.description,
        features: v.features,
        specifications: v.specifications,
        position: v.position,
      })),
    )
    .returning({ id: s.productVariants.id, sku: s.productVariants.sku });
  const variantIds = new Map(variantRows.map((r) => [r.sku, r.id]));
  await tx.insert(s.variantAttributeValues).values(
    variants.flatMap(({ v }) =>
      v.attrs.map(([name, value]) => ({
        variantId: idOf(variantIds, v.sku),
        attributeValueId: idOf(valueIds, `${name}:${value}`),
      })),
    ),
  );
  await tx.insert(s.variantPhotos).values(
    variants.flatMap(({ v }) =>
      v.photoPaths.map((filePath, position) => ({
        variantId: idOf(variantIds, v.sku),
        mediaId: idOf(mediaIds, filePath),
        position,
      })),
    ),
  );

  const sectionRows = await tx
    .insert(s.specificationSections)
    .values(
      products.flatMap((p) =>
        p.specs.map((sec, position) => ({ productId: pid(p), title: sec.title, position })),
      ),
    )
    .returning({
      id: s.specificationSections.id,
      productId: s.specificationSections.productId,
      position: s.specificationSections.position,
    });
  const sectionIds = new Map(sectionRows.map((r) => [`${r.productId}:${r.position}`, r.id]));
  await tx.insert(s.specifications).values(
    products.flatMap((p) =>
      p.specs.flatMap((sec, i) =>
        sec.specs.map(([key, value], position) => ({
          sectionId: idOf(sectionIds, `${pid(p)}:${i}`),
          key,
          value,
          position,
        })),
      ),
    ),
  );
  await tx.insert(s.productBundles).values(
    products.flatMap((p) =>
      p.bundles.map((slug, position) => ({
        productId: pid(p),
        companionId: idOf(productIds, slug),
        position,
      })),
    ),
  );
  return productIds;
}

/** Collections, hero items and banners: the parts that point at products. */
export async function insertMarketing(
  tx: Tx,
  content: ReturnType<typeof planContent>,
  { mediaIds, productIds }: { mediaIds: Ids; productIds: Ids },
): Promise<void> {
  const rows = await tx
    .insert(s.collections)
    .values(
      content.collections.map(({ def, slug, images }, position) => ({
        slug,
        title: def.title,
        description: def.description,
        shortDescription: def.shortDescription,
        collectionType: def.type,
        isActive: def.isActive,
        startDate: def.startDate,
        endDate: def.endDate,
        thumbnailImageId: idOf(mediaIds, images.thumbnail),
        featuredImageId: idOf(mediaIds, images.featured),
        bannerImageId: idOf(mediaIds, images.banner),
        styling: def.styling,
        marketing: def.marketing,
        position,
        createdAt: def.startDate ?? new Date('2025-10-01T00:00:00+05:30'),
      })),
    )
    .returning({ id: s.collections.id, slug: s.collections.slug });
  const collectionIds = new Map(rows.map((r) => [r.slug, r.id]));
  await tx.insert(s.collectionProducts).values(
    content.collections.flatMap((c) =>
      c.productSlugs.map((slug, position) => ({
        collectionId: idOf(collectionIds, c.slug),
        productId: idOf(productIds, slug),
        position,
      })),
    ),
  );

  await tx.insert(s.heroItems).values(
    content.heroes.map(({ def, product, filePath }, position) => ({
      productId: idOf(productIds, product.slug),
      title: def.title,
      categoryLabel: product.def.category,
      categoryLinkText: def.categoryLinkText,
      brandTag: def.brandTag,
      emiText: `No cost EMI from ${formatEmi(sellingPrice(product.salePricePaise, product.basePricePaise))}/month`,
      highlights: def.highlights,
      descriptionText: def.descriptionText,
      imageId: idOf(mediaIds, filePath),
      position,
      isActive: true,
    })),
  );
  await tx.insert(s.banners).values(
    content.banners.map(({ def, product, desktop, mobile }, position) => ({
      placement: def.placement,
      title: def.title,
      subtitle: def.subtitle,
      description: def.description,
      buttonText: def.buttonText,
      buttonLink: product.slug,
      originalPricePaise: product.basePricePaise,
      discountedPricePaise: sellingPrice(product.salePricePaise, product.basePricePaise),
      mobileImageId: idOf(mediaIds, mobile),
      desktopImageId: idOf(mediaIds, desktop),
      gradientOverlay: def.gradientOverlay,
      textPosition: def.textPosition,
      isActive: def.isActive,
      position,
    })),
  );
}
