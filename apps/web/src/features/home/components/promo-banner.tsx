import type { Banner } from '@svarna/contracts';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { mediaUrl } from '../../../lib/media';
import { paths } from '../../../lib/paths';
import { formatRupees } from '../../../lib/price';
import { IMAGE_SIZES, pictureSources } from '../../../lib/responsive-image';
import { useBanners } from '../api/get-banners';

const alignments = {
  left: 'items-start text-left',
  right: 'items-end text-right ml-auto',
  center: 'items-center text-center mx-auto',
} as const;

/** From md the banner shows its wide picture; below, its mobile one. */
const WIDE = '(min-width: 768px)';

function BannerView({ banner }: { banner: Banner }) {
  // an uploaded photo offers its renditions (AVIF, WebP, JPEG) for each picture; a drawing is one file
  const desktop = pictureSources(banner.desktopImage.renditions);
  const mobile = pictureSources(banner.mobileImage.renditions);
  const sizes = IMAGE_SIZES.fullWidth;
  const wide = {
    media: WIDE,
    sizes: desktop ? sizes : undefined,
    width: banner.desktopImage.width,
    height: banner.desktopImage.height,
  };
  const price = banner.discountedPrice ?? banner.originalPrice;
  const original =
    banner.originalPrice != null &&
    banner.discountedPrice != null &&
    banner.originalPrice !== banner.discountedPrice
      ? banner.originalPrice
      : null;
  return (
    <div className="relative overflow-hidden rounded-lg bg-stone-200 dark:bg-stone-800">
      <picture>
        {/* every wide source carries the wide picture's size, so the page reserves its shape */}
        {desktop?.avif && <source type="image/avif" srcSet={desktop.avif} {...wide} />}
        {desktop?.webp && <source type="image/webp" srcSet={desktop.webp} {...wide} />}
        <source srcSet={desktop?.jpeg ?? mediaUrl(banner.desktopImage) ?? undefined} {...wide} />
        {mobile?.avif && <source type="image/avif" srcSet={mobile.avif} sizes={sizes} />}
        {mobile?.webp && <source type="image/webp" srcSet={mobile.webp} sizes={sizes} />}
        <img
          src={mobile?.src ?? mediaUrl(banner.mobileImage) ?? undefined}
          srcSet={mobile?.jpeg}
          sizes={mobile ? sizes : undefined}
          alt={banner.mobileImage.alt || banner.title}
          width={banner.mobileImage.width}
          height={banner.mobileImage.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full object-cover"
        />
      </picture>
      {/* Phones (the mobile image, below 768 px): the text card sits under the picture, never over the
          jewellery; larger screens lay it over the side of the wide picture the banner names. */}
      <div className="flex p-4 md:absolute md:inset-0 md:p-8">
        <div
          className={`flex w-full flex-col justify-center gap-2 self-center rounded-lg bg-white/90 p-4 text-stone-900 md:w-auto md:max-w-md md:p-6 dark:bg-stone-950/85 dark:text-stone-100 ${alignments[banner.textPosition]}`}
        >
          {banner.subtitle && (
            <p className="text-sm font-semibold tracking-wide uppercase">{banner.subtitle}</p>
          )}
          <h2 className="text-xl font-semibold sm:text-2xl">{banner.title}</h2>
          {banner.description && <p className="hidden text-sm sm:block">{banner.description}</p>}
          {price != null && (
            <p className="flex items-baseline gap-2">
              <span className="font-semibold">{formatRupees(price, { suffix: true })}</span>
              {original != null && <s className="text-sm">{formatRupees(original, { suffix: true })}</s>}
            </p>
          )}
          {banner.buttonText && banner.buttonLink && (
            <Link to={paths.product.to(banner.buttonLink)} className={buttonClass({ className: 'mt-1' })}>
              {banner.buttonText}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

/** The better-life or highlight banner slot, fed by the active banners of that placement. */
export function PromoBanner({ placement }: { placement: Banner['placement'] }) {
  const banners = useBanners(placement);
  if (banners.length === 0) return null;
  return (
    <section
      aria-label={placement === 'betterLife' ? 'Featured offer' : 'Highlight'}
      className="mx-auto max-w-7xl space-y-4 px-4 py-6"
    >
      {banners.map((banner) => (
        <BannerView key={banner._id} banner={banner} />
      ))}
    </section>
  );
}
