import type { AdminCollection, AdminCollectionInput, Image } from '@svarna/contracts';
import { istDay, istEndOfDay, istStartOfDay } from './ist-dates';

export interface CollectionProductChoice {
  _id: string;
  name: string;
  /** false: hidden from shoppers, so the collection's page leaves it out */
  published: boolean;
}

/** What the collection form holds: its dates as Indian days, its photos and products as shown. */
export interface CollectionValues {
  title: string;
  slug: string;
  shortDescription: string;
  description: string;
  collectionType: AdminCollection['collectionType'];
  isActive: boolean;
  startDay: string;
  endDay: string;
  bannerImage: Image | null;
  thumbnailImage: Image | null;
  products: CollectionProductChoice[];
}

export const collectionLabels = {
  title: 'Title',
  slug: 'Slug',
  shortDescription: 'Short description',
  description: 'Description',
  collectionType: 'Type',
  startDate: 'Start date',
  endDate: 'End date',
  bannerImage: 'Banner photo',
  thumbnailImage: 'Card photo',
  products: 'Products',
};

export function collectionValues(collection: AdminCollection | null): CollectionValues {
  return {
    title: collection?.title ?? '',
    slug: collection?.slug ?? '',
    shortDescription: collection?.shortDescription ?? '',
    description: collection?.description ?? '',
    collectionType: collection?.collectionType ?? 'others',
    isActive: collection?.isActive ?? true,
    startDay: istDay(collection?.startDate),
    endDay: istDay(collection?.endDate),
    bannerImage: collection?.bannerImage ?? null,
    thumbnailImage: collection?.thumbnailImage ?? null,
    products: (collection?.products ?? []).map(({ _id, name, published }) => ({ _id, name, published })),
  };
}

/**
 * The request body: a window from the start of its first Indian day to the end of its last; what the form
 * does not edit (featured photo, colours, marketing) sent back as it was, since a save replaces them.
 */
export function collectionInput(
  values: CollectionValues,
  opened: AdminCollection | null,
): AdminCollectionInput {
  return {
    title: values.title,
    ...(values.slug.trim() ? { slug: values.slug } : {}),
    shortDescription: values.shortDescription,
    description: values.description,
    collectionType: values.collectionType,
    isActive: values.isActive,
    startDate: values.startDay ? (istStartOfDay(values.startDay) ?? values.startDay) : null,
    endDate: values.endDay ? (istEndOfDay(values.endDay) ?? values.endDay) : null,
    bannerImage: values.bannerImage?._id ?? null,
    thumbnailImage: values.thumbnailImage?._id ?? null,
    featuredImage: opened?.featuredImage?._id ?? null,
    ...(opened ? { styling: opened.styling, marketing: opened.marketing } : {}),
    products: values.products.map((product) => product._id),
  };
}
