import { sellingPrice } from '@svarna/contracts';
import type { CollectionMarketing, CollectionStyling } from '../../db/schema';
import type { ProductPlan } from '../plan-products';

export interface CollectionDef {
  title: string;
  type: 'festival' | 'seasonal' | 'promotion' | 'others';
  isActive: boolean;
  startDate: Date | null;
  endDate: Date | null;
  shortDescription: string;
  description: string;
  styling: CollectionStyling;
  marketing: CollectionMarketing;
  /** which products belong; the seed keeps 6-14 of them in a shuffled owner's order */
  select: (p: ProductPlan) => boolean;
  max: number;
}

const PAST = new Date('2025-10-01T00:00:00+05:30');
const FAR = new Date('2035-12-31T23:59:59+05:30');
/**
 * A fixed far-future start (not "now + n days") keeps this collection "not yet started" on every run,
 * so the seed stays deterministic and the 'Coming Soon' badge always has something to show.
 */
const FUTURE = new Date('2030-01-01T00:00:00+05:30');

export const COLLECTIONS: CollectionDef[] = [
  {
    title: 'Diwali Glow',
    type: 'festival',
    isActive: true,
    startDate: PAST,
    endDate: FAR,
    shortDescription: 'Kundan, temple and ruby pieces for the festival of lights.',
    description:
      'Light up every puja and card party with kundan, temple and ruby jewellery in 18K micro gold plating, picked for the glow of diyas.',
    styling: { backgroundColor: '#4a0a1e', textColor: '#fbe7b5' },
    marketing: {
      heroSubtitle: 'Festive gold for the festival of lights',
      callToAction: { text: 'Shop the Diwali edit', url: '/collections/diwali-glow', style: 'primary' },
    },
    select: (p) => p.def.brand === 'H',
    max: 12,
  },
  {
    title: 'Akshaya Tritiya Gold',
    type: 'festival',
    isActive: true,
    startDate: FUTURE,
    endDate: new Date('2030-05-31T23:59:59+05:30'),
    shortDescription: 'An auspicious edit of yellow gold pieces. Coming soon.',
    description:
      'Begin something new with yellow gold plated bangles, chains and jhumkas chosen for Akshaya Tritiya.',
    styling: { backgroundColor: '#fff4d6', textColor: '#5a3a00' },
    marketing: { heroSubtitle: 'Auspicious beginnings in gold', callToAction: null },
    select: (p) => p.def.metal === 'Y' && p.def.brand !== 'M',
    max: 8,
  },
  {
    title: 'Wedding Season Edit',
    type: 'seasonal',
    isActive: true,
    startDate: PAST,
    endDate: null,
    shortDescription: 'Chokers, necklaces and bangles for the bride and her tribe.',
    description:
      'From haldi to reception: statement chokers, moissanite necklaces and stacking bangles that photograph beautifully.',
    styling: { backgroundColor: '#fdf1f1', textColor: '#6b1030' },
    marketing: {
      heroSubtitle: 'Bridal sparkle, from haldi to reception',
      callToAction: { text: 'Explore bridal pieces', url: '/category/choker', style: 'secondary' },
    },
    select: (p) =>
      ['Choker', 'Bangle'].includes(p.def.category) || (p.def.category === 'Necklace' && p.def.brand === 'M'),
    max: 14,
  },
  {
    title: 'Summer Pastels',
    type: 'seasonal',
    isActive: false,
    startDate: PAST,
    endDate: FAR,
    shortDescription: 'Rose gold and silver tones for sunny days.',
    description: 'Soft rose gold and cool silver plating that pair with pastel kurtas and linen.',
    styling: { backgroundColor: '#eef3f8', textColor: '#1f3a5a' },
    marketing: { heroSubtitle: 'Light tones for long days', callToAction: null },
    select: (p) => p.def.metal !== 'Y',
    max: 10,
  },
  {
    title: 'Under ₹4,999',
    type: 'promotion',
    isActive: true,
    startDate: PAST,
    endDate: FAR,
    shortDescription: 'Gift-ready pieces under ₹4,999.',
    description: 'Birthdays, Rakhi or just because: gold plated favourites that cost less than ₹4,999.',
    styling: { backgroundColor: '#f5f7f1', textColor: '#24401f' },
    marketing: { heroSubtitle: 'Gifts that shine for less', callToAction: null },
    select: (p) => sellingPrice(p.salePricePaise, p.basePricePaise) < 499_900,
    max: 14,
  },
  {
    title: 'Festive Sale',
    type: 'promotion',
    isActive: true,
    startDate: PAST,
    endDate: FAR,
    shortDescription: 'Up to 30% off across moissanite and gold plated jewellery.',
    description:
      'Our biggest markdowns of the season, on solitaires, jhumkas, chokers and more. While stocks last.',
    styling: { backgroundColor: '#8a1538', textColor: '#ffffff' },
    marketing: {
      heroSubtitle: 'Up to 30% off, while stocks last',
      callToAction: { text: 'See all offers', url: '/shop', style: 'primary' },
    },
    select: (p) => p.salePricePaise !== null,
    max: 14,
  },
  {
    title: 'Everyday Essentials',
    type: 'others',
    isActive: true,
    startDate: PAST,
    endDate: null,
    shortDescription: 'Light pieces for the office, college and everything in between.',
    description: 'Dainty chains, studs and bangles you will reach for every morning.',
    styling: { backgroundColor: '#fbf6ee', textColor: '#3d2b1f' },
    marketing: {
      heroSubtitle: 'Made for every day',
      callToAction: { text: 'Shop everyday wear', url: '/shop', style: 'secondary' },
    },
    select: (p) => p.def.brand === 'E',
    max: 12,
  },
  {
    title: 'Moissanite Bestsellers',
    type: 'others',
    isActive: true,
    startDate: null,
    endDate: null,
    shortDescription: 'The moissanite pieces our customers love most.',
    description:
      'Solitaires, tennis bracelets and single line sets: brilliance that rivals diamond at a fraction of the price.',
    styling: { backgroundColor: '#14213d', textColor: '#e6f4ff' },
    marketing: {
      heroSubtitle: 'Brilliance that rivals diamond',
      callToAction: { text: 'Shop moissanite', url: '/collections/moissanite-bestsellers', style: 'primary' },
    },
    select: (p) => p.def.stone === 'moissanite',
    max: 10,
  },
];
