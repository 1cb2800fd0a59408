/**
 * What the product page shows of the selected variant: its photos and its specifications. A variant's
 * photos lead the gallery and the product's photos of another variant are left out, so the pictures are
 * always of the piece the picker names; a variant's specifications replace the product's of the same
 * section and key (its plating, say) or are added to that section.
 */
import type { Image, Product, Variant } from '@svarna/contracts';

type Specifications = Product['specifications'];

/** Carousel slides: the variant's photos, then the product's own (featured, base photos) that picture no other variant. */
export function galleryImages(product: Product, variant: Variant | null): Image[] {
  const ofOthers = new Set(
    product.variants.filter((v) => v._id !== variant?._id).flatMap((v) => v.photos.map((p) => p.filePath)),
  );
  const ownPhotos = new Set(variant?.photos.map((p) => p.filePath) ?? []);
  const productPhotos = [product.featuredImage, ...product.basePhotos];
  const pick = (candidates: (Image | null)[], keep: (image: Image) => boolean) => {
    const seen = new Set<string>();
    const images: Image[] = [];
    for (const image of candidates) {
      if (!image || seen.has(image.filePath) || !keep(image)) continue;
      seen.add(image.filePath);
      images.push(image);
    }
    return images;
  };
  const images = pick(
    [...(variant?.photos ?? []), ...productPhotos],
    (image) => ownPhotos.has(image.filePath) || !ofOthers.has(image.filePath),
  );
  // a variant without photos of its own, whose product photos all picture others, still shows the product
  return images.length > 0 ? images : pick(productPhotos, () => true);
}

/** The product's specifications as they apply to the variant: its own replace or join the product's. */
export function variantSpecifications(product: Product, variant: Variant | null): Specifications {
  const own = variant?.specifications ?? [];
  if (own.length === 0) return product.specifications;
  const sections = product.specifications.map((section) => {
    const extra = own.find((s) => s.section === section.section)?.specs ?? [];
    const specs = section.specs.map((spec) => extra.find((e) => e.key === spec.key) ?? spec);
    const added = extra.filter((e) => !section.specs.some((spec) => spec.key === e.key));
    return { section: section.section, specs: [...specs, ...added] };
  });
  const newSections = own.filter((s) => !product.specifications.some((p) => p.section === s.section));
  return [...sections, ...newSections];
}
