import { type AdminProduct, CSV_MAX_BYTES, CSV_MAX_ROWS } from '@svarna/contracts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { type CsvImportContext, changesNothing, csvToProducts, productsToCsv } from './product-csv';
import { PRODUCT_CSV_COLUMNS, textOfHtml } from './product-csv-columns';
import { valuesOf } from './product-desk-mapper';

const STORE = 'https://svarna.example';

const image = (id: string, path: string, alt: string) => ({
  _id: id,
  filePath: path,
  url: path,
  width: 800,
  height: 800,
  alt,
});

function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: '1',
    version: 1,
    name: 'Kundan Choker',
    slug: 'kundan-choker',
    shortDescription: 'A choker for the wedding',
    description: 'Hand-set kundan stones.\nGold plated.',
    features: ['Hand-set'],
    categorySlug: 'necklaces',
    subcategorySlug: 'chokers',
    collectionSlugs: ['bridal', 'festive'],
    basePrice: 4999,
    salePrice: 3999.5,
    hsnCode: '7117',
    gstRate: 3,
    lowStockThreshold: 4,
    stock: 12,
    variants: [],
    photos: [image('10', '/media/products/kundan-1.svg', 'Kundan choker, front view')],
    specifications: [{ title: 'Material', specs: [{ key: 'Base', value: 'Brass' }] }],
    companions: ['kundan-studs'],
    status: 'published',
    everOrdered: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    changes: [],
    ...overrides,
  };
}

const ring = () =>
  product({
    _id: '2',
    name: 'Solitaire Ring',
    slug: 'solitaire-ring',
    categorySlug: 'rings',
    subcategorySlug: null,
    collectionSlugs: [],
    basePrice: 2999,
    salePrice: null,
    stock: 9,
    photos: [
      image('20', '/media/products/ring-1.svg', 'Ring, front'),
      image('21', '/media/products/ring-2.svg', 'Ring, side'),
      image('22', '/media/products/ring-3.svg', 'Ring, close-up'),
    ],
    variants: [
      {
        _id: '200',
        sku: 'SVJ-RI-10-YG',
        options: [
          { name: 'Ring Size', value: '10' },
          { name: 'Plating Colour', value: 'Yellow Gold' },
        ],
        price: 2999,
        salePrice: null,
        inventory: 4,
        photos: [
          image('20', '/media/products/ring-1.svg', 'Ring, front'),
          image('21', '/media/products/ring-2.svg', 'Ring, side'),
        ],
      },
      {
        _id: '201',
        sku: 'SVJ-RI-12-RG',
        options: [
          { name: 'Ring Size', value: '12' },
          { name: 'Plating Colour', value: 'Rose Gold' },
        ],
        price: 3099,
        salePrice: 2799,
        inventory: 5,
        photos: [image('30', '/media/products/ring-rose-gold.svg', 'Ring, rose gold')],
      },
    ],
  });

const MEDIA: Record<string, { id: string; alt: string }> = {
  '/media/products/kundan-1.svg': { id: '10', alt: 'Kundan choker, front view' },
  '/media/products/ring-1.svg': { id: '20', alt: 'Ring, front' },
  '/media/products/ring-2.svg': { id: '21', alt: 'Ring, side' },
  '/media/products/ring-3.svg': { id: '22', alt: 'Ring, close-up' },
  '/media/products/ring-rose-gold.svg': { id: '30', alt: 'Ring, rose gold' },
  '/media/uploads/bangle.jpg': { id: '40', alt: 'Bangle on a wrist' },
};

function context(existing: AdminProduct[] = []): CsvImportContext {
  return {
    photoAt: (path) => MEDIA[path] ?? null,
    existing: (slug) => existing.find((p) => p.slug === slug) ?? null,
    publicUrl: STORE,
  };
}

const table = (csv: string) => parse(csv, { bom: true }) as string[][];
const cell = (rows: string[][], row: number, column: string) =>
  rows[row]?.[PRODUCT_CSV_COLUMNS.indexOf(column as (typeof PRODUCT_CSV_COLUMNS)[number])];

/** A CSV of the given columns and rows, as a spreadsheet would save it. */
const csvOf = (header: string[], ...rows: string[][]) =>
  [header, ...rows]
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(','))
    .join('\n');

describe('productsToCsv', () => {
  it("writes Shopify's columns and the store's own, with a BOM and the first row carrying the product", () => {
    const csv = productsToCsv([product()], { publicUrl: STORE });
    expect(
      csv.startsWith('\uFEFFHandle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,'),
    ).toBe(true);
    const rows = table(csv);
    expect(rows[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    expect(cell(rows, 1, 'Title')).toBe('Kundan Choker');
    expect(cell(rows, 1, 'Body (HTML)')).toBe('Hand-set kundan stones.\nGold plated.');
    expect(cell(rows, 1, 'Option1 Name')).toBe('Title');
    expect(cell(rows, 1, 'Option1 Value')).toBe('Default Title');
    // Shopify's price semantics: what the shopper pays, and the MRP as the compare-at price
    expect(cell(rows, 1, 'Variant Price')).toBe('3999.50');
    expect(cell(rows, 1, 'Variant Compare At Price')).toBe('4999.00');
    expect(cell(rows, 1, 'Variant Inventory Qty')).toBe('12');
    expect(cell(rows, 1, 'Image Src')).toBe(`${STORE}/media/products/kundan-1.svg`);
    expect(cell(rows, 1, 'Published')).toBe('TRUE');
    expect(cell(rows, 1, 'Status')).toBe('active');
    expect(cell(rows, 1, 'HSN Code')).toBe('7117');
    expect(cell(rows, 1, 'Collections')).toBe('bridal, festive');
    expect(cell(rows, 1, 'Subcategory')).toBe('chokers');
  });

  it('puts further variants and photos on further rows of the same Handle, product fields on the first only', () => {
    const rows = table(productsToCsv([ring()], { publicUrl: STORE }));
    expect(rows).toHaveLength(4); // header, 2 variants, a third photo
    expect(rows.slice(1).map((r) => r[0])).toEqual(['solitaire-ring', 'solitaire-ring', 'solitaire-ring']);
    expect(cell(rows, 2, 'Title')).toBe('');
    expect(cell(rows, 2, 'Variant SKU')).toBe('SVJ-RI-12-RG');
    expect(cell(rows, 2, 'Option2 Value')).toBe('Rose Gold');
    expect(cell(rows, 2, 'Variant Price')).toBe('2799.00');
    expect(cell(rows, 2, 'Variant Compare At Price')).toBe('3099.00');
    expect(cell(rows, 2, 'Variant Image')).toBe(`${STORE}/media/products/ring-rose-gold.svg`);
    expect(cell(rows, 3, 'Variant SKU')).toBe('');
    expect(cell(rows, 3, 'Image Src')).toBe(`${STORE}/media/products/ring-3.svg`);
    expect(cell(rows, 3, 'Image Position')).toBe('3');
    // the listing price is the first variant's, so the store's own price columns stay empty
    expect(cell(rows, 1, 'Product MRP')).toBe('');
  });

  it('quotes commas, quotes and new lines, keeps ₹ and Hindi, and neutralises formulas', () => {
    const tricky = product({
      name: 'Jhumka, "Rani" सेट',
      shortDescription: '=HYPERLINK("http://evil.example","click")',
      description: '+91 call us\n@home, -10% off',
    });
    const csv = productsToCsv([tricky]);
    expect(csv).toContain('"Jhumka, ""Rani"" सेट"');
    const rows = table(csv);
    expect(cell(rows, 1, 'Title')).toBe('Jhumka, "Rani" सेट');
    expect(cell(rows, 1, 'Short Description')).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(cell(rows, 1, 'Body (HTML)')).toBe("'+91 call us\n@home, -10% off");
  });
});

describe('csvToProducts', () => {
  it('reads back exactly what the export wrote, so the round trip changes nothing', () => {
    const saved = [
      product({ shortDescription: "=1+1 and '@ and -", description: "'=already quoted" }),
      ring(),
    ];
    const csv = productsToCsv(saved, { publicUrl: STORE });
    const { products, errors } = csvToProducts(csv, context(saved));
    expect(errors).toEqual([]);
    expect(products.map((p) => p.handle)).toEqual(['kundan-choker', 'solitaire-ring']);
    expect(products[0]?.values).toEqual(valuesOf(saved[0]!));
    expect(products[1]?.values).toEqual(valuesOf(saved[1]!));
    expect(changesNothing(products[0]!.values, saved[0]!)).toBe(true);
    expect(changesNothing(products[1]!.values, saved[1]!)).toBe(true);
  });

  it('keeps a listing price of its own on a product with variants in the store columns', () => {
    const own = { ...ring(), basePrice: 2899, salePrice: 2599 };
    const rows = table(productsToCsv([own]));
    expect(cell(rows, 1, 'Product MRP')).toBe('2899.00');
    expect(cell(rows, 1, 'Product Sale Price')).toBe('2599.00');
    const { products, errors } = csvToProducts(productsToCsv([own]), context([own]));
    expect(errors).toEqual([]);
    expect(changesNothing(products[0]!.values, own)).toBe(true);
  });

  it('reads a Shopify export: its statuses, HTML body, missing tax columns and unknown columns', () => {
    const header = [
      'Handle',
      'Title',
      'Body (HTML)',
      'Vendor',
      'Type',
      'Tags',
      'Published',
      'Option1 Name',
      'Option1 Value',
      'Variant SKU',
      'Variant Grams',
      'Variant Inventory Qty',
      'Variant Price',
      'Variant Compare At Price',
      'Image Src',
      'Image Position',
      'Image Alt Text',
      'SEO Title',
      'Status',
    ];
    const csv = csvOf(
      header,
      [
        'silver-bangle',
        'Silver Bangle',
        '<p>Pure <b>silver</b> &amp; light.</p><ul><li>Hallmarked</li></ul>',
        'Svarna',
        'Bangles',
        'silver',
        'TRUE',
        'Size',
        '2.4',
        'BG-24',
        '20',
        '3',
        '1499.00',
        '1999.00',
        `${STORE}/media/uploads/bangle.jpg`,
        '1',
        '',
        'Bangle',
        'active',
      ],
      [
        'silver-bangle',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '2.6',
        'BG-26',
        '22',
        '0',
        '1599.00',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
      [
        'draft-studs',
        'Draft Studs',
        'Plain text',
        '',
        'Earrings',
        '',
        'TRUE',
        'Title',
        'Default Title',
        'ST-1',
        '',
        '7',
        '899',
        '',
        '',
        '',
        '',
        '',
        'draft',
      ],
      [
        'old-pendant',
        'Old Pendant',
        '',
        '',
        'Pendants',
        '',
        'FALSE',
        'Title',
        'Default Title',
        '',
        '',
        '',
        '650',
        '',
        '',
        '',
        '',
        '',
        'active',
      ],
    );
    const { products, errors } = csvToProducts(`\uFEFF${csv}`, context());
    expect(errors).toEqual([]);
    const [bangle, studs, pendant] = products;
    expect(bangle?.values).toMatchObject({
      name: 'Silver Bangle',
      description: 'Pure silver & light.\n• Hallmarked',
      categorySlug: 'bangles',
      hsnCode: '7113',
      gstRate: 3,
      status: 'published',
      basePrice: 1999,
      salePrice: 1499,
      photos: [{ id: '40', alt: 'Bangle on a wrist' }],
    });
    expect(bangle?.values.variants).toEqual([
      {
        sku: 'BG-24',
        options: [{ name: 'Size', value: '2.4' }],
        price: 1999,
        salePrice: 1499,
        inventory: 3,
        photos: [],
      },
      {
        sku: 'BG-26',
        options: [{ name: 'Size', value: '2.6' }],
        price: 1599,
        salePrice: null,
        inventory: 0,
        photos: [],
      },
    ]);
    expect(studs?.values).toMatchObject({
      status: 'hidden',
      variants: [],
      stock: 7,
      basePrice: 899,
      salePrice: null,
    });
    expect(pendant?.values.status).toBe('hidden');
    expect(pendant?.firstRow).toBe(5);
  });

  it("reads Shopify's newer column names", () => {
    const csv = csvOf(
      [
        'Title',
        'URL handle',
        'Description',
        'SKU',
        'Price',
        'Compare-at price',
        'Inventory quantity',
        'Status',
        'Category',
      ],
      ['Pearl Drops', 'pearl-drops', 'Drops', '', '799', '999', '4', 'Active', 'earrings'],
    );
    const { products, errors } = csvToProducts(csv, context());
    expect(errors).toEqual([]);
    expect(products[0]?.values).toMatchObject({
      slug: 'pearl-drops',
      basePrice: 999,
      salePrice: 799,
      stock: 4,
    });
  });

  it('refuses an outside image address, naming the row and column and saying it is not fetched', () => {
    const csv = csvOf(
      ['Handle', 'Title', 'Category', 'Variant Price', 'Image Src'],
      ['a-ring', 'A Ring', 'rings', '999', '/media/products/ring-1.svg'],
      ['a-ring', '', '', '', 'https://cdn.shopify.com/s/files/ring.jpg'],
    );
    const { products, errors } = csvToProducts(csv, context());
    expect(products).toEqual([]);
    expect(errors).toEqual([
      {
        row: 3,
        column: 'Image Src',
        message: expect.stringContaining(
          'Upload this photo at the desk first; outside image addresses are not fetched',
        ),
      },
    ]);
  });

  it('refuses a store address with no photo behind it', () => {
    const csv = csvOf(
      ['Handle', 'Title', 'Category', 'Variant Price', 'Image Src'],
      ['a-ring', 'A Ring', 'rings', '999', `${STORE}/media/gone.jpg`],
    );
    expect(csvToProducts(csv, context()).errors).toEqual([
      {
        row: 2,
        column: 'Image Src',
        message: expect.stringContaining('No photo of this store is at /media/gone.jpg'),
      },
    ]);
  });

  it('names the row and column of every bad cell, keeping the good products', () => {
    const csv = csvOf(
      [
        'Handle',
        'Title',
        'Category',
        'Option1 Name',
        'Option1 Value',
        'Variant SKU',
        'Variant Price',
        'Variant Inventory Qty',
        'GST Rate',
        'HSN Code',
      ],
      ['good-ring', 'Good Ring', 'rings', 'Size', '8', 'GR-8', '999', '2', '', ''],
      ['bad-ring', 'Bad Ring', 'rings', 'Size', '8', 'BR-8', '999', '2', '7', '71'],
      ['bad-ring', '', '', '', '9', 'BR 9!', 'lots', '-1', '', ''],
      ['Bad Handle', 'X', 'rings', '', '', '', '100', '', '', ''],
      ['dup-sku', 'Dup', 'rings', 'Size', '8', 'GR-8', '50', '1', '', ''],
    );
    const { products, errors } = csvToProducts(csv, context());
    expect(products.map((p) => p.handle)).toEqual(['good-ring']);
    expect(errors.map(({ row, column }) => `${row} ${column}`)).toEqual([
      '3 HSN Code',
      '3 GST Rate',
      '4 Variant SKU',
      '4 Variant Inventory Qty',
      '4 Variant Price',
      '5 Handle',
      '6 Variant SKU',
    ]);
    const byColumn = Object.fromEntries(errors.map((e) => [`${e.row} ${e.column}`, e.message]));
    expect(byColumn['3 GST Rate']).toMatch(/^GST Rate must be one of/);
    expect(byColumn['4 Variant Price']).toBe('Variant Price must be a number of rupees');
    expect(byColumn['6 Variant SKU']).toBe('SKU GR-8 is already on row 2: each variant needs its own SKU');
  });

  it('places a refusal the desk makes later (by field) at its row and column', () => {
    const csv = productsToCsv([ring()]);
    const [read] = csvToProducts(csv, context([ring()])).products;
    expect(
      read?.locate('variants[1].salePrice', 'The sale price must not be more than the price (MRP)'),
    ).toEqual({
      row: 3,
      column: 'Variant Price',
      message: 'Variant Price: The sale price must not be more than the price (MRP)',
    });
    expect(read?.locate('categorySlug', 'There is no category rings')).toMatchObject({
      row: 2,
      column: 'Category',
    });
    expect(read?.locate('photos[2].id', 'There is no such photo')).toMatchObject({
      row: 4,
      column: 'Image Src',
    });
  });

  it('names a missing category after the column it was looked for in', () => {
    const csv = csvOf(['Handle', 'Title', 'Variant Price'], ['no-type', 'No Type', '100']);
    expect(csvToProducts(csv, context()).errors).toEqual([
      { row: 2, column: 'Product Category', message: 'Product Category is required' },
    ]);
  });

  it('gives a variant without a SKU one made from its handle and options', () => {
    const csv = csvOf(
      ['Handle', 'Title', 'Category', 'Option1 Name', 'Option1 Value', 'Variant Price'],
      ['toe-ring', 'Toe Ring', 'rings', 'Size', 'Free size', '199'],
      ['toe-ring', '', '', '', 'Small', '199'],
    );
    const { products } = csvToProducts(csv, context());
    expect(products[0]?.values.variants.map((v) => v.sku)).toEqual(['TOE-RING-FREE-SIZE', 'TOE-RING-SMALL']);
  });

  it('refuses a file that is not a product CSV, or cannot be read', () => {
    expect(csvToProducts('name,price\nRing,100\n', context()).errors).toEqual([
      { row: 1, column: 'Handle', message: expect.stringContaining('is this a product CSV?') },
    ]);
    expect(csvToProducts('Handle,Title\nring,"Ring\nx,y\n', context()).errors).toEqual([
      { row: 2, column: 'file', message: expect.stringContaining('could not be read as CSV') },
    ]);
  });

  it('refuses a file over the size or row limit with a clear message', () => {
    const big = `Handle,Title\n${'x'.repeat(CSV_MAX_BYTES)}`;
    expect(csvToProducts(big, context()).errors).toEqual([
      { row: 1, column: 'file', message: 'The file is larger than 5 MB: split it into smaller files' },
    ]);
    const many = `Handle,Title\n${'a,A\n'.repeat(CSV_MAX_ROWS + 1)}`;
    expect(csvToProducts(many, context()).errors).toEqual([
      {
        row: CSV_MAX_ROWS + 2,
        column: 'file',
        message: expect.stringContaining('at most 5000 are read at once'),
      },
    ]);
  });

  it('keeps the values of columns a file leaves out for an existing product', () => {
    const saved = product();
    const csv = csvOf(
      ['Handle', 'Title', 'Variant Price', 'Variant Compare At Price'],
      ['kundan-choker', 'Kundan Choker II', '3999.50', '4999'],
    );
    const [read] = csvToProducts(csv, context([saved])).products;
    expect(read?.values).toEqual({ ...valuesOf(saved), name: 'Kundan Choker II' });
  });
});

describe('textOfHtml', () => {
  it('leaves plain text alone and turns HTML into lines', () => {
    expect(textOfHtml('5 < 6 & plain')).toBe('5 < 6 & plain');
    expect(textOfHtml('<p>One<br>Two</p><p>&#8377;999 &nbsp;only</p>')).toBe('One\nTwo\n₹999 only');
  });
});
