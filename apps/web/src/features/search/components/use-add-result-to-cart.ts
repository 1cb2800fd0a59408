import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { ADD_TO_CART_FAILED, defaultVariant, useCartActions } from '../../cart';
import { productBySlugQuery } from '../../catalog';

/**
 * Search 'Add to Cart': fetches the full product by slug and adds it with its first variant through the
 * cart action (live stock, toast, drawer); `beforeDrawer` closes the search first.
 */
export function useAddResultToCart(beforeDrawer: () => void) {
  const queryClient = useQueryClient();
  const cart = useCartActions();
  const [adding, setAdding] = useState(false);

  async function add(slug: string) {
    setAdding(true);
    try {
      const product = await queryClient.fetchQuery(productBySlugQuery(slug));
      await cart.add(product, defaultVariant(product), { onAdded: beforeDrawer });
    } catch (error) {
      console.warn('Search add to cart failed', error);
      toast.error(ADD_TO_CART_FAILED);
    } finally {
      setAdding(false);
    }
  }

  return { add, adding };
}
