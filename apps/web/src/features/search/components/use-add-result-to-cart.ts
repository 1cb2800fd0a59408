import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from '../../../lib/toast';
import { addToCart, cartItemFromProduct, defaultVariant, toggleDrawer } from '../../cart';
import { productBySlugQuery } from '../../catalog';

export const ADD_TO_CART_FAILED = 'Failed to add item to cart. Please try again.';

/**
 * Search 'Add to Cart': fetches the full product by slug (fresh stock and variants), adds it with its first
 * variant, toasts, and opens the cart drawer (after `beforeDrawer`, which closes the search).
 */
export function useAddResultToCart(beforeDrawer: () => void) {
  const queryClient = useQueryClient();
  const dispatch = useDispatch();
  const [adding, setAdding] = useState(false);

  async function add(slug: string) {
    setAdding(true);
    try {
      const product = await queryClient.fetchQuery(productBySlugQuery(slug));
      dispatch(addToCart(cartItemFromProduct(product, defaultVariant(product))));
      toast.success(`${product.name || product.title} added to cart`);
      beforeDrawer();
      dispatch(toggleDrawer(true));
    } catch (error) {
      console.warn('Search add to cart failed', error);
      toast.error(ADD_TO_CART_FAILED);
    } finally {
      setAdding(false);
    }
  }

  return { add, adding };
}
