import type { MetalKey, Stone } from '../data/catalogue';

/** light, mid, dark stops of each plating colour */
export const METALS: Record<MetalKey, [string, string, string]> = {
  Y: ['#f8e08e', '#d4a23a', '#94661a'],
  R: ['#f9d0bd', '#d98c73', '#9f5744'],
  S: ['#ffffff', '#c9ccd2', '#80858f'],
};

/** centre, edge of each stone's radial gradient */
export const STONES: Record<Exclude<Stone, 'none'>, [string, string]> = {
  moissanite: ['#e6f4ff', '#9ccbef'],
  ruby: ['#e0405f', '#7d0b25'],
  emerald: ['#3fbf85', '#0a5a38'],
  sapphire: ['#5b8de0', '#173f8f'],
  pearl: ['#fbf6ec', '#d9cdb8'],
  kundan: ['#fffaf0', '#e6d3a0'],
};

/** soft photo backdrops: centre, edge */
export const BACKDROPS: [string, string][] = [
  ['#fffaf3', '#efe3d0'],
  ['#fdf1f1', '#ead2d4'],
  ['#f3f6f9', '#d9e1ea'],
  ['#f5f7f1', '#dde4d3'],
  ['#fbf5ea', '#e8d9bd'],
];

export const BRAND = { maroon: '#8a1538', deep: '#4a0a1e', gold: '#d4a23a', cream: '#fbf6ee' };

/** trims numbers so the SVG text stays small */
export const n = (v: number): string => String(Math.round(v * 10) / 10);
