import { pick, type Rng } from '../random';
import type { MetalKey, PieceKind, ProductDef, Stone } from './catalogue';

export const METAL_NAME: Record<MetalKey, string> = { Y: 'Yellow Gold', R: 'Rose Gold', S: 'Silver' };
const PLATING: Record<MetalKey, string> = {
  Y: '18K micro gold plating',
  R: '18K rose gold plating',
  S: 'rhodium (white) plating',
};

const STONE_TEXT: Record<Stone, string> = {
  moissanite: 'lab-grown moissanite (D–E colour, VVS1 clarity) that out-sparkles diamond',
  ruby: 'deep red synthetic rubies',
  emerald: 'rich green synthetic emeralds',
  sapphire: 'blue evil-eye enamel set with a synthetic sapphire',
  pearl: 'lustrous shell pearls',
  kundan: 'hand-set kundan glass stones in a foil-backed setting',
  none: 'a high-polish finish with fine hand engraving',
};
const STONE_SPEC: Record<Stone, string> = {
  moissanite: 'Moissanite, D–E colour, VVS1',
  ruby: 'Synthetic ruby',
  emerald: 'Synthetic emerald',
  sapphire: 'Synthetic sapphire with enamel',
  pearl: 'Shell pearl',
  kundan: 'Kundan (foil-backed glass)',
  none: 'None (plain metal)',
};

const NOUN: Record<PieceKind, string> = {
  ring: 'ring',
  necklace: 'necklace',
  choker: 'choker',
  pendant: 'pendant set',
  studs: 'pair of studs',
  jhumka: 'pair of jhumkas',
  drops: 'pair of earrings',
  bracelet: 'bracelet',
  bangle: 'bangle',
};

const OCCASION: Record<PieceKind, string> = {
  ring: 'It is comfortable enough to wear every day and special enough for an engagement.',
  necklace: 'It sits neatly on the collarbone over a saree neckline or a plain shirt alike.',
  choker: 'It is made for weddings, sangeet nights and festive dinners.',
  pendant: 'The chain comes attached, so it is ready to wear or gift straight out of the box.',
  studs: 'They are light enough to forget you are wearing them.',
  jhumka: 'They sway gently with every step, just like the jhumkas of old.',
  drops: 'They frame the face and move beautifully in photographs.',
  bracelet: 'It slips on easily and stacks well with a watch or a kada.',
  bangle: 'Wear it alone or stack it with glass bangles for the festive season.',
};

export const baseMetal = (p: ProductDef): string =>
  p.brand === 'M' ? '925 Sterling Silver' : 'Brass alloy (nickel and lead free)';
export const plating = (metal: MetalKey): string => PLATING[metal];
/** The 'Plating' specification of a piece in this metal: 'Rhodium (white) plating'. */
export const platingSpec = (metal: MetalKey): string => capital(PLATING[metal]);
/** How the copy names the plating of a piece made in every colour (its variants): none is the piece's own. */
const ANY_PLATING = 'a choice of 18K yellow gold, 18K rose gold or rhodium (white) plating';

export function writeCopy(p: ProductDef) {
  const noun = NOUN[p.kind];
  const pl = p.variants === 'ring' || p.variants === 'colour' ? ANY_PLATING : PLATING[p.metal];
  const stone = STONE_TEXT[p.stone];
  const shortDescription =
    p.stone === 'none'
      ? `${capital(noun)} in ${baseMetal(p).toLowerCase()} with ${pl}.`
      : `${capital(noun)} with ${STONE_SPEC[p.stone].split(',')[0]?.toLowerCase()} and ${pl}.`;
  const description = `The ${p.name} is a ${noun} crafted in ${baseMetal(p).toLowerCase()} with ${pl}. ${OCCASION[p.kind]}`;
  const care =
    'Store it in the pouch provided, keep it away from perfume and water, and wipe it with a soft dry cloth after wear.';
  const longDescription = [
    `The ${p.name} is set with ${stone}${p.pearls ? ', finished with shell pearl drops' : ''}.`,
    `Each piece is finished in ${pl} over ${baseMetal(p).toLowerCase()} for a warm, lasting shine.`,
    care,
  ].join(' ');
  return { shortDescription, description, longDescription };
}

const FEATURE_POOL = [
  'Skin friendly: nickel and lead free',
  'Comes in a Svarna gift box with a care card',
  'Anti-tarnish coating for a longer lasting shine',
  'Hand finished by artisans in Jaipur',
  'Lightweight for all-day comfort',
  'Dispatched within 24 hours',
];

export function writeFeatures(rng: Rng, p: ProductDef): string[] {
  const first =
    p.stone === 'moissanite'
      ? 'Certified moissanite with a GRA report card'
      : p.stone === 'none'
        ? 'Solid, high-polish 18K micro gold plated finish'
        : `Hand-set ${p.stone === 'kundan' ? 'kundan' : p.stone} stones`;
  const second = p.brand === 'M' ? 'Crafted in 925 sterling silver' : 'Durable 18K micro gold plating';
  const rest = FEATURE_POOL.filter(() => rng() < 0.5).slice(0, 3);
  if (rest.length === 0) rest.push(pick(rng, FEATURE_POOL));
  return [first, second, ...rest];
}

export interface SpecSectionDef {
  title: string;
  specs: [string, string][];
}

export function writeSpecs(rng: Rng, p: ProductDef): SpecSectionDef[] {
  const material: [string, string][] = [
    ['Base Metal', baseMetal(p)],
    ['Plating', platingSpec(p.metal)],
    ['Stone', STONE_SPEC[p.stone]],
  ];
  if (rng() < 0.5) material.push(['Finish', pick(rng, ['High polish', 'Antique matte', 'Satin brushed'])]);
  const grams = (lo: number, hi: number) => `${(lo + rng() * (hi - lo)).toFixed(1)} g`;
  const dims: [string, string][] = (() => {
    switch (p.kind) {
      case 'ring':
        return [
          ['Weight', grams(2, 5)],
          ['Top Width', `${(6 + rng() * 8).toFixed(1)} mm`],
        ];
      case 'bangle':
        return [
          ['Weight', grams(14, 32)],
          ['Width', `${(4 + rng() * 8).toFixed(1)} mm`],
          ['Closure', p.name.includes('Openable') ? 'Screw opening' : 'Slip on'],
        ];
      case 'bracelet':
        return [
          ['Weight', grams(6, 14)],
          ['Length', '6.5 inches + 1 inch extender'],
          ['Clasp', 'Lobster clasp'],
        ];
      case 'studs':
      case 'jhumka':
      case 'drops':
        return [
          ['Weight (pair)', grams(3, 16)],
          ['Length', `${p.kind === 'studs' ? (6 + rng() * 5).toFixed(1) : (25 + rng() * 30).toFixed(0)} mm`],
          ['Closure', p.kind === 'studs' ? 'Screw back' : 'Push back'],
        ];
      default:
        return [
          ['Weight', grams(p.kind === 'choker' ? 30 : 8, p.kind === 'choker' ? 70 : 28)],
          ['Length', p.kind === 'choker' ? '13 inches + adjustable dori' : '16 inches + 2 inch extender'],
          ['Clasp', p.kind === 'choker' ? 'Adjustable dori' : 'Lobster clasp'],
        ];
    }
  })();
  return [
    { title: 'Material & Finish', specs: material },
    { title: 'Dimensions', specs: dims },
  ];
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
