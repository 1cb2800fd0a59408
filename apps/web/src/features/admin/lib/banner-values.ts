import type { AdminBanner, AdminBannerInput, Image } from '@svarna/contracts';
import { rupeesOrNull, rupeesText } from './rupees-text';

/** What the banner form holds; prices as typed. */
export interface BannerValues {
  placement: AdminBanner['placement'];
  title: string;
  subtitle: string;
  description: string;
  buttonText: string;
  buttonLink: string;
  originalPrice: string;
  discountedPrice: string;
  mobileImage: Image | null;
  desktopImage: Image | null;
  gradientOverlay: string;
  textPosition: AdminBanner['textPosition'];
  isActive: boolean;
}

export const bannerLabels = {
  placement: 'Place on the home page',
  title: 'Title',
  subtitle: 'Subtitle',
  description: 'Description',
  buttonText: 'Button text',
  buttonLink: 'Product',
  originalPrice: 'Original price',
  discountedPrice: 'Offer price',
  mobileImage: 'Phone photo',
  desktopImage: 'Computer photo',
  gradientOverlay: 'Shade over the photo',
  textPosition: 'Text position',
};

export const bannerValues = (banner: AdminBanner | null): BannerValues => ({
  placement: banner?.placement ?? 'betterLife',
  title: banner?.title ?? '',
  subtitle: banner?.subtitle ?? '',
  description: banner?.description ?? '',
  buttonText: banner?.buttonText ?? 'Shop Now',
  buttonLink: banner?.buttonLink ?? '',
  originalPrice: rupeesText(banner?.originalPrice ?? null),
  discountedPrice: rupeesText(banner?.discountedPrice ?? null),
  mobileImage: banner?.mobileImage ?? null,
  desktopImage: banner?.desktopImage ?? null,
  gradientOverlay: banner?.gradientOverlay ?? '',
  textPosition: banner?.textPosition ?? 'left',
  isActive: banner?.isActive ?? true,
});

/** The request body; its place in the list is left as it is (the Move buttons set it). */
export const bannerInput = (values: BannerValues): AdminBannerInput => ({
  placement: values.placement,
  title: values.title,
  subtitle: values.subtitle,
  description: values.description,
  buttonText: values.buttonText,
  buttonLink: values.buttonLink,
  originalPrice: rupeesOrNull(values.originalPrice),
  discountedPrice: rupeesOrNull(values.discountedPrice),
  mobileImage: values.mobileImage?._id ?? '',
  desktopImage: values.desktopImage?._id ?? '',
  gradientOverlay: values.gradientOverlay,
  textPosition: values.textPosition,
  isActive: values.isActive,
});

/** Photos the form itself finds missing: both are required. */
export function missingBannerPhotos(values: BannerValues) {
  return {
    ...(values.mobileImage ? {} : { mobileImage: 'Choose a photo for phones' }),
    ...(values.desktopImage ? {} : { desktopImage: 'Choose a photo for computers' }),
  };
}
