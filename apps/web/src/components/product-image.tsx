import type { Rendition } from '@svarna/contracts';
import { type ImgHTMLAttributes, useState } from 'react';
import { preload } from 'react-dom';
import { type MediaRef, mediaUrl, PLACEHOLDER_IMAGE } from '../lib/media';
import { pictureSources } from '../lib/responsive-image';
import { PhotoPicture } from './photo-picture';

export interface SizedImage extends MediaRef {
  width: number;
  height: number;
  alt?: string;
  /** an uploaded photo's resized copies; a seeded drawing has none */
  renditions?: readonly Rendition[];
}

interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  image: SizedImage | null | undefined;
  alt: string;
  /** above-the-fold images load eagerly with high priority */
  priority?: boolean;
  fallbackWidth?: number;
  fallbackHeight?: number;
  /** how wide the place draws the image (IMAGE_SIZES); a photo's renditions are picked by it */
  sizes?: string;
}

/**
 * An image with intrinsic width/height (no layout shift), lazy below the fold, placeholder on error. An
 * uploaded photo is offered in AVIF, WebP and JPEG at each of its widths; a drawing is one file.
 */
export function ProductImage({
  image,
  alt,
  priority = false,
  fallbackWidth = 800,
  fallbackHeight = 800,
  className = '',
  sizes,
  ...rest
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const src = !failed ? mediaUrl(image) : null;
  const sources = src ? pictureSources(image?.renditions) : null;
  // React preloads an eager <img> by itself, but not one inside a <picture>: the page's largest photo is
  // preloaded here, in AVIF (a browser that cannot show AVIF skips the preload and reads the markup)
  if (priority && sources?.avif) {
    preload(sources.src, {
      as: 'image',
      imageSrcSet: sources.avif,
      imageSizes: sizes ?? '100vw',
      type: 'image/avif',
      fetchPriority: 'high',
    });
  }
  const img = (
    <img
      {...rest}
      src={sources?.src ?? src ?? PLACEHOLDER_IMAGE}
      srcSet={sources?.jpeg}
      sizes={sources ? (sizes ?? '100vw') : sizes}
      alt={alt}
      width={image?.width ?? fallbackWidth}
      height={image?.height ?? fallbackHeight}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
      className={`bg-stone-100 dark:bg-stone-800 ${className}`}
    />
  );
  return sources ? (
    <PhotoPicture sources={sources} sizes={sizes ?? '100vw'}>
      {img}
    </PhotoPicture>
  ) : (
    img
  );
}
