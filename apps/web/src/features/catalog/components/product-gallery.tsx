import type { Image } from '@svarna/contracts';
import { useEffect, useState } from 'react';
import { ProductImage } from '../../../components/product-image';

interface ProductGalleryProps {
  images: Image[];
  name: string;
  outOfStock: boolean;
}

/** Main image with thumbnails; the first image is the page's largest paint, so it loads eagerly. */
export function ProductGallery({ images, name, outOfStock }: ProductGalleryProps) {
  const [active, setActive] = useState(0);
  const key = images.map((i) => i.filePath).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset to the first image when the set changes
  useEffect(() => setActive(0), [key]);
  const current = images[active] ?? images[0] ?? null;

  return (
    <section aria-label="Product images" className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-lg bg-stone-100 dark:bg-stone-800">
        <ProductImage
          image={current}
          alt={current?.alt || name}
          priority
          className="aspect-square w-full object-cover"
        />
        {outOfStock && (
          <span className="absolute top-3 left-3 rounded bg-stone-900 px-3 py-1 text-sm font-semibold text-white">
            Out of Stock
          </span>
        )}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, index) => (
            <li key={image.filePath} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => setActive(index)}
                className={`overflow-hidden rounded-md border-2 ${
                  index === active ? 'border-brand' : 'border-transparent hover:border-stone-400'
                }`}
              >
                <ProductImage image={image} alt="" className="size-16 object-cover sm:size-20" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
