import type { AdminHero, AdminHeroInput, Image } from '@svarna/contracts';

export interface HeroHighlightValues {
  label: string;
  subLabel: string;
  description: string;
}

/** What the slide form holds. */
export interface HeroValues {
  productSlug: string;
  title: string;
  categoryLabel: string;
  categoryLinkText: string;
  brandTag: string;
  emiText: string;
  descriptionText: string;
  highlights: HeroHighlightValues[];
  image: Image | null;
  imageAlt: string;
  isActive: boolean;
}

export const MAX_HIGHLIGHTS = 6;

export const heroLabels = {
  productSlug: 'Product',
  title: 'Title',
  categoryLabel: 'Category line',
  categoryLinkText: 'Category link text',
  brandTag: 'Brand tag',
  emiText: 'EMI line',
  descriptionText: 'Description',
  image: 'Photo',
  imageAlt: 'Photo description',
  'highlights.label': 'Highlight',
  'highlights.subLabel': 'Highlight sub-label',
  'highlights.description': 'Highlight description',
};

export const heroValues = (slide: AdminHero | null): HeroValues => ({
  productSlug: slide?.productSlug ?? '',
  title: slide?.title ?? '',
  categoryLabel: slide?.categoryLabel ?? '',
  categoryLinkText: slide?.categoryLinkText ?? '',
  brandTag: slide?.brandTag ?? '',
  emiText: slide?.emiText ?? '',
  descriptionText: slide?.descriptionText ?? '',
  highlights: slide?.highlights.map((h) => ({ ...h })) ?? [],
  image: slide?.image ?? null,
  imageAlt: slide?.image.alt ?? '',
  isActive: slide?.isActive ?? true,
});

/** The request body; a slide without a photo is stopped by the form before this is sent. */
export const heroInput = (values: HeroValues): AdminHeroInput => ({
  productSlug: values.productSlug,
  title: values.title,
  categoryLabel: values.categoryLabel,
  categoryLinkText: values.categoryLinkText.trim() ? values.categoryLinkText : null,
  brandTag: values.brandTag,
  emiText: values.emiText,
  descriptionText: values.descriptionText,
  highlights: values.highlights,
  image: values.image?._id ?? '',
  imageAlt: values.imageAlt,
  isActive: values.isActive,
});
