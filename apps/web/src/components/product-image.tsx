import { type ImgHTMLAttributes, useState } from 'react';
import { type MediaRef, mediaUrl, PLACEHOLDER_IMAGE } from '../lib/media';

export interface SizedImage extends MediaRef {
  width: number;
  height: number;
  alt?: string;
}

interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  image: SizedImage | null | undefined;
  alt: string;
  /** above-the-fold images load eagerly with high priority */
  priority?: boolean;
  fallbackWidth?: number;
  fallbackHeight?: number;
}

/** An image with intrinsic width/height (no layout shift), lazy below the fold, placeholder on error. */
export function ProductImage({
  image,
  alt,
  priority = false,
  fallbackWidth = 800,
  fallbackHeight = 800,
  className = '',
  ...rest
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const src = !failed ? mediaUrl(image) : null;
  return (
    <img
      {...rest}
      src={src ?? PLACEHOLDER_IMAGE}
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
}
