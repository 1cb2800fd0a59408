import type { Collection } from '@svarna/contracts';
import { createImage } from '../../../test/factories';

let seq = 0;

/** A collection as GET /api/collections returns it; tests override only what they are about. */
export function createCollection(overrides: Partial<Collection> = {}): Collection {
  const id = String(++seq);
  return {
    _id: id,
    slug: `collection-${id}`,
    title: `Collection ${id}`,
    name: `Collection ${id}`,
    description: 'A longer description.',
    shortDescription: 'A short description.',
    collectionType: 'festival',
    isActive: true,
    isAvailable: true,
    startDate: '2025-09-30T18:30:00.000Z',
    endDate: '2035-12-31T18:29:59.000Z',
    productCount: 3,
    thumbnailImage: createImage({ width: 600, height: 600 }),
    featuredImage: createImage({ width: 1200, height: 800 }),
    bannerImage: createImage({ width: 1600, height: 500 }),
    styling: { backgroundColor: '#4a0a1e', textColor: '#fbe7b5' },
    marketing: { heroSubtitle: 'Subtitle', callToAction: null },
    products: [],
    ...overrides,
  };
}

export function previews(count: number): Collection['products'] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `p${i + 1}`,
    slug: `piece-${i + 1}`,
    name: `Piece ${i + 1}`,
    featuredImage: createImage(),
  }));
}
