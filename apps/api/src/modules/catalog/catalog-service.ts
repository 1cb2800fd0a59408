import type {
  Category,
  Product,
  ProductListQuery,
  ProductListResponse,
  ProductSummary,
} from '@svarna/contracts';
import { LRUCache } from 'lru-cache';
import { badRequest, notFound } from '../../lib/errors';
import { withFields } from '../../lib/with-fields';
import { type CatalogRepository, type LiveStock, type ProductRow, slugify } from './catalog-repository';
import { stockStatusOf, toImage, toProduct, toProductSummary } from './product-mapper';

/** Product pages kept in this process (none when 0, as in tests); the desk's changes clear them. */
export interface CatalogServiceOptions {
  productCacheMs?: number;
}

export function createCatalogService(
  repo: CatalogRepository,
  { productCacheMs = 0 }: CatalogServiceOptions = {},
) {
  const products =
    productCacheMs > 0 ? new LRUCache<number, Product>({ max: 500, ttl: productCacheMs }) : null;
  /**
   * How many products a listing's filter matches, whatever the page and the sort, kept as long as a
   * cached listing and forgotten with the products: at 100,000 products the count read every active
   * product's index entry (15 ms) for each page a shopper turned to.
   */
  const totals = productCacheMs > 0 ? new LRUCache<string, number>({ max: 1000, ttl: productCacheMs }) : null;
  const keptTotal = (key: string) => async (count: () => Promise<number>) => {
    const kept = totals?.get(key);
    if (kept !== undefined) return kept;
    const total = await count();
    totals?.set(key, total);
    return total;
  };

  async function summarize(rows: ProductRow[]): Promise<ProductSummary[]> {
    const relations = await repo.loadSummaryRelations(rows);
    return rows.map((row) => toProductSummary(row, relations));
  }

  async function listProducts(
    query: Omit<ProductListQuery, 'populate'> & { populate?: string },
  ): Promise<ProductListResponse> {
    if (query.sort === 'collectionOrder' && !query.collectionId) {
      throw badRequest('sort', 'sort collectionOrder is only available with collectionId');
    }
    const filter = {
      status: query.status,
      search: query.search || undefined,
      categoryIds: query.categoryId ? query.categoryId.split(',').map(Number) : undefined,
      brandId: query.brandId ? Number(query.brandId) : undefined,
      collectionId: query.collectionId ? Number(query.collectionId) : undefined,
      inStock: query.inStock,
    };
    const { rows, total } = await repo.listProducts(
      withFields(filter, { sort: query.sort, page: query.page, limit: query.limit }),
      keptTotal(JSON.stringify(filter)),
    );
    return {
      success: true,
      products: await summarize(rows),
      total,
      pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
    };
  }

  async function getProductById(id: number): Promise<Product> {
    const [row] = await repo.findProductsByIds([id]);
    if (!row?.status) throw notFound('Product not found');
    return buildProduct(row);
  }

  /**
   * A product with its stock as it is now, for the cart's and checkout's stock checks: the page itself
   * from this process's cache (cleared by the desk's changes), the stock read live in one statement.
   */
  async function getLiveProductById(id: number): Promise<Product> {
    const live = await repo.findLiveStock(id);
    if (!live?.status) throw notFound('Product not found');
    let product = products?.get(id);
    if (!product) {
      product = await getProductById(id);
      products?.set(id, product);
    }
    return withLiveStock(product, live);
  }

  async function getProductBySlug(slug: string): Promise<Product> {
    const id = await repo.findProductIdBySlug(slug);
    if (id === null) throw notFound('Product not found');
    return getProductById(id);
  }

  /** Where a product page's old slug now leads: the product's slug since the desk renamed it, or null. */
  async function movedSlug(oldSlug: string): Promise<string | null> {
    return repo.findMovedSlug(oldSlug);
  }

  async function buildProduct(row: ProductRow): Promise<Product> {
    const detail = await repo.loadProductDetail(row.id);
    // A companion is offered only when it can be bought: published and in stock (its variants' sum).
    const companionRows = (await repo.findProductsByIds(detail.companionIds)).filter(
      (c) => c.status && c.stock > 0,
    );
    const ordered = detail.companionIds
      .map((id) => companionRows.find((c) => c.id === id))
      .filter((c): c is ProductRow => c !== undefined);
    const [summary, ...companions] = await summarize([row, ...ordered]);
    return toProduct(row, summary!, detail, companions);
  }

  async function listCategories(): Promise<Category[]> {
    const { rows, counts, images } = await repo.listCategories();
    return rows.map((c) => {
      const image = c.imageId === null ? undefined : images.get(c.imageId);
      return {
        _id: String(c.id),
        title: c.name,
        name: c.name,
        slug: c.slug,
        description: c.description,
        image: image ? toImage(image) : null,
        parentId: c.parentId === null ? null : String(c.parentId),
        subcategories: rows
          .filter((s) => s.parentId === c.id)
          .map((s) => ({ _id: String(s.id), title: s.name, slug: s.slug })),
        productCount: counts.get(c.id) ?? 0,
      };
    });
  }

  /** Products of a category (or subcategory) named by slug, by name as given, or several joined by "and". */
  async function listCategoryProducts(
    key: string,
    page: number,
    limit: number,
    kind: 'category' | 'subcategory',
  ) {
    const found = await repo.findCategories(key);
    const isSub = (c: { parentId: number | null }) => c.parentId !== null;
    if (!found || found.some((c) => isSub(c) !== (kind === 'subcategory'))) {
      throw notFound(kind === 'category' ? 'Category not found' : 'Subcategory not found');
    }
    const categoryId = found.map((c) => c.id).join(',');
    const list = await listProducts({ status: true, categoryId, sort: '-createdAt', page, limit });
    const first = found[0]!;
    const ref =
      found.length === 1
        ? { _id: String(first.id), title: first.name, slug: first.slug, description: first.description }
        : {
            _id: categoryId,
            title: joinedCategoryTitle(
              key,
              found.map((c) => c.name),
            ),
            slug: slugify(key),
            description: found.map((c) => c.description).join(' '),
          };
    const parent = first.parent
      ? { _id: String(first.parent.id), title: first.parent.name, slug: first.parent.slug }
      : null;
    return { category: ref, parent, ...list };
  }

  async function listBrands() {
    const rows = await repo.listBrands();
    return rows.map((b) => ({ _id: String(b.id), name: b.name, slug: b.slug, description: b.description }));
  }

  return {
    listProducts,
    getProductById,
    getLiveProductById,
    /** forgets the cached products and listing totals: the desk changed the catalogue */
    forgetProducts: () => {
      products?.clear();
      totals?.clear();
    },
    getProductBySlug,
    movedSlug,
    listCategories,
    listCategoryProducts,
    listBrands,
    summarize,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** The product with the stock read now: its own, its status word and each variant's inventory. */
export function withLiveStock(product: Product, live: LiveStock): Product {
  return withFields(product, {
    stock: live.stock,
    stockStatus: stockStatusOf(live.stock, live.lowStockThreshold),
    variants: product.variants.map((v) =>
      withFields(v, { inventory: live.inventory.get(v._id) ?? v.inventory }),
    ),
  });
}

/**
 * A listing of several categories is titled the way its address names them, as the header's links and
 * the home page's tabs do: 'bangles-and-bracelets' reads 'Bangles and Bracelets', not 'Bangle and Bracelet'.
 */
export function joinedCategoryTitle(key: string, names: string[]): string {
  const parts = slugify(key).split('-and-');
  return names
    .map((name, i) => {
      const plural = (parts[i] ?? '').endsWith('s') && !slugify(name).endsWith('s');
      return plural ? `${name}s` : name;
    })
    .join(' and ');
}
