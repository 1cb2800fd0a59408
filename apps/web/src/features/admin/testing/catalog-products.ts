import type { AdminProduct, AdminProductListItem } from '@svarna/contracts';

/** A product as GET /admin/products lists it. */
export function productListItem(overrides: Partial<AdminProductListItem> = {}): AdminProductListItem {
  return {
    _id: '12',
    name: 'Kundan Choker',
    slug: 'kundan-choker',
    status: 'published',
    basePrice: 124999,
    salePrice: 99999,
    stock: 3,
    variantCount: 0,
    available: 3,
    lowStockThreshold: 5,
    image: {
      _id: '7',
      filePath: '/media/7.jpg',
      url: '/media/7.jpg',
      width: 800,
      height: 800,
      alt: 'Kundan choker on a stand',
    },
    categoryName: 'Necklaces',
    updatedAt: '2025-09-16T10:30:00.000Z',
    ...overrides,
  };
}

const photo = (id: string, alt: string) => ({
  _id: id,
  filePath: `/media/${id}.jpg`,
  url: `/media/${id}.jpg`,
  width: 800,
  height: 800,
  alt,
});

/** A product as GET /admin/products/{id} answers it: a ring in two sizes, never ordered. */
export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: '12',
    version: 3,
    name: 'Moissanite Ring',
    slug: 'moissanite-ring',
    shortDescription: 'A solitaire in sterling silver',
    description: 'Hand set.',
    features: ['Hallmarked silver'],
    categorySlug: 'rings',
    subcategorySlug: null,
    collectionSlugs: ['bridal'],
    basePrice: 4999,
    salePrice: 3999,
    hsnCode: '7113',
    gstRate: 3,
    lowStockThreshold: 5,
    stock: 0,
    variants: [
      {
        _id: '31',
        sku: 'MR-6',
        options: [{ name: 'Size', value: '6' }],
        price: 4999,
        salePrice: 3999,
        inventory: 4,
        photos: [],
      },
      {
        _id: '32',
        sku: 'MR-7',
        options: [{ name: 'Size', value: '7' }],
        price: 4999,
        salePrice: null,
        inventory: 2,
        photos: [],
      },
    ],
    photos: [photo('41', 'Ring from the front'), photo('42', 'Ring on a hand')],
    specifications: [{ title: 'Metal', specs: [{ key: 'Purity', value: '925 silver' }] }],
    companions: [],
    status: 'published',
    everOrdered: false,
    createdAt: '2025-09-01T10:30:00.000Z',
    updatedAt: '2025-09-16T10:30:00.000Z',
    changes: [
      {
        id: 5,
        action: 'update',
        actor: 'admin:9',
        actorName: 'Store Owner',
        fields: ['salePrice'],
        at: '2025-09-16T10:30:00.000Z',
      },
    ],
    ...overrides,
  };
}

export const categoriesBody = {
  success: true,
  data: [
    {
      _id: '1',
      title: 'Rings',
      name: 'Rings',
      slug: 'rings',
      description: '',
      image: null,
      parentId: null,
      subcategories: [{ _id: '2', title: 'Solitaire Rings', slug: 'solitaire-rings' }],
      productCount: 4,
    },
  ],
};

export const collectionsBody = {
  success: true,
  message: 'ok',
  collections: [
    { _id: '3', slug: 'bridal', title: 'Bridal', name: 'Bridal' },
    { _id: '4', slug: 'festive', title: 'Festive', name: 'Festive' },
  ],
};
