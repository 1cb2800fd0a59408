import type { CartLine, Image, Product, Variant } from '@svarna/contracts';

let seq = 0;
const nextId = () => String(++seq);

export function createImage(overrides: Partial<Image> = {}): Image {
  const id = nextId();
  return {
    _id: id,
    filePath: `/media/products/p${id}.svg`,
    url: `/media/products/p${id}.svg`,
    width: 800,
    height: 800,
    alt: `Image ${id}`,
    ...overrides,
  };
}

export function createVariant(overrides: Partial<Variant> = {}): Variant {
  const id = nextId();
  return {
    _id: id,
    sku: `SKU-${id}`,
    inventory: 5,
    price: 2999,
    salePrice: null,
    description: '',
    features: [],
    specifications: [],
    photos: [],
    attributes: [],
    ...overrides,
  };
}

export function createProduct(overrides: Partial<Product> = {}): Product {
  const id = nextId();
  return {
    _id: id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    shortDescription: '',
    basePrice: 2999,
    salePrice: 2499,
    discount: 17,
    stock: 10,
    stockStatus: 'in_stock',
    rating: 4.5,
    soldCount: 0,
    featuredImage: createImage(),
    basePhotos: [],
    category: null,
    categories: [],
    brandId: null,
    collections: [],
    hasVariants: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    description: '',
    longDescription: '',
    addImages: [],
    subcategory: null,
    variants: [],
    attributes: [],
    specifications: [],
    features: [],
    fbtIds: [],
    status: true,
    ...overrides,
  };
}

/** A cart line as the server answers it. */
export function createCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const id = overrides.productId ?? nextId();
  return {
    productId: id,
    variant: 'default',
    quantity: 1,
    name: `Item ${id}`,
    slug: `item-${id}`,
    price: 1000,
    basePrice: 1200,
    stock: 10,
    featuredImage: null,
    variantAttributes: [],
    available: true,
    notice: null,
    ...overrides,
  };
}
