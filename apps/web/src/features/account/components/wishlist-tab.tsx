import { Heart, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/price-tag';
import { ProductImage } from '../../../components/product-image';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/http-client';
import { paths } from '../../../lib/paths';
import { fixedSize } from '../../../lib/responsive-image';
import { toast } from '../../../lib/toast';
import { useAddBySlug } from '../../catalog';
import { useRemoveFromWishlist, useWishlist, type WishlistEntry } from '../../wishlist';

export const WISHLIST_REMOVE_FAILED = 'Could not remove it from your wishlist. Please try again.';

/** Saved pieces with Add to Cart (the cart's one action, which checks stock) and Remove. */
export function WishlistTab() {
  const wishlist = useWishlist();
  return (
    <section aria-labelledby="account-wishlist-heading" className="flex flex-col gap-4">
      <h2 id="account-wishlist-heading" className="text-xl font-semibold">
        Your Wishlist
      </h2>
      {wishlist.isPending ? (
        <Spinner label="Loading your wishlist" />
      ) : wishlist.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          Failed to load your wishlist.{' '}
          <button type="button" className="font-medium underline" onClick={() => void wishlist.refetch()}>
            Try again
          </button>
        </p>
      ) : wishlist.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-stone-300 p-10 text-center dark:border-stone-600">
          <Heart aria-hidden="true" className="size-10 text-stone-500" />
          <p className="text-lg font-semibold">Your wishlist is empty</p>
          <p className="text-stone-700 dark:text-stone-300">
            Tap the heart on a piece you love to save it here.
          </p>
          <Link to={paths.shop.to()} className="font-medium underline underline-offset-2">
            Browse jewellery
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {wishlist.data.map((entry) => (
            <li key={entry.productId}>
              <WishlistItem entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WishlistItem({ entry }: { entry: WishlistEntry }) {
  const { product } = entry;
  const name = product.name;
  const image = product.featuredImage ?? product.basePhotos[0] ?? null;
  const { add, pending: adding } = useAddBySlug();
  const remove = useRemoveFromWishlist();
  const outOfStock = product.stock <= 0;

  /** A piece with variants is added in its first variant in stock, as from a listing. */
  const addToCart = () => add(product);

  const onRemove = () =>
    remove.mutate(entry.productId, {
      onError: (error) => toast.error(serverMessage(error) ?? WISHLIST_REMOVE_FAILED),
    });

  return (
    <article
      aria-label={name}
      className="flex h-full gap-3 rounded-lg border border-stone-200 p-3 dark:border-stone-700"
    >
      <ProductImage
        image={image}
        alt={image?.alt || name}
        sizes={fixedSize(96)}
        className="size-24 shrink-0 rounded object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-medium">
          <Link to={paths.product.to(product.slug)} className="hover:underline">
            {name}
          </Link>
        </h3>
        <PriceTag fields={product} size="sm" />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            type="button"
            onClick={() => void addToCart()}
            disabled={outOfStock || adding}
            variant="primary"
            className="gap-2 text-sm"
          >
            <ShoppingBag aria-hidden="true" className="size-4" />
            {outOfStock ? 'Out of Stock' : adding ? 'Adding…' : 'Add to Cart'}
            <span className="sr-only">: {name}</span>
          </Button>
          <Button
            type="button"
            onClick={onRemove}
            disabled={remove.isPending}
            variant="secondary"
            className="gap-2 text-sm"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {name} from wishlist</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
