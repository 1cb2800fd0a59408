import type { AdminProduct, AdminProductInput } from '@svarna/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema';
import { valuesOf } from '../../src/modules/catalog-desk/product-desk-mapper';
import type { SignedIn } from './sign-in';
import type { TestApp } from './test-app';

let counter = 0;

/** A name no other product of the test run has. */
export function uniqueName(stem = 'Desk Piece'): string {
  counter += 1;
  return `${stem} ${process.pid % 1000} ${counter}`;
}

/** Two photos of the seed, by id, for products the tests make. */
export async function seedPhotoIds(t: TestApp, n = 3): Promise<string[]> {
  const rows = await t.db.select({ id: s.media.id }).from(s.media).orderBy(asc(s.media.id)).limit(n);
  return rows.map((r) => String(r.id));
}

/** A valid product without variants, in the seeded Rings category. */
export function plainBody(overrides: Partial<AdminProductInput> = {}): AdminProductInput {
  return {
    name: uniqueName(),
    shortDescription: 'A piece made at the desk',
    description: 'Made by the desk test.',
    features: ['Hand finished'],
    categorySlug: 'rings',
    subcategorySlug: 'band-rings',
    collectionSlugs: [],
    basePrice: 2500,
    salePrice: 1999.5,
    hsnCode: '7113',
    gstRate: 3,
    lowStockThreshold: 3,
    stock: 7,
    variants: [],
    photos: [],
    specifications: [{ title: 'Material & Finish', specs: [{ key: 'Base metal', value: 'Brass' }] }],
    companions: [],
    status: 'published',
    ...overrides,
  };
}

/** Sizes 6 and 8 in two platings: four variants. */
export function sizedVariants(stem: string) {
  const sizes = ['6', '8'];
  const colours = ['Yellow Gold', 'Silver'];
  return sizes.flatMap((size) =>
    colours.map((colour) => ({
      sku: `${stem}-${size}-${colour[0]}`,
      options: [
        { name: 'Ring Size', value: size },
        { name: 'Plating Colour', value: colour },
      ],
      price: 3000,
      salePrice: size === '8' ? 2800 : null,
      inventory: size === '6' ? 2 : 5,
      photos: [],
    })),
  );
}

export function deskCall(t: TestApp, who: SignedIn | null) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: who ? who.auth : {}, payload });
}

/** Creates a product through the desk and answers it (failing loudly on a refusal). */
export async function createProduct(
  t: TestApp,
  admin: SignedIn,
  body: AdminProductInput,
): Promise<AdminProduct> {
  const res = await deskCall(t, admin)('POST', '/products', body);
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json().product as AdminProduct;
}

/** The body that saves a product as it is (the desk's own reading of it), ready to be changed. */
export function updateBody(product: AdminProduct, overrides: Record<string, unknown> = {}) {
  return { version: product.version, ...valuesOf(product), ...overrides };
}

/** Row counts of what a refused save must leave alone. */
export async function catalogueCounts(t: TestApp) {
  const count = async (table: string) => {
    const [row] = (
      (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    return Number(row?.n);
  };
  const tables = [
    'products',
    'product_variants',
    'attributes',
    'attribute_values',
    'catalog_changes',
    'stock_changes',
    'product_slug_redirects',
    'product_photos',
    'specification_sections',
    'product_bundles',
  ];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));
}

export async function productRow(t: TestApp, id: string | number) {
  const [row] = await t.db
    .select()
    .from(s.products)
    .where(eq(s.products.id, Number(id)));
  return row;
}
