import type { Collection } from '@svarna/contracts';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../lib/paths';
import { fixedSize, IMAGE_SIZES } from '../../../lib/responsive-image';
import {
  collectionCardImage,
  collectionTypeLabel,
  isComingSoon,
  thumbnailPreview,
} from '../lib/collection-rules';
import { CollectionImage } from './collection-image';

/** One collection in the list; the whole card links to /collections/{slug}. */
export function CollectionCard({
  collection,
  priority = false,
}: {
  collection: Collection;
  priority?: boolean;
}) {
  const preview = thumbnailPreview(collection);
  const comingSoon = isComingSoon(collection);
  const lastIndex = preview.products.length - 1;
  return (
    <article
      data-testid="collection-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-stone-900 has-[a:focus-visible]:ring-offset-2 dark:border-stone-700 dark:bg-stone-900 dark:has-[a:focus-visible]:ring-stone-100 dark:has-[a:focus-visible]:ring-offset-stone-950"
    >
      <div className="relative overflow-hidden">
        <CollectionImage
          image={collectionCardImage(collection)}
          alt=""
          priority={priority}
          sizes={IMAGE_SIZES.collectionCard}
          className="aspect-[3/2] w-full object-cover transition group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        {comingSoon && (
          <span className="absolute top-3 left-3 rounded-full bg-stone-900 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
            Coming Soon
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold">
            <Link
              to={paths.collection.to(collection.slug)}
              className="outline-none after:absolute after:inset-0 hover:underline"
            >
              {collection.title}
            </Link>
          </h2>
          <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            {collectionTypeLabel(collection.collectionType)}
          </span>
        </div>
        <p className="line-clamp-2 text-sm text-stone-700 dark:text-stone-300">
          {collection.shortDescription || collection.description}
        </p>
        {preview.products.length > 0 && (
          <ul className="mt-auto flex gap-2" data-testid="collection-thumbnails">
            {preview.products.map((product, index) => (
              <li key={product._id} className="relative size-14 overflow-hidden rounded-md">
                <ProductImage
                  image={product.featuredImage}
                  alt=""
                  fallbackWidth={56}
                  fallbackHeight={56}
                  sizes={fixedSize(56)}
                  className="size-full object-cover"
                />
                {index === lastIndex && preview.more > 0 && (
                  <span className="absolute inset-0 flex items-center justify-center bg-stone-900/80 text-sm font-semibold text-white">
                    <span data-testid="collection-more">+{preview.more}</span>
                    <span className="sr-only"> more products</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
