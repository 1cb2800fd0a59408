// The columns of the product CSV and the reading and writing of single cells.

/** Shopify's product CSV columns, in the order its export writes them. */
export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Variant Image',
  'Status',
] as const;

/**
 * This store's own columns, for what Shopify's file has no place for. `Product MRP` and `Product Sale
 * Price` are the listing price of a product with variants, written only when it is not its first variant's.
 */
export const STORE_COLUMNS = [
  'Short Description',
  'Category',
  'Subcategory',
  'Collections',
  'HSN Code',
  'GST Rate',
  'Low Stock Threshold',
  'Product MRP',
  'Product Sale Price',
] as const;

export const PRODUCT_CSV_COLUMNS = [...SHOPIFY_COLUMNS, ...STORE_COLUMNS] as const;
export type CsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

export const OPTION_COLUMNS = [
  { name: 'Option1 Name', value: 'Option1 Value' },
  { name: 'Option2 Name', value: 'Option2 Value' },
  { name: 'Option3 Name', value: 'Option3 Value' },
] as const satisfies readonly { name: CsvColumn; value: CsvColumn }[];

/** Other names of the same columns: Shopify's newer export ('URL handle', 'Price', ...). */
const ALIASES: Record<string, CsvColumn> = {
  'url handle': 'Handle',
  description: 'Body (HTML)',
  'published on online store': 'Published',
  sku: 'Variant SKU',
  'inventory quantity': 'Variant Inventory Qty',
  price: 'Variant Price',
  'compare-at price': 'Variant Compare At Price',
  'compare at price': 'Variant Compare At Price',
  'product image url': 'Image Src',
  'variant image url': 'Variant Image',
};

const normalise = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();
const KNOWN = new Map<string, CsvColumn>([
  ...PRODUCT_CSV_COLUMNS.map((column) => [normalise(column), column] as const),
  ...Object.entries(ALIASES),
]);

/** Where each known column is in the header line; unknown columns (Shopify's SEO, weight ...) are left out. */
export function readHeader(header: readonly string[]): Map<CsvColumn, number> {
  const at = new Map<CsvColumn, number>();
  header.forEach((cell, index) => {
    const column = KNOWN.get(normalise(cell));
    if (column && !at.has(column)) at.set(column, index);
  });
  return at;
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A cell as written: a leading ' keeps a spreadsheet from running it as a formula. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** A cell as read: the ' the export put before a formula-like cell is taken off again. */
export function restoreFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * A number as typed in a spreadsheet ('1,299.00', '₹ 1299', '3%'); anything else is handed on as it
 * is, so the schema's message ('must be a number') names the cell.
 */
export function numberOrText(cell: string): number | string {
  const plain = cell.replace(/[₹,%\s]/g, '');
  return /^-?\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : cell;
}

/** Rupees as Shopify writes them: two decimals. */
export const rupeesCell = (rupees: number) => rupees.toFixed(2);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Shopify's Body (HTML) as the plain text this store shows: paragraphs and line breaks become new
 * lines, list items bullets; other tags are dropped. Text without tags is kept as it is.
 */
export function textOfHtml(body: string): string {
  if (!/<\/?[a-z][^>]*>/i.test(body)) return body;
  return body
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n+•/g, '\n•')
    .trim();
}
