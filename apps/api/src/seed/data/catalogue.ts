import type { BrandKey } from './taxonomy';

/** What the product art draws. */
export type PieceKind =
  | 'ring'
  | 'necklace'
  | 'choker'
  | 'pendant'
  | 'studs'
  | 'jhumka'
  | 'drops'
  | 'bracelet'
  | 'bangle';
export type Stone = 'moissanite' | 'ruby' | 'emerald' | 'sapphire' | 'pearl' | 'kundan' | 'none';
/** Y = yellow gold, R = rose gold, S = silver (rhodium) plating. */
export type MetalKey = 'Y' | 'R' | 'S';
/** ring: Ring Size x Plating Colour; bangle: Bangle Size; colour: Plating Colour; none: products.stock */
export type VariantScheme = 'ring' | 'bangle' | 'colour' | 'none';

export interface ProductDef {
  name: string;
  category: string;
  subcategory: string | null;
  kind: PieceKind;
  brand: BrandKey;
  stone: Stone;
  /** pearl drops / hangings in addition to the main stone */
  pearls: boolean;
  metal: MetalKey;
  variants: VariantScheme;
  /** MRP in whole rupees */
  price: number;
}

type Row = [string, PieceKind, BrandKey, Stone, MetalKey, VariantScheme, number, string?];

const group = (category: string, rows: Row[]): ProductDef[] =>
  rows.map(([name, kind, brand, stone, metal, variants, price, subcategory]) => ({
    name,
    category,
    subcategory: subcategory ?? null,
    kind,
    brand,
    stone,
    pearls: /pearl/i.test(name) && stone !== 'pearl',
    metal,
    variants,
    price,
  }));

export const PRODUCTS: ProductDef[] = [
  ...group('Choker', [
    ['Kundan Choker with Pearl Drops', 'choker', 'H', 'kundan', 'Y', 'none', 6499],
    ['Moissanite Bridal Choker', 'choker', 'M', 'moissanite', 'Y', 'none', 124999],
    ['18K Micro Gold Plated Temple Choker', 'choker', 'H', 'ruby', 'Y', 'none', 4999],
    ['Polki Look Choker with Emerald Beads', 'choker', 'H', 'emerald', 'Y', 'none', 7499],
    ['Moissanite Floral Cluster Choker', 'choker', 'M', 'moissanite', 'S', 'none', 84999],
    ['Ruby Kundan Velvet Choker', 'choker', 'H', 'ruby', 'Y', 'none', 3999],
    ['Pearl Layered Choker', 'choker', 'E', 'pearl', 'Y', 'none', 2499],
    ['Moissanite Princess Cut Choker', 'choker', 'M', 'moissanite', 'Y', 'none', 109999],
    ['Antique Gold Plated Coin Choker', 'choker', 'H', 'none', 'Y', 'none', 3299],
  ]),
  ...group('Necklace', [
    ['Moissanite Single Line Necklace Set', 'necklace', 'M', 'moissanite', 'Y', 'none', 24999],
    ['Moissanite Tennis Necklace', 'necklace', 'M', 'moissanite', 'S', 'colour', 64999],
    ['18K Micro Gold Plated Lakshmi Haar', 'necklace', 'H', 'ruby', 'Y', 'none', 8999],
    ['Layered Pearl and Gold Necklace', 'necklace', 'E', 'pearl', 'Y', 'none', 3499, 'Layered Necklaces'],
    [
      'Triple Layer Moissanite Necklace',
      'necklace',
      'M',
      'moissanite',
      'Y',
      'none',
      104999,
      'Layered Necklaces',
    ],
    ['Emerald Drop Kundan Necklace Set', 'necklace', 'H', 'emerald', 'Y', 'none', 9499],
    ['Dainty Layered Chain Necklace', 'necklace', 'E', 'none', 'R', 'colour', 1899, 'Layered Necklaces'],
    ['Moissanite Halo Necklace', 'necklace', 'M', 'moissanite', 'R', 'none', 38999],
    ['Ruby Mango Mala Necklace', 'necklace', 'H', 'ruby', 'Y', 'none', 11999],
    ['Two Layer Coin Necklace', 'necklace', 'E', 'none', 'Y', 'none', 2999, 'Layered Necklaces'],
  ]),
  ...group('Pendant Set with Chain', [
    ['Moissanite Solitaire Pendant with Chain', 'pendant', 'M', 'moissanite', 'Y', 'colour', 18999],
    ['Moissanite Heart Pendant Set', 'pendant', 'M', 'moissanite', 'R', 'none', 21999],
    ['18K Micro Gold Plated Lakshmi Pendant Set', 'pendant', 'H', 'ruby', 'Y', 'none', 2799],
    ['Emerald Teardrop Pendant with Chain', 'pendant', 'H', 'emerald', 'Y', 'none', 3499],
    ['Moissanite Evil Eye Pendant Set', 'pendant', 'M', 'sapphire', 'S', 'none', 14999],
    ['Pearl Drop Pendant with Chain', 'pendant', 'E', 'pearl', 'Y', 'none', 1799],
    ['Moissanite Infinity Pendant Set', 'pendant', 'M', 'moissanite', 'S', 'colour', 16499],
    ['Kundan Om Pendant with Chain', 'pendant', 'H', 'kundan', 'Y', 'none', 2299],
    ['Ruby Floral Pendant Set', 'pendant', 'H', 'ruby', 'R', 'none', 4299],
  ]),
  ...group('Rings', [
    ['Moissanite Solitaire Ring', 'ring', 'M', 'moissanite', 'Y', 'ring', 15999, 'Solitaire Rings'],
    ['Moissanite Halo Solitaire Ring', 'ring', 'M', 'moissanite', 'R', 'ring', 22999, 'Solitaire Rings'],
    ['Moissanite Eternity Band Ring', 'ring', 'M', 'moissanite', 'S', 'ring', 19999, 'Band Rings'],
    ['18K Micro Gold Plated Kundan Cocktail Ring', 'ring', 'H', 'kundan', 'Y', 'ring', 1499],
    ['Moissanite Three Stone Ring', 'ring', 'M', 'moissanite', 'Y', 'ring', 27999],
    ['Ruby Band Ring', 'ring', 'H', 'ruby', 'Y', 'ring', 1799, 'Band Rings'],
    [
      'Emerald Cut Moissanite Solitaire Ring',
      'ring',
      'M',
      'moissanite',
      'S',
      'ring',
      34999,
      'Solitaire Rings',
    ],
    ['Plain Twisted Band Ring', 'ring', 'E', 'none', 'R', 'ring', 1299, 'Band Rings'],
    ['Moissanite Oval Solitaire Ring', 'ring', 'M', 'moissanite', 'Y', 'ring', 114999, 'Solitaire Rings'],
    ['Pearl Statement Ring', 'ring', 'E', 'pearl', 'Y', 'none', 1599],
  ]),
  ...group('Earrings', [
    ['Moissanite Solitaire Studs', 'studs', 'M', 'moissanite', 'Y', 'colour', 12999, 'Studs'],
    ['18K Micro Gold Plated Temple Jhumkas', 'jhumka', 'H', 'ruby', 'Y', 'none', 2499, 'Jhumkas'],
    ['Moissanite Halo Studs', 'studs', 'M', 'moissanite', 'S', 'colour', 17999, 'Studs'],
    ['Pearl Drop Jhumkas', 'jhumka', 'E', 'pearl', 'Y', 'none', 1999, 'Jhumkas'],
    ['Kundan Chandbali Earrings', 'drops', 'H', 'kundan', 'Y', 'none', 3299],
    ['Moissanite Drop Earrings', 'drops', 'M', 'moissanite', 'R', 'none', 26999],
    ['Emerald Studs', 'studs', 'H', 'emerald', 'Y', 'none', 1499, 'Studs'],
    ['Ruby Jhumkas with Pearl Hangings', 'jhumka', 'H', 'ruby', 'Y', 'none', 2899, 'Jhumkas'],
    ['Moissanite Huggie Hoops', 'drops', 'M', 'moissanite', 'Y', 'colour', 9999],
    ['Gold Plated Floral Studs', 'studs', 'E', 'none', 'Y', 'none', 1299, 'Studs'],
  ]),
  ...group('Bracelet', [
    ['Moissanite Tennis Bracelet', 'bracelet', 'M', 'moissanite', 'S', 'colour', 32999],
    ['18K Micro Gold Plated Kada Bracelet', 'bracelet', 'H', 'ruby', 'Y', 'none', 2999],
    ['Moissanite Bezel Chain Bracelet', 'bracelet', 'M', 'moissanite', 'Y', 'none', 14999],
    ['Pearl Charm Bracelet', 'bracelet', 'E', 'pearl', 'R', 'none', 1699],
    ['Ruby Link Bracelet', 'bracelet', 'H', 'ruby', 'Y', 'none', 3199],
    ['Evil Eye Bracelet', 'bracelet', 'E', 'sapphire', 'Y', 'none', 1399],
    ['Moissanite Oval Link Bracelet', 'bracelet', 'M', 'moissanite', 'R', 'none', 45999],
    ['Kundan Hathphool Bracelet', 'bracelet', 'H', 'kundan', 'Y', 'none', 4499],
    ['Moissanite Flexi Bracelet', 'bracelet', 'M', 'moissanite', 'Y', 'colour', 28499],
  ]),
  ...group('Bangle', [
    ['18K Micro Gold Plated Temple Bangles (Set of 2)', 'bangle', 'H', 'ruby', 'Y', 'bangle', 4999],
    ['Moissanite Eternity Bangle', 'bangle', 'M', 'moissanite', 'S', 'bangle', 54999],
    ['Kundan Kada Bangle', 'bangle', 'H', 'kundan', 'Y', 'bangle', 3799],
    ['Ruby Studded Bangle Pair', 'bangle', 'H', 'ruby', 'Y', 'bangle', 5499],
    ['Plain Gold Plated Bangles (Set of 4)', 'bangle', 'E', 'none', 'Y', 'bangle', 2199],
    ['Moissanite Openable Bangle', 'bangle', 'M', 'moissanite', 'R', 'bangle', 39999],
    ['Emerald Meenakari Bangles', 'bangle', 'H', 'emerald', 'Y', 'bangle', 4299],
    ['Pearl Border Bangle', 'bangle', 'E', 'pearl', 'Y', 'none', 2699],
    ['Rose Gold Plated Sleek Bangle', 'bangle', 'E', 'none', 'R', 'bangle', 1899],
  ]),
];
