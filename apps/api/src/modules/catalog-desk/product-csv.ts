import {
  type AdminProduct,
  AdminProductInputSchema,
  type AdminProductValues,
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  CSV_TOO_LARGE_MESSAGE,
  JEWELLERY_GST_RATE,
  JEWELLERY_HSN_CODE,
  saleWithinMrp,
  slugFromName,
  toPaise,
} from '@svarna/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  type CsvColumn,
  neutraliseFormula,
  numberOrText,
  OPTION_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  readHeader,
  restoreFormula,
  rupeesCell,
  textOfHtml,
} from './product-csv-columns';
import { valuesOf } from './product-desk-mapper';

/** A file larger than this, or with more product lines, is refused whole. */

/** A refusal: its row (1 is the header line) and column. */
export interface CsvRowError {
  row: number;
  column: string;
  message: string;
}

/** One product read from the file: its handle, the row it starts on and its checked values. */
export interface CsvProduct {
  handle: string;
  firstRow: number;
  values: AdminProductValues;
  /** the row and column a field of `values` came from ('variants[2].sku' → row 5, Variant SKU) */
  locate(field: string, message: string): CsvRowError;
}

export interface CsvImportContext {
  /** the store's photo at a path such as /media/products/ring-1.svg, or null */
  photoAt(path: string): { id: string; alt: string } | null;
  /** the product this handle already names; columns the file leaves out keep its values */
  existing(slug: string): AdminProduct | null;
  /** this store's address: its own absolute image URLs are read as its own photos */
  publicUrl?: string;
}

type Row = Record<CsvColumn, string>;

// ---------------------------------------------------------------------------------------------- export

/**
 * Every product as Shopify's product CSV: the first row of a product carries its fields, further rows
 * with the same Handle its further variants and photos. Variant Price is what a shopper pays, Variant
 * Compare At Price the MRP when the piece is on sale. UTF-8 with a BOM, so Excel reads ₹ and Hindi.
 */
export function productsToCsv(
  products: readonly AdminProduct[],
  options: { publicUrl?: string } = {},
): string {
  const urlOf = (path: string) =>
    options.publicUrl && path.startsWith('/') ? absolute(options.publicUrl, path) : path;
  const records: string[][] = [[...PRODUCT_CSV_COLUMNS]];
  for (const product of products) {
    for (const row of rowsOf(product, urlOf)) {
      records.push(PRODUCT_CSV_COLUMNS.map((column) => neutraliseFormula(row[column] ?? '')));
    }
  }
  return stringify(records, { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

function absolute(publicUrl: string, path: string) {
  return new URL(path, publicUrl).toString();
}

function rowsOf(product: AdminProduct, urlOf: (path: string) => string): Partial<Row>[] {
  const count = Math.max(product.variants.length, product.photos.length, 1);
  const rows: Partial<Row>[] = [];
  for (let i = 0; i < count; i++) {
    const row: Partial<Row> = { Handle: product.slug };
    if (i === 0) Object.assign(row, productFields(product));
    const variant = product.variants[i];
    if (variant) {
      variant.options.forEach((option, j) => {
        const columns = OPTION_COLUMNS[j];
        if (!columns) return;
        row[columns.name] = option.name;
        row[columns.value] = option.value;
      });
      Object.assign(row, {
        'Variant SKU': variant.sku,
        'Variant Inventory Qty': String(variant.inventory),
        ...priceCells(variant.price, variant.salePrice),
        'Variant Image': variant.photos[0] ? urlOf(variant.photos[0].url) : '',
      });
    } else if (i === 0) {
      // Shopify's single variant of a product without options
      Object.assign(row, {
        'Option1 Name': 'Title',
        'Option1 Value': 'Default Title',
        'Variant Inventory Qty': String(product.stock),
        ...priceCells(product.basePrice, product.salePrice),
      });
    }
    const photo = product.photos[i];
    if (photo) {
      Object.assign(row, {
        'Image Src': urlOf(photo.url),
        'Image Position': String(i + 1),
        'Image Alt Text': photo.alt,
      });
    }
    rows.push(row);
  }
  return rows;
}

function productFields(product: AdminProduct): Partial<Row> {
  const first = product.variants[0];
  const ownPrice =
    first !== undefined && (first.price !== product.basePrice || first.salePrice !== product.salePrice);
  return {
    Title: product.name,
    'Body (HTML)': product.description,
    Published: product.status === 'published' ? 'TRUE' : 'FALSE',
    Status: product.status === 'published' ? 'active' : 'draft',
    'Short Description': product.shortDescription,
    Category: product.categorySlug ?? '',
    Subcategory: product.subcategorySlug ?? '',
    Collections: product.collectionSlugs.join(', '),
    'HSN Code': product.hsnCode,
    'GST Rate': String(product.gstRate),
    'Low Stock Threshold': String(product.lowStockThreshold),
    'Product MRP': ownPrice ? rupeesCell(product.basePrice) : '',
    'Product Sale Price': ownPrice && product.salePrice !== null ? rupeesCell(product.salePrice) : '',
  };
}

function priceCells(mrp: number, sale: number | null): Partial<Row> {
  return sale === null
    ? { 'Variant Price': rupeesCell(mrp), 'Variant Compare At Price': '' }
    : { 'Variant Price': rupeesCell(sale), 'Variant Compare At Price': rupeesCell(mrp) };
}

// ---------------------------------------------------------------------------------------------- import

/**
 * Reads a product CSV (this store's export, or Shopify's) into checked product values. Columns the file
 * does not have keep an existing product's values; unknown columns are ignored. Every refusal names its
 * row and column; a product with any refusal is left out of `products`.
 */
export function csvToProducts(
  csv: string,
  context: CsvImportContext,
): { products: CsvProduct[]; errors: CsvRowError[] } {
  const table = readTable(csv);
  if ('error' in table) return { products: [], errors: [table.error] };
  const { columns, rows } = table;
  if (!columns.has('Handle') && !columns.has('Title')) {
    return {
      products: [],
      errors: [
        {
          row: 1,
          column: 'Handle',
          message:
            'The first line must name the columns (Handle, Title, Variant Price ...): is this a product CSV?',
        },
      ],
    };
  }
  const errors: CsvRowError[] = [];
  const groups = new Map<string, { row: number; cells: Row }[]>();
  for (const line of rows) {
    const handle = line.cells.Handle || slugFromName(line.cells.Title);
    if (!handle) {
      errors.push({
        row: line.row,
        column: 'Handle',
        message: 'Handle is required (or a Title to make one from)',
      });
      continue;
    }
    const group = groups.get(handle) ?? [];
    group.push(line);
    groups.set(handle, group);
  }
  const products: CsvProduct[] = [];
  const skuRows = new Map<string, number>();
  for (const [handle, lines] of groups) {
    const read = new ProductReader(handle, lines, columns, context);
    const result = read.product();
    for (const [sku, row] of result.skus) {
      const earlier = skuRows.get(sku.toUpperCase());
      if (earlier !== undefined) {
        result.errors.push({
          row,
          column: 'Variant SKU',
          message: `SKU ${sku} is already on row ${earlier}: each variant needs its own SKU`,
        });
      } else skuRows.set(sku.toUpperCase(), row);
    }
    errors.push(...result.errors);
    if (result.errors.length === 0 && result.values) {
      const locate = (field: string, message: string) => read.locate(pathOf(field), message);
      products.push({ handle, firstRow: read.firstRow, values: result.values, locate });
    }
  }
  const place = (column: string) => PRODUCT_CSV_COLUMNS.indexOf(column as CsvColumn);
  errors.sort((a, b) => a.row - b.row || place(a.column) - place(b.column));
  return { products, errors };
}

function readTable(
  csv: string,
): { columns: Map<CsvColumn, number>; rows: { row: number; cells: Row }[] } | { error: CsvRowError } {
  if (Buffer.byteLength(csv, 'utf8') > CSV_MAX_BYTES) {
    return {
      error: {
        row: 1,
        column: 'file',
        message: CSV_TOO_LARGE_MESSAGE,
      },
    };
  }
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true });
  } catch (error) {
    const at = (error as { records?: number }).records;
    return {
      error: {
        row: typeof at === 'number' ? at + 1 : 1,
        column: 'file',
        message: `The file could not be read as CSV: ${(error as Error).message.split(':')[0]}`,
      },
    };
  }
  const [header, ...lines] = records;
  if (!header) return { error: { row: 1, column: 'Handle', message: 'The file is empty' } };
  if (lines.length > CSV_MAX_ROWS) {
    return {
      error: {
        row: CSV_MAX_ROWS + 2,
        column: 'file',
        message: `The file has ${lines.length} product lines; at most ${CSV_MAX_ROWS} are read at once: split it`,
      },
    };
  }
  const columns = readHeader(header);
  const rows = lines
    .map((cells, index) => ({ row: index + 2, cells: cellsOf(cells, columns) }))
    .filter((line) => Object.values(line.cells).some((cell) => cell !== ''));
  return { columns, rows };
}

function cellsOf(cells: readonly string[], columns: Map<CsvColumn, number>): Row {
  const row = {} as Row;
  for (const column of PRODUCT_CSV_COLUMNS) {
    const index = columns.get(column);
    row[column] = index === undefined ? '' : restoreFormula((cells[index] ?? '').trim());
  }
  return row;
}

interface ReadVariant {
  row: number;
  /** the column the MRP was read from */
  mrpColumn: CsvColumn;
}

interface ReadPhoto {
  row: number;
}

const OUTSIDE_PHOTO =
  'Upload this photo at the desk first; outside image addresses are not fetched. Then give its address on this store (/media/...)';

/** One product's rows, read into the desk's product values, remembering which cell each value came from. */
class ProductReader {
  private readonly errors: CsvRowError[] = [];
  private readonly skus: [string, number][] = [];
  private readonly variantRows: ReadVariant[] = [];
  private readonly photoRows: ReadPhoto[] = [];
  private readonly first: { row: number; cells: Row };
  private readonly prior: AdminProduct | null;
  private categoryColumn: CsvColumn = 'Category';
  private productMrpColumn: CsvColumn = 'Variant Price';
  private productSaleColumn: CsvColumn = 'Variant Price';

  constructor(
    private readonly handle: string,
    private readonly lines: { row: number; cells: Row }[],
    private readonly columns: Map<CsvColumn, number>,
    private readonly context: CsvImportContext,
  ) {
    this.first = lines[0]!;
    this.prior = context.existing(handle);
  }

  product(): { values: AdminProductValues | null; errors: CsvRowError[]; skus: [string, number][] } {
    const input = this.input();
    const parsed = AdminProductInputSchema.safeParse(input);
    if (!parsed.success) {
      // one refusal a cell: an empty slug is both too short and of the wrong letters, and a product's
      // price read from its first variant is refused twice
      const cells = new Set<string>();
      for (const issue of parsed.error.issues) {
        const error = this.locate(issue.path, issue.message);
        const cell = `${error.row} ${error.column}`;
        if (cells.has(cell)) continue;
        cells.add(cell);
        this.errors.push(error);
      }
      return { values: null, errors: this.errors, skus: this.skus };
    }
    const values = parsed.data;
    this.checkSalePrices(values);
    return { values, errors: this.errors, skus: this.skus };
  }

  get firstRow() {
    return this.first.row;
  }

  private has(column: CsvColumn) {
    return this.columns.has(column);
  }

  private input(): Record<string, unknown> {
    const cells = this.first.cells;
    const prior = this.prior ? valuesOf(this.prior) : null;
    const name = this.has('Title') ? cells.Title : (prior?.name ?? '');
    return {
      name,
      slug: this.handle,
      shortDescription: this.has('Short Description')
        ? cells['Short Description']
        : (prior?.shortDescription ?? ''),
      description: this.has('Body (HTML)') ? textOfHtml(cells['Body (HTML)']) : (prior?.description ?? ''),
      features: prior?.features ?? [],
      categorySlug: this.categorySlug(prior),
      subcategorySlug: this.has('Subcategory') ? cells.Subcategory || null : (prior?.subcategorySlug ?? null),
      collectionSlugs: this.has('Collections')
        ? cells.Collections.split(',')
            .map((slug) => slug.trim())
            .filter(Boolean)
        : (prior?.collectionSlugs ?? []),
      hsnCode: this.has('HSN Code')
        ? cells['HSN Code'] || JEWELLERY_HSN_CODE
        : (prior?.hsnCode ?? JEWELLERY_HSN_CODE),
      gstRate: this.has('GST Rate')
        ? cells['GST Rate']
          ? numberOrText(cells['GST Rate'])
          : JEWELLERY_GST_RATE
        : (prior?.gstRate ?? JEWELLERY_GST_RATE),
      lowStockThreshold: this.has('Low Stock Threshold')
        ? numberOrUndefined(cells['Low Stock Threshold'])
        : prior?.lowStockThreshold,
      ...this.variantsAndPrices(prior, name),
      photos: this.photos(prior, name),
      specifications: prior?.specifications ?? [],
      companions: prior?.companions ?? [],
      status: this.status(prior),
    };
  }

  private categorySlug(prior: AdminProductValues | null): string {
    const cells = this.first.cells;
    if (this.has('Category')) return cells.Category;
    if (prior?.categorySlug) return prior.categorySlug;
    // Shopify's files: the product type, else the last level of its product category
    this.categoryColumn = cells.Type ? 'Type' : 'Product Category';
    const shopifyCategory = cells['Product Category'].split('>').pop() ?? '';
    return slugFromName(cells.Type || shopifyCategory);
  }

  private status(prior: AdminProductValues | null): string {
    const { Status: status, Published: published } = this.first.cells;
    if (!this.has('Status') && !this.has('Published')) return prior?.status ?? 'published';
    const shown = status.toLowerCase();
    if (status && !['active', 'draft', 'archived'].includes(shown)) {
      this.errors.push({
        row: this.first.row,
        column: 'Status',
        message: 'Status must be active, draft or archived',
      });
    }
    const listed = published.toLowerCase();
    if (published && listed !== 'true' && listed !== 'false') {
      this.errors.push({
        row: this.first.row,
        column: 'Published',
        message: 'Published must be TRUE or FALSE',
      });
    }
    // active and published (a blank Published publishes, as in Shopify); draft, archived or FALSE hide it
    return (shown === '' || shown === 'active') && listed !== 'false' ? 'published' : 'hidden';
  }

  /** Rows that are variants: those with an option value, a SKU or a price; others carry only photos. */
  private variantLines() {
    return this.lines.filter(
      ({ cells }) => cells['Option1 Value'] || cells['Variant SKU'] || cells['Variant Price'],
    );
  }

  private variantsAndPrices(prior: AdminProductValues | null, name: string): Record<string, unknown> {
    const lines = this.variantLines();
    const only = lines[0];
    if (!only || (lines.length === 1 && withoutOptions(only.cells))) {
      const prices = only && this.has('Variant Price') ? this.prices(only.cells) : null;
      this.productMrpColumn = prices?.mrpColumn ?? 'Variant Price';
      const qty = only?.cells['Variant Inventory Qty'] ?? '';
      return {
        basePrice: prices ? prices.mrp : prior?.basePrice,
        salePrice: prices ? prices.sale : (prior?.salePrice ?? null),
        stock: qty ? numberOrText(qty) : (prior?.stock ?? 0),
        variants: [],
      };
    }
    const priorVariants = new Map((prior?.variants ?? []).map((v) => [v.sku.toUpperCase(), v]));
    const firstNames = OPTION_COLUMNS.map(
      (c) => lines.find((line) => line.cells[c.name])?.cells[c.name] ?? '',
    );
    const variants = lines.map(({ row, cells }) => {
      const options = OPTION_COLUMNS.flatMap((c, j) =>
        cells[c.value] ? [{ name: cells[c.name] || firstNames[j] || '', value: cells[c.value] }] : [],
      );
      const sku = cells['Variant SKU'] || skuFrom(this.handle, options);
      this.skus.push([sku, row]);
      const matched = priorVariants.get(sku.toUpperCase());
      const prices = this.prices(cells);
      this.variantRows.push({ row, mrpColumn: prices.mrpColumn });
      const qty = cells['Variant Inventory Qty'];
      return {
        ...(matched?._id ? { _id: matched._id } : {}),
        sku,
        options,
        price: prices.mrp,
        salePrice: prices.sale,
        inventory: qty ? numberOrText(qty) : (matched?.inventory ?? 0),
        photos: this.variantPhotos(row, cells, matched, name),
      };
    });
    const cells = this.first.cells;
    const firstVariant = variants[0];
    if (cells['Product MRP']) {
      this.productMrpColumn = 'Product MRP';
      this.productSaleColumn = 'Product Sale Price';
      return {
        basePrice: numberOrText(cells['Product MRP']),
        salePrice: cells['Product Sale Price'] ? numberOrText(cells['Product Sale Price']) : null,
        variants,
      };
    }
    this.productMrpColumn = this.variantRows[0]?.mrpColumn ?? 'Variant Price';
    return { basePrice: firstVariant?.price, salePrice: firstVariant?.salePrice ?? null, variants };
  }

  /** Variant Price is what a shopper pays; Variant Compare At Price, when above it, the MRP. */
  private prices(cells: Row): { mrp: unknown; sale: unknown; mrpColumn: CsvColumn } {
    const price = numberOrUndefined(cells['Variant Price']);
    const compare = numberOrUndefined(cells['Variant Compare At Price']);
    const noSale = typeof compare === 'number' && typeof price === 'number' && compare < price;
    if (price === undefined || compare === undefined || noSale) {
      return { mrp: price, sale: null, mrpColumn: 'Variant Price' };
    }
    return { mrp: compare, sale: price, mrpColumn: 'Variant Compare At Price' };
  }

  private resolvePhoto(row: number, column: CsvColumn, src: string): { id: string; alt: string } | null {
    const path = this.storePath(src);
    if (path === null) {
      this.errors.push({ row, column, message: `${src} is not on this store. ${OUTSIDE_PHOTO}` });
      return null;
    }
    const photo = this.context.photoAt(path);
    if (!photo) {
      this.errors.push({
        row,
        column,
        message: `No photo of this store is at ${path}: upload it at the desk first and use the address it gets`,
      });
    }
    return photo;
  }

  /** The path of one of this store's own photos, or null for an outside address. */
  private storePath(src: string): string | null {
    let url: URL;
    try {
      url = new URL(src, this.context.publicUrl ?? 'http://store.invalid');
    } catch {
      return null;
    }
    const own =
      src.startsWith('/') ||
      (this.context.publicUrl && url.origin === new URL(this.context.publicUrl).origin);
    if (!own || !url.pathname.startsWith('/media/')) return null;
    try {
      return decodeURIComponent(url.pathname);
    } catch {
      return null;
    }
  }

  private photos(prior: AdminProductValues | null, name: string) {
    if (!this.has('Image Src')) return prior?.photos ?? [];
    const found: { id: string; alt: string; position: number; order: number; row: number }[] = [];
    this.lines.forEach(({ row, cells }, order) => {
      if (!cells['Image Src']) return;
      const photo = this.resolvePhoto(row, 'Image Src', cells['Image Src']);
      if (!photo) return;
      const position = Number(cells['Image Position']);
      const alt =
        cells['Image Alt Text'] || prior?.photos.find((p) => p.id === photo.id)?.alt || photo.alt || name;
      found.push({
        ...photo,
        alt,
        position: Number.isFinite(position) && position > 0 ? position : 1e9,
        order,
        row,
      });
    });
    found.sort((a, b) => a.position - b.position || a.order - b.order);
    // the same photo twice (Shopify repeats a variant's image) is kept once, at its first place
    const photos = found.filter((photo, k) => found.findIndex((other) => other.id === photo.id) === k);
    this.photoRows.push(...photos.map((photo) => ({ row: photo.row })));
    return photos.map(({ id, alt }) => ({ id, alt }));
  }

  /**
   * Variant Image is a variant's first photo; while it stays the same, the variant keeps the further
   * photos the desk gave it.
   */
  private variantPhotos(row: number, cells: Row, matched: VariantValues | undefined, name: string) {
    if (!this.has('Variant Image')) return matched?.photos ?? [];
    const src = cells['Variant Image'];
    if (!src) return [];
    const photo = this.resolvePhoto(row, 'Variant Image', src);
    if (!photo) return [];
    if (matched?.photos[0]?.id === photo.id) return matched.photos;
    const sameImageRow = this.lines.find(
      (line) => line.cells['Image Src'] === src && line.cells['Image Alt Text'],
    );
    return [{ id: photo.id, alt: sameImageRow?.cells['Image Alt Text'] || photo.alt || name }];
  }

  private checkSalePrices(values: AdminProductValues) {
    if (
      !saleWithinMrp(toPaise(values.basePrice), values.salePrice === null ? null : toPaise(values.salePrice))
    ) {
      this.errors.push({
        row: this.first.row,
        column: this.productSaleColumn,
        message: `The sale price ${values.salePrice} is more than the MRP ${values.basePrice}`,
      });
    }
  }

  /** A refusal of a field, placed at the row and column its value came from. */
  locate(path: readonly PropertyKey[], message: string): CsvRowError {
    const [field, index, part, optionIndex, optionPart] = path;
    const at = (row: number, column: CsvColumn) => ({
      row,
      column,
      message: withColumn(path, message, column),
    });
    const firstRow = this.first.row;
    switch (field) {
      case 'name':
        return at(firstRow, 'Title');
      case 'slug':
        return at(firstRow, 'Handle');
      case 'shortDescription':
        return at(firstRow, 'Short Description');
      case 'description':
        return at(firstRow, 'Body (HTML)');
      case 'categorySlug':
        return at(firstRow, this.categoryColumn);
      case 'subcategorySlug':
        return at(firstRow, 'Subcategory');
      case 'collectionSlugs':
        return at(firstRow, 'Collections');
      case 'basePrice':
        return at(this.variantRows[0]?.row ?? this.variantLines()[0]?.row ?? firstRow, this.productMrpColumn);
      case 'salePrice':
        return at(
          this.variantRows[0]?.row ?? this.variantLines()[0]?.row ?? firstRow,
          this.productSaleColumn,
        );
      case 'hsnCode':
        return at(firstRow, 'HSN Code');
      case 'gstRate':
        return at(firstRow, 'GST Rate');
      case 'lowStockThreshold':
        return at(firstRow, 'Low Stock Threshold');
      case 'stock':
        return at(this.variantLines()[0]?.row ?? firstRow, 'Variant Inventory Qty');
      case 'status':
        return at(firstRow, 'Status');
      case 'photos': {
        const row = typeof index === 'number' ? this.photoRows[index]?.row : undefined;
        return at(row ?? firstRow, part === 'alt' ? 'Image Alt Text' : 'Image Src');
      }
      case 'variants': {
        const variant = typeof index === 'number' ? this.variantRows[index] : undefined;
        const row = variant?.row ?? firstRow;
        if (part === 'options') {
          const option =
            OPTION_COLUMNS[typeof optionIndex === 'number' ? optionIndex : 0] ?? OPTION_COLUMNS[0];
          return at(row, optionPart === 'name' ? option.name : option.value);
        }
        if (part === 'price') return at(row, variant?.mrpColumn ?? 'Variant Price');
        if (part === 'salePrice') return at(row, 'Variant Price');
        if (part === 'inventory') return at(row, 'Variant Inventory Qty');
        if (part === 'photos') return at(row, 'Variant Image');
        return at(row, 'Variant SKU');
      }
      default:
        return at(firstRow, 'Handle');
    }
  }
}

type VariantValues = AdminProductValues['variants'][number];

/** Shopify's one variant of a product without options: no option values, or Title / Default Title. */
function withoutOptions(cells: Row): boolean {
  if (cells['Option2 Value'] || cells['Option3 Value']) return false;
  const value = cells['Option1 Value'];
  return !value || (value === 'Default Title' && ['', 'Title'].includes(cells['Option1 Name']));
}

const numberOrUndefined = (cell: string) => (cell ? numberOrText(cell) : undefined);

/** The schema's message with the field's name replaced by the column's ('price must be ...' → 'Variant Price must be ...'). */
function withColumn(path: readonly PropertyKey[], message: string, column: CsvColumn): string {
  const key = [...path].reverse().find((part) => typeof part === 'string');
  const words = typeof key === 'string' ? [`option ${key}`, `${key} text`, key] : [];
  for (const word of words) {
    if (message.toLowerCase().startsWith(word.toLowerCase())) return `${column}${message.slice(word.length)}`;
  }
  return `${column}: ${message}`;
}

/** A field as the desk names it ('variants[2].options[0].name') as a path. */
function pathOf(field: string): PropertyKey[] {
  return field
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A SKU for a variant the file gives none: the handle and its option values. */
function skuFrom(handle: string, options: { value: string }[]): string {
  return [handle, ...options.map((option) => option.value)]
    .join('-')
    .replace(/[^A-Za-z0-9._/-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/-$/, '')
    .toUpperCase()
    .slice(0, 64);
}

// ------------------------------------------------------------------------------------------ comparison

/** Whether an import's values would change nothing on the saved product. */
export function changesNothing(values: AdminProductValues, product: AdminProduct): boolean {
  return canonical(values) === canonical(valuesOf(product));
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, entry]) => entry !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}
