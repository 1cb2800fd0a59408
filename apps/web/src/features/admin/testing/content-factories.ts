import type {
  AdminBanner,
  AdminCategory,
  AdminCollection,
  AdminHero,
  AdminHome,
  AdminSettings,
  Image,
} from '@svarna/contracts';

/** A stored photo as the desk's API answers it. */
export const deskImage = (id: string, alt = ''): Image => ({
  _id: id,
  filePath: `photos/${id}.jpg`,
  url: `/media/photos/${id}.jpg`,
  width: 800,
  height: 800,
  alt,
});

export function createCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    _id: '1',
    version: 1,
    name: 'Rings',
    slug: 'rings',
    description: '',
    parentId: null,
    image: null,
    position: 0,
    productCount: 0,
    ...overrides,
  };
}

export function createCollection(overrides: Partial<AdminCollection> = {}): AdminCollection {
  return {
    _id: '7',
    version: 3,
    slug: 'diwali-edit',
    title: 'Diwali Edit',
    collectionType: 'festival',
    isActive: true,
    isAvailable: true,
    startDate: '2026-10-14T18:30:00.000Z',
    endDate: '2026-11-05T18:29:59.999Z',
    thumbnailImage: null,
    position: 0,
    description: 'Gold-toned pieces for the festival of lights.',
    shortDescription: 'Festive gold',
    featuredImage: null,
    bannerImage: deskImage('40', 'Diyas and necklaces'),
    styling: { backgroundColor: '#7a1f3d', textColor: '#ffffff' },
    marketing: { heroSubtitle: 'Light up', callToAction: null },
    products: [
      { _id: '11', slug: 'lotus-studs', name: 'Lotus Studs', published: true, featuredImage: null },
      { _id: '12', slug: 'moissanite-ring', name: 'Moissanite Ring', published: true, featuredImage: null },
    ],
    createdAt: '2026-09-01T10:00:00.000Z',
    changes: [],
    ...overrides,
  };
}

export function createHeroSlide(overrides: Partial<AdminHero> = {}): AdminHero {
  return {
    _id: '21',
    productSlug: 'moissanite-ring',
    productName: 'Moissanite Ring',
    title: 'Brilliance, every day',
    categoryLabel: 'Rings',
    categoryLinkText: null,
    brandTag: 'Svarna',
    emiText: '',
    highlights: [],
    descriptionText: '',
    image: deskImage('50', 'A ring on a hand'),
    position: 0,
    isActive: true,
    ...overrides,
  };
}

export function createBanner(overrides: Partial<AdminBanner> = {}): AdminBanner {
  return {
    _id: '31',
    placement: 'betterLife',
    title: 'Made for better living',
    subtitle: 'Everyday gold',
    description: '',
    buttonText: 'Shop Now',
    buttonLink: 'lotus-studs',
    originalPrice: null,
    discountedPrice: null,
    mobileImage: deskImage('60', 'Studs, close'),
    desktopImage: deskImage('61', 'Studs on a tray'),
    gradientOverlay: '',
    textPosition: 'left',
    isActive: true,
    position: 0,
    ...overrides,
  };
}

export function createHome(overrides: Partial<AdminHome> = {}): AdminHome {
  return {
    sections: ['hero', 'betterLifeBanner', 'trendingProductSection', 'trendingProducts', 'highlightBanner'],
    trendingTabs: [
      { label: 'Necklace', slug: 'necklace' },
      { label: 'Rings', slug: 'rings' },
    ],
    promoCard: {
      productSlug: 'moissanite-single-line-necklace-set',
      title: null,
      subtitle: null,
      description: null,
      buttonText: null,
      linkText: null,
      linkPath: null,
      originalPrice: null,
      salePrice: null,
    },
    version: 4,
    changes: [],
    ...overrides,
  };
}

export function createSettings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return {
    topBar: { enabled: true, text: 'Free shipping over ₹999' },
    supportPhone: '+91 98765 43210',
    supportEmail: 'care@svarna.test',
    supportWhatsapp: '+919876543210',
    bankOffer: null,
    version: 2,
    changes: [],
    ...overrides,
  };
}
