import type { Image } from '@svarna/contracts';
import { type ImgHTMLAttributes, useState } from 'react';
import { PhotoPicture } from '../../../components/photo-picture';
import { mediaUrl } from '../../../lib/media';
import { pictureSources } from '../../../lib/responsive-image';
import { DEFAULT_COLLECTION_IMAGE } from '../lib/default-collection-image';

interface CollectionImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  image: Image | null;
  alt: string;
  priority?: boolean;
  /** how wide the place draws the image (IMAGE_SIZES); an uploaded photo's renditions are picked by it */
  sizes?: string;
}

/** A collection picture with its intrinsic size; missing or broken images show the default collection image. */
export function CollectionImage({
  image,
  alt,
  priority = false,
  className = '',
  sizes = '100vw',
  ...rest
}: CollectionImageProps) {
  const [failed, setFailed] = useState(false);
  const src = failed ? null : mediaUrl(image);
  const useDefault = src == null;
  const sources = useDefault ? null : pictureSources(image?.renditions);
  const img = (
    <img
      {...rest}
      src={useDefault ? DEFAULT_COLLECTION_IMAGE.src : (sources?.src ?? src)}
      srcSet={sources?.jpeg}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={useDefault ? DEFAULT_COLLECTION_IMAGE.width : image?.width}
      height={useDefault ? DEFAULT_COLLECTION_IMAGE.height : image?.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
      data-default-image={useDefault ? 'true' : undefined}
      className={`bg-stone-100 dark:bg-stone-800 ${className}`}
    />
  );
  return sources ? (
    <PhotoPicture sources={sources} sizes={sizes}>
      {img}
    </PhotoPicture>
  ) : (
    img
  );
}
