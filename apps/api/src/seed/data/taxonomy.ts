/** Top-level categories (in menu order) and their subcategories. Slugs come from names. */
export interface CategoryDef {
  name: string;
  description: string;
  subcategories: { name: string; description: string }[];
}

export const CATEGORIES: CategoryDef[] = [
  {
    name: 'Choker',
    description: 'Close-fitting statement chokers in kundan, temple and moissanite designs.',
    subcategories: [],
  },
  {
    name: 'Necklace',
    description: 'Single line, tennis and festive necklaces for every occasion.',
    subcategories: [{ name: 'Layered Necklaces', description: 'Two and three strand necklaces that stack.' }],
  },
  {
    name: 'Pendant Set with Chain',
    description: 'Pendants paired with a matching chain, ready to gift.',
    subcategories: [],
  },
  {
    name: 'Rings',
    description: 'Solitaires, bands and cocktail rings in every Indian ring size.',
    subcategories: [
      { name: 'Solitaire Rings', description: 'A single brilliant stone, raised to catch the light.' },
      { name: 'Band Rings', description: 'Eternity and stacking bands for daily wear.' },
    ],
  },
  {
    name: 'Earrings',
    description: 'Studs, jhumkas, chandbalis and drops.',
    subcategories: [
      { name: 'Studs', description: 'Everyday studs that sit close to the ear.' },
      { name: 'Jhumkas', description: 'Bell-shaped temple and kundan jhumkas.' },
    ],
  },
  {
    name: 'Bracelet',
    description: 'Tennis, chain and charm bracelets.',
    subcategories: [],
  },
  {
    name: 'Bangle',
    description: 'Kadas and bangles in sizes 2.4, 2.6 and 2.8.',
    subcategories: [],
  },
];

export const BRANDS = [
  {
    key: 'M',
    name: 'Svarna Moissanite',
    description: 'Lab-grown moissanite set in 925 sterling silver with 18K micro gold plating.',
  },
  {
    key: 'H',
    name: 'Svarna Heritage',
    description: 'Kundan, temple and polki-look pieces in 18K micro gold plating, inspired by heirlooms.',
  },
  {
    key: 'E',
    name: 'Svarna Everyday',
    description: 'Light, gold-plated pieces made for daily wear and gifting.',
  },
] as const;
export type BrandKey = (typeof BRANDS)[number]['key'];

export const RING_SIZES = ['6', '8', '10', '12', '14'] as const;
export const BANGLE_SIZES = ['2.4', '2.6', '2.8'] as const;
export const PLATING_COLOURS = ['Yellow Gold', 'Rose Gold', 'Silver'] as const;
export type PlatingColour = (typeof PLATING_COLOURS)[number];

export const ATTRIBUTES = [
  { name: 'Ring Size', values: [...RING_SIZES] },
  { name: 'Plating Colour', values: [...PLATING_COLOURS] },
  { name: 'Bangle Size', values: [...BANGLE_SIZES] },
] as const;

/** Indian ring size -> inner diameter in mm; bangle size -> inner diameter in mm. */
export const RING_DIAMETER_MM: Record<string, string> = {
  '6': '14.9',
  '8': '15.6',
  '10': '16.2',
  '12': '16.9',
  '14': '17.5',
};
export const BANGLE_DIAMETER_MM: Record<string, string> = { '2.4': '57.2', '2.6': '60.3', '2.8': '63.5' };
