import type { AdminImportReport, AdminProduct } from '@svarna/contracts';
import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { media } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import {
  type CsvProduct,
  type CsvRowError,
  changesNothing,
  csvToProducts,
  productsToCsv,
} from './product-csv';
import { readAllProducts, writeProduct } from './product-desk-service';

export interface ProductCsvDeps {
  db: Db;
  clock: Clock;
  /** the store's address: exported photo URLs are absolute, and imported ones of this store are its own */
  publicUrl: string;
  /** drops every cached catalogue answer and page, in this process and the others */
  onCatalogChanged: () => void;
}

const IST_OFFSET_MS = 330 * 60_000;
/** The day in India, as the export's file name carries it: 2026-01-15. */
export const istDate = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Raised inside the import's transaction to undo it: a dry run, or a file with refused rows. */
class Undo extends Error {}

/** Bulk export and import of the catalogue as a product CSV (Shopify's columns and the store's own). */
export function createProductCsvService({ db, clock, publicUrl, onCatalogChanged }: ProductCsvDeps) {
  async function exportCsv(): Promise<{ csv: string; filename: string }> {
    const products = await readAllProducts(db);
    return { csv: productsToCsv(products, { publicUrl }), filename: `products-${istDate(clock.now())}.csv` };
  }

  /**
   * Reads the file and writes each new or changed product through the desk's own save, all in one
   * transaction: a dry run, or a file with any refused row, is undone whole, so nothing is written.
   * Without `dryRun`, refusals are a 400 listing each row and column.
   */
  async function importCsv(adminId: number, csv: string, dryRun: boolean): Promise<AdminImportReport> {
    const existing = new Map((await readAllProducts(db)).map((product) => [product.slug, product]));
    const photos = await photosNamedIn(db, csv);
    const read = csvToProducts(csv, {
      photoAt: (path) => photos.get(path) ?? null,
      existing: (slug) => existing.get(slug) ?? null,
      publicUrl,
    });
    const report: AdminImportReport = {
      success: true,
      dryRun,
      created: [],
      updated: [],
      unchanged: [],
      errors: [...read.errors],
    };
    const writes: { product: CsvProduct; before: AdminProduct | null }[] = [];
    for (const product of read.products) {
      const before = existing.get(product.handle) ?? null;
      if (before && changesNothing(product.values, before)) report.unchanged.push(product.handle);
      else {
        (before ? report.updated : report.created).push(product.handle);
        writes.push({ product, before });
      }
    }
    if (report.errors.length === 0 && writes.length > 0) {
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          for (const { product, before } of writes) {
            const refusal = await writeOne(tx, adminId, product, before, now);
            if (refusal) report.errors.push(refusal);
          }
          if (dryRun || report.errors.length > 0) throw new Undo();
        });
      } catch (error) {
        if (!(error instanceof Undo)) throw error;
      }
      if (!dryRun && report.errors.length === 0) onCatalogChanged();
    }
    report.errors.sort((a, b) => a.row - b.row);
    if (!dryRun && report.errors.length > 0) throw refused(report.errors);
    return report;
  }

  return { exportCsv, importCsv };
}

export type ProductCsvService = ReturnType<typeof createProductCsvService>;

/**
 * One product through the desk's save, in a savepoint of the import's transaction so that a refusal
 * (a category that does not exist, a SKU another product has) is noted and the others still checked.
 */
async function writeOne(
  tx: Tx,
  adminId: number,
  product: CsvProduct,
  before: AdminProduct | null,
  now: Date,
): Promise<CsvRowError | null> {
  try {
    await tx.transaction((savepoint) =>
      writeProduct(savepoint, {
        adminId,
        id: before ? Number(before._id) : null,
        values: product.values,
        // a save at the desk since the file was read is not overwritten
        expectedVersion: before?.version,
        now,
        action: 'import',
        stockReason: 'Imported from a product CSV',
      }),
    );
    return null;
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    const detail = error.details?.[0];
    return product.locate(detail?.field ?? 'slug', detail?.message ?? error.message);
  }
}

/** The store's photos the file names by address (/media/...): their ids and alt text. */
async function photosNamedIn(db: DbOrTx, csv: string): Promise<Map<string, { id: string; alt: string }>> {
  const paths = new Set<string>();
  for (const [found] of csv.matchAll(/\/media\/[^\s",?#]+/g)) {
    paths.add(found);
    try {
      paths.add(decodeURIComponent(found));
    } catch {
      // a malformed escape is refused by name when its row is read
    }
  }
  const photos = new Map<string, { id: string; alt: string }>();
  const all = [...paths];
  for (let i = 0; i < all.length; i += 500) {
    const rows = await db
      .select({ id: media.id, filePath: media.filePath, alt: media.alt })
      .from(media)
      .where(inArray(media.filePath, all.slice(i, i + 500)));
    for (const row of rows) photos.set(row.filePath, { id: String(row.id), alt: row.alt });
  }
  return photos;
}

function refused(errors: CsvRowError[]): AppError {
  const rows = new Set(errors.map((e) => e.row)).size;
  const first = errors[0];
  const message = `Nothing was imported: ${rows === 1 ? '1 row was' : `${rows} rows were`} refused${
    first ? ` (row ${first.row}, ${first.column}: ${first.message})` : ''
  }`;
  return new AppError(
    400,
    'IMPORT_REFUSED',
    message,
    errors.map((e) => ({ field: `row ${e.row}: ${e.column}`, message: e.message })),
  );
}
