import type { ReactElement } from 'react';
import type { PictureSources } from '../lib/responsive-image';

interface PhotoPictureProps {
  sources: PictureSources;
  sizes: string;
  /** the `<img>` with the JPEG srcset, which browsers without AVIF or WebP show */
  children: ReactElement;
}

/**
 * An uploaded photo's AVIF and WebP renditions around its `<img>`: the browser takes the first type it
 * can show, at the width `sizes` asks for. `display: contents` leaves the `<img>` the box its parent's
 * flex or grid lays out, as it was without the `<picture>`.
 */
export function PhotoPicture({ sources, sizes, children }: PhotoPictureProps) {
  return (
    <picture className="contents">
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      {children}
    </picture>
  );
}
