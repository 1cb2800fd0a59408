import type { AdminImportReport, AdminProduct } from '@svarna/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { ADMIN_PHONE, createDeskApp } from './helpers/admin-desk';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  ({ t } = await createDeskApp());
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = await signIn(t);
});
afterAll(() => t.close());

const db = process.env.API_TEST_DATABASE;

function exportCsv(who: SignedIn | null = admin) {
  return t.app.inject({ method: 'GET', url: '/api/admin/products/export', headers: who ? who.auth : {} });
}

function importCsv(csv: string, dryRun: boolean, who: SignedIn | null = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { ...(who ? who.auth : {}), 'content-type': 'text/csv' },
    payload: csv,
  });
}

/** A CSV file of the given columns and rows, as a spreadsheet saves it. */
const csvOf = (header: string[], rows: string[][]) => stringify([header, ...rows]);

const NEW_PRODUCT_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Category',
  'Subcategory',
  'Option1 Name',
  'Option1 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Alt Text',
  'Status',
];

let counter = 0;
/** A new sized ring's two rows (sizes 6 and 8), with a handle and SKUs no other test uses. */
function sizedRing(overrides: Partial<Record<string, string>> = {}) {
  counter += 1;
  const handle = `csv-ring-${process.pid % 1000}-${counter}`;
  const first: Record<string, string> = {
    Handle: handle,
    Title: `CSV Ring ${counter}`,
    'Body (HTML)': '<p>Made by <b>CSV</b></p>',
    Category: 'rings',
    Subcategory: 'band-rings',
    'Option1 Name': 'Ring Size',
    'Option1 Value': '6',
    'Variant SKU': `CSV-${counter}-6`,
    'Variant Inventory Qty': '3',
    'Variant Price': '1499',
    'Variant Compare At Price': '1999',
    'Image Src': '',
    'Image Alt Text': '',
    Status: 'active',
    ...overrides,
  };
  const second = {
    Handle: handle,
    'Option1 Value': '8',
    'Variant SKU': `CSV-${counter}-8`,
    'Variant Inventory Qty': '0',
    'Variant Price': '1599',
  };
  const row = (cells: Record<string, string>) => NEW_PRODUCT_COLUMNS.map((c) => cells[c] ?? '');
  return { handle, rows: [row(first), row(second)] };
}

async function productCount() {
  const [row] = await t.db.select({ n: count() }).from(s.products);
  return row?.n ?? 0;
}

async function changeCount() {
  const [row] = await t.db.select({ n: count() }).from(s.catalogChanges);
  return row?.n ?? 0;
}

async function idOfSlug(slug: string) {
  const [row] = await t.db.select({ id: s.products.id }).from(s.products).where(eq(s.products.slug, slug));
  return row?.id ?? null;
}

async function deskProduct(id: number): Promise<AdminProduct> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product as AdminProduct;
}

/**
 * What a product reads as, without what every save moves on (its version, time and change list). A
 * product with variants sells their inventory: the desk's save keeps no stock of its own for it.
 */
function comparable(product: AdminProduct) {
  const { version: _version, updatedAt: _updatedAt, changes: _changes, stock, ...rest } = product;
  return { ...rest, stock: product.variants.length > 0 ? 'its variants' : stock };
}

/** Every product as the desk and the storefront read it. */
async function wholeCatalogue() {
  const rows = await t.db
    .select({ id: s.products.id, slug: s.products.slug })
    .from(s.products)
    .orderBy(asc(s.products.id));
  const products: unknown[] = [];
  for (const { id, slug } of rows) {
    const page = await t.app.inject({ method: 'GET', url: `/api/products/slug/${slug}` });
    // the desk's save writes a product's specifications afresh, under new ids
    const { updatedAt: _updatedAt, ...shown } = page.json().product;
    shown.specifications = withoutIds(shown.specifications);
    products.push({
      desk: comparable(await deskProduct(id)),
      page: page.statusCode === 200 ? shown : page.statusCode,
    });
  }
  return products;
}

const withoutIds = (sections: { section: string; specs: { _id: string }[] }[]) =>
  sections.map(({ section, specs }) => ({ section, specs: specs.map(({ _id, ...spec }) => spec) }));

/** A row with one cell changed. */
const withCell = (row: string[], column: string, value: string) =>
  row.map((cell, i) => (i === NEW_PRODUCT_COLUMNS.indexOf(column) ? value : cell));

describe(`who may export and import products (${db})`, () => {
  it('refuses both routes to guests (401) and customers (403), changing nothing', async () => {
    const before = { products: await productCount(), changes: await changeCount() };
    const ring = sizedRing();
    const file = csvOf(NEW_PRODUCT_COLUMNS, ring.rows);
    expect((await exportCsv(null)).statusCode).toBe(401);
    expect((await exportCsv(shopper)).statusCode).toBe(403);
    expect((await importCsv(file, false, null)).statusCode).toBe(401);
    expect((await importCsv(file, false, shopper)).statusCode).toBe(403);
    expect(await idOfSlug(ring.handle)).toBeNull();
    expect({ products: await productCount(), changes: await changeCount() }).toEqual(before);
  });
});

describe(`GET /api/admin/products/export (${db})`, () => {
  it("answers every product as a CSV attachment in Shopify's columns, with a BOM", async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products-2026-01-15.csv"');
    expect(
      res.body.startsWith('\uFEFFHandle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,'),
    ).toBe(true);
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    const handles = new Set(rows.map((row) => row.Handle));
    expect(handles.size).toBe(await productCount());
    // a product with variants: one row each, the MRP as the compare-at price when on sale
    const [variant] = await t.db
      .select()
      .from(s.productVariants)
      .where(sql`${s.productVariants.salePricePaise} is not null`)
      .limit(1);
    const sold = rows.find((row) => row['Variant SKU'] === variant?.sku);
    expect(sold?.['Variant Price']).toBe(((variant?.salePricePaise ?? 0) / 100).toFixed(2));
    expect(sold?.['Variant Compare At Price']).toBe(((variant?.pricePaise ?? 0) / 100).toFixed(2));
    expect(
      rows.every(
        (row) => row['Image Src'] === '' || row['Image Src']?.startsWith('http://localhost:3000/media/'),
      ),
    ).toBe(true);
  });
});

describe(`POST /api/admin/products/import (${db})`, () => {
  it('reads back the whole seeded catalogue as unchanged, and a real import of it restores every product', async () => {
    const exported = (await exportCsv()).body;
    const dry = await importCsv(exported, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json() as AdminImportReport;
    expect(report.errors).toEqual([]);
    expect(report.created).toEqual([]);
    expect(report.updated).toEqual([]);
    expect(report.unchanged).toHaveLength(await productCount());

    const before = await wholeCatalogue();
    // every product moved under the file: names, prices (MRP up), stock and inventory
    await t.db.execute(
      sql`update products set name = name || ' (edited)', base_price_paise = base_price_paise + 100, stock = stock + 1`,
    );
    await t.db.execute(
      sql`update product_variants set price_paise = price_paise + 100, inventory = inventory + 2`,
    );
    const changesBefore = await changeCount();
    const real = await importCsv(exported, false);
    expect(real.statusCode, real.body).toBe(200);
    const applied = real.json() as AdminImportReport;
    expect(applied.updated).toHaveLength(before.length);
    expect(applied.unchanged).toEqual([]);
    expect(await wholeCatalogue()).toEqual(before);
    const imports = await t.db
      .select({ n: count() })
      .from(s.catalogChanges)
      .where(eq(s.catalogChanges.action, 'import'));
    expect(imports[0]?.n).toBe(before.length);
    expect(await changeCount()).toBe(changesBefore + before.length);
    // and the file now reads as the catalogue again
    expect(((await importCsv(exported, true)).json() as AdminImportReport).unchanged).toHaveLength(
      before.length,
    );
  }, 90_000); // the whole seeded catalogue, exported, dry-run twice and imported: 14 s on a busy machine

  it('makes a new product with two sizes that the storefront shows, logging it as an import', async () => {
    const ring = sizedRing();
    const res = await importCsv(csvOf(NEW_PRODUCT_COLUMNS, ring.rows), false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      dryRun: false,
      created: [ring.handle],
      updated: [],
      errors: [],
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/products/slug/${ring.handle}` });
    expect(page.statusCode, page.body).toBe(200);
    const product = page.json().product;
    expect(product.description).toBe('Made by CSV');
    expect(product.basePrice).toBe(1999);
    expect(product.salePrice).toBe(1499);
    expect(
      product.variants.map(
        (v: { sku: string; price: number; salePrice: number | null; inventory: number }) => [
          v.sku,
          v.price,
          v.salePrice,
          v.inventory,
        ],
      ),
    ).toEqual([
      [`CSV-${counter}-6`, 1999, 1499, 3],
      [`CSV-${counter}-8`, 1599, null, 0],
    ]);
    const id = await idOfSlug(ring.handle);
    const changes = await t.db
      .select({ action: s.catalogChanges.action, actor: s.catalogChanges.actor })
      .from(s.catalogChanges)
      .where(and(eq(s.catalogChanges.entity, 'product'), eq(s.catalogChanges.entityId, String(id))));
    expect(changes).toEqual([{ action: 'import', actor: `admin:${admin.user._id}` }]);
  });

  it('a dry run reports what it would do and writes nothing', async () => {
    const ring = sizedRing();
    const existing = sizedRing();
    expect((await importCsv(csvOf(NEW_PRODUCT_COLUMNS, existing.rows), false)).statusCode).toBe(200);
    const existingId = (await idOfSlug(existing.handle)) as number;
    const stored = await deskProduct(existingId);
    const before = { products: await productCount(), changes: await changeCount() };
    const changed = existing.rows.map((row, i) => (i === 0 ? withCell(row, 'Title', 'Renamed Ring') : row));
    const res = await importCsv(csvOf(NEW_PRODUCT_COLUMNS, [...ring.rows, ...changed]), true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      dryRun: true,
      created: [ring.handle],
      updated: [existing.handle],
      unchanged: [],
      errors: [],
    });
    expect(await idOfSlug(ring.handle)).toBeNull();
    expect(await deskProduct(existingId)).toEqual(stored);
    expect({ products: await productCount(), changes: await changeCount() }).toEqual(before);
  });

  it('a bad row among good ones writes nothing and names that row and column', async () => {
    const good = sizedRing();
    const bad = sizedRing({ 'Variant Price': 'lots' });
    const before = { products: await productCount(), changes: await changeCount() };
    const file = csvOf(NEW_PRODUCT_COLUMNS, [...good.rows, ...bad.rows]);
    const dry = (await importCsv(file, true)).json() as AdminImportReport;
    expect(dry.created).toEqual([good.handle]);
    expect(dry.errors).toEqual([
      { row: 4, column: 'Variant Price', message: 'Variant Price must be a number of rupees' },
    ]);
    const res = await importCsv(file, false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'IMPORT_REFUSED',
      details: [{ field: 'row 4: Variant Price', message: 'Variant Price must be a number of rupees' }],
    });
    expect(res.json().message).toMatch(/^Nothing was imported: 1 row was refused/);
    expect(await idOfSlug(good.handle)).toBeNull();
    expect({ products: await productCount(), changes: await changeCount() }).toEqual(before);
  });

  it('undoes the products already written when the desk refuses a later one (an unknown category)', async () => {
    const existing = sizedRing();
    expect((await importCsv(csvOf(NEW_PRODUCT_COLUMNS, existing.rows), false)).statusCode).toBe(200);
    const existingId = (await idOfSlug(existing.handle)) as number;
    const stored = await deskProduct(existingId);
    const good = sizedRing();
    const bad = sizedRing({ Category: 'no-such-category', Subcategory: '' });
    const repriced = existing.rows.map((row) => withCell(row, 'Variant Inventory Qty', '9'));
    const before = { products: await productCount(), changes: await changeCount() };
    const res = await importCsv(csvOf(NEW_PRODUCT_COLUMNS, [...good.rows, ...repriced, ...bad.rows]), false);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'row 6: Category', message: 'Category: There is no category no-such-category' },
    ]);
    expect(await idOfSlug(good.handle)).toBeNull();
    expect(await deskProduct(existingId)).toEqual(stored);
    expect({ products: await productCount(), changes: await changeCount() }).toEqual(before);
  });

  it('refuses an outside image address by row and column, and reads a photo of this store by its address', async () => {
    const [photo] = await t.db.select().from(s.media).orderBy(asc(s.media.id)).limit(1);
    const ring = sizedRing({
      'Image Src': `http://localhost:3000${photo?.filePath}`,
      'Image Alt Text': 'A ring',
    });
    const outside = sizedRing({ 'Image Src': 'https://cdn.shopify.com/s/files/1/ring.jpg' });
    const res = await importCsv(csvOf(NEW_PRODUCT_COLUMNS, [...ring.rows, ...outside.rows]), true);
    const report = res.json() as AdminImportReport;
    expect(report.created).toEqual([ring.handle]);
    expect(report.errors).toEqual([
      {
        row: 4,
        column: 'Image Src',
        message: expect.stringContaining('outside image addresses are not fetched'),
      },
    ]);
  });

  it('keeps a formula-like cell safe in the file and exactly as typed in the catalogue', async () => {
    const formula = '=HYPERLINK("http://evil.example","Claim your prize")';
    const ring = sizedRing({ 'Body (HTML)': formula, Title: '+91 Special Ring' });
    expect((await importCsv(csvOf(NEW_PRODUCT_COLUMNS, ring.rows), false)).statusCode).toBe(200);
    const product = await deskProduct((await idOfSlug(ring.handle)) as number);
    expect(product.description).toBe(formula);
    expect(product.name).toBe('+91 Special Ring');
    const exported = (await exportCsv()).body;
    const rows = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
    const row = rows.find((r) => r.Handle === ring.handle);
    expect(row?.['Body (HTML)']).toBe(`'${formula}`);
    expect(row?.Title).toBe("'+91 Special Ring");
    const report = (await importCsv(exported, true)).json() as AdminImportReport;
    expect(report.errors).toEqual([]);
    expect(report.unchanged).toContain(ring.handle);
    expect(report.updated).toEqual([]);
  });

  it('refuses a body that is not CSV (415), over 5 MB (413) and a bad dryRun (400), changing nothing', async () => {
    const before = { products: await productCount(), changes: await changeCount() };
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=false',
      headers: admin.auth,
      payload: { Handle: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('content-type: send the file as CSV (text/csv)');
    const big = await importCsv(`Handle,Title\n${'x'.repeat(5 * 1024 * 1024)}`, false);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is larger than 5 MB: split it into smaller files');
    const query = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=maybe',
      headers: { ...admin.auth, 'content-type': 'text/csv' },
      payload: 'Handle,Title\n',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().details[0].field).toBe('dryRun');
    expect({ products: await productCount(), changes: await changeCount() }).toEqual(before);
  });

  it("names the export after the day in India (IST), not UTC's", async () => {
    // 19:00 UTC on the 15th is half past midnight on the 16th in India
    t.clock.set(new Date('2026-01-15T19:00:00.000Z'));
    const late = await signIn(t, { phone: ADMIN_PHONE });
    const res = await exportCsv(late);
    expect(res.headers['content-disposition']).toBe('attachment; filename="products-2026-01-16.csv"');
  });
});
