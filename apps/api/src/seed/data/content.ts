import type { HeroHighlight, SiteConfigData } from '../../db/schema';

export const SITE_CONFIG: SiteConfigData = {
  siteTitle: 'Svarna Jewels',
  // no webfont ships with the store, so a system stack renders instantly everywhere
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  // deep maroon: 8.9:1 against white
  primaryColor: '#8a1538',
  topBar: { enabled: true, text: 'COD Available | No Exchange | No Return' },
  about:
    'Svarna Jewels crafts moissanite and 18K micro gold plated jewellery in Jaipur, pairing heirloom designs with stones that sparkle like diamond, at prices made for everyday celebrations.',
  copyright: '© 2025 Svarna Jewels. All rights reserved.',
  developerCredit: 'Built by the Svarna team',
  socialLinks: [
    { label: 'Instagram', href: 'https://www.instagram.com/svarnajewels' },
    { label: 'Facebook', href: 'https://www.facebook.com/svarnajewels' },
    { label: 'YouTube', href: 'https://www.youtube.com/@svarnajewels' },
    { label: 'Pinterest', href: 'https://www.pinterest.com/svarnajewels' },
  ],
  supportPhone: '+91 98765 43210',
  supportWhatsapp: 'https://wa.me/919876543210',
  supportEmail: 'care@svarnajewels.in',
};

export interface HeroDef {
  productSlug: string;
  title: string;
  categoryLinkText: string | null;
  brandTag: string;
  highlights: HeroHighlight[];
  descriptionText: string;
}

const DISPATCH: HeroHighlight = {
  label: '24 hr',
  subLabel: 'Dispatch',
  description: 'Ships from Jaipur within a day',
};

export const HEROES: HeroDef[] = [
  {
    productSlug: 'moissanite-single-line-necklace-set',
    title: 'The Single Line Set',
    categoryLinkText: 'All Necklaces',
    brandTag: 'Svarna Moissanite',
    highlights: [
      { label: 'VVS1', subLabel: 'Moissanite', description: 'D–E colour stones with a GRA card' },
      { label: '18K', subLabel: 'Micro Gold Plating', description: 'Over 925 sterling silver' },
      DISPATCH,
    ],
    descriptionText:
      'A single line of brilliant moissanite with matching studs, for the moments that matter.',
  },
  {
    productSlug: 'moissanite-solitaire-ring',
    title: 'One Stone. All Eyes.',
    categoryLinkText: null,
    brandTag: 'Svarna Moissanite',
    highlights: [
      { label: '1 ct', subLabel: 'Look', description: 'A raised six-prong solitaire' },
      { label: '5', subLabel: 'Ring Sizes', description: 'Indian sizes 6 to 14' },
      DISPATCH,
    ],
    descriptionText: 'A classic solitaire in three plating colours, priced for a yes without the wait.',
  },
  {
    productSlug: 'moissanite-openable-bangle',
    title: 'The Bangle That Opens',
    categoryLinkText: 'Shop all Bangles',
    brandTag: 'Svarna Moissanite',
    highlights: [
      { label: 'Screw', subLabel: 'Opening', description: 'Slips on easily and locks securely' },
      { label: '3', subLabel: 'Bangle Sizes', description: '2.4, 2.6 and 2.8' },
      DISPATCH,
    ],
    descriptionText:
      'A sleek rose gold plated bangle lined with moissanite, made to stay on from morning to night.',
  },
];

export interface BannerDef {
  placement: 'betterLife' | 'highlight';
  productSlug: string;
  title: string;
  subtitle: string;
  description: string;
  buttonText: string;
  gradientOverlay: string;
  textPosition: 'left' | 'right' | 'center';
  isActive: boolean;
  colors: [string, string];
}

export const BANNERS: BannerDef[] = [
  {
    placement: 'betterLife',
    productSlug: 'moissanite-tennis-bracelet',
    title: 'Sparkle for Every Day',
    subtitle: 'Moissanite Tennis Bracelet',
    description:
      'Eighteen brilliant moissanites on a flexible sterling silver line. Made to be worn, not kept.',
    buttonText: 'Shop Now',
    gradientOverlay: 'linear-gradient(90deg, rgba(20,33,61,0.85) 0%, rgba(20,33,61,0) 65%)',
    textPosition: 'left',
    isActive: true,
    colors: ['#14213d', '#3a5a8c'],
  },
  {
    placement: 'highlight',
    productSlug: 'moissanite-bridal-choker',
    title: 'The Bridal Choker',
    subtitle: '18K Micro Gold Plating',
    description: 'Over two hundred moissanites set by hand for the most photographed day of your life.',
    buttonText: 'Buy Now',
    gradientOverlay: 'linear-gradient(270deg, rgba(74,10,30,0.85) 0%, rgba(74,10,30,0) 60%)',
    textPosition: 'right',
    isActive: true,
    colors: ['#4a0a1e', '#8a1538'],
  },
  {
    placement: 'highlight',
    productSlug: 'kundan-kada-bangle',
    title: 'Kundan Kada',
    subtitle: 'Svarna Heritage',
    description: 'A broad kada with hand-set kundan, last season’s favourite.',
    buttonText: 'Shop Now',
    gradientOverlay: 'linear-gradient(180deg, rgba(0,0,0,0) 40%, rgba(0,0,0,0.6) 100%)',
    textPosition: 'center',
    isActive: false,
    colors: ['#5a3a00', '#c08a2a'],
  },
];

/** Home section order as the store owner set it. */
export const HOME_SECTIONS = [
  'hero',
  'trendingProductSection',
  'betterLifeBanner',
  'trendingProducts',
  'highlightBanner',
] as const;
