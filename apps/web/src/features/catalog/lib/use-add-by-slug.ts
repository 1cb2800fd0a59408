import type { Product, ProductSummary } from '@svarna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { defaultVariant } from '../../../lib/default-variant';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { ADD_TO_CART_FAILED, type AddOptions, useCartActions } from '../../cart';
import { productBySlugQuery } from '../api/get-product';

/**
 * What to put in the cart from a card, a search result or the wishlist: a slug, whose full product is
 * fetched for its variants, or a listing's summary, fetched the same way unless it has no variants
 * (then it goes in as listed).
 */
export type Piece = string | ProductSummary;

/**
 * Add to Cart and Buy Now wherever there is no variant picker (listings, quick view, search, home tiles,
 * wishlist): loads the full product by slug and puts one unit of its default variant in the cart through
 * the cart action, which checks live stock, toasts and opens the drawer. A product that cannot be loaded
 * says ADD_TO_CART_FAILED. `pending` is true while either runs.
 */
export function useAddBySlug() {
  const queryClient = useQueryClient();
  const cart = useCartActions();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const load = (piece: Piece): Promise<Product | ProductSummary> =>
    typeof piece !== 'string' && !piece.hasVariants
      ? Promise.resolve(piece)
      : queryClient.fetchQuery(productBySlugQuery(typeof piece === 'string' ? piece : piece.slug));

  async function run(piece: Piece, put: (product: Product | ProductSummary) => Promise<boolean>) {
    setPending(true);
    try {
      return await put(await load(piece));
    } catch (error) {
      console.warn('Could not load the product to add', error);
      toast.error(ADD_TO_CART_FAILED);
      return false;
    } finally {
      setPending(false);
    }
  }

  return {
    pending,
    /** One unit, then the drawer; `options.onAdded` runs right before it opens (a quick view closes). */
    add: (piece: Piece, options?: AddOptions) =>
      run(piece, (product) => cart.add(product, defaultVariant(product), options)),
    /** One unit (unless already in the cart), then /checkout. */
    buyNow: (piece: Piece) =>
      run(piece, async (product) => {
        const bought = await cart.buyNow(product, defaultVariant(product));
        if (bought) await navigate(paths.checkout.to());
        return bought;
      }),
  };
}
