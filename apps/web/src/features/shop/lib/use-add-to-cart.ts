import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { ADD_TO_CART_FAILED, defaultVariant, useCartActions } from '../../cart';
import { productBySlugQuery } from '../../catalog';

/**
 * Add to Cart from a listing: loads the full product (for its variants) and adds one unit of the first
 * variant through the cart action, which checks live stock, toasts and opens the drawer.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const cart = useCartActions();
  const [pending, setPending] = useState(false);

  /** `onAdded` runs right before the drawer opens (a quick view closes itself there). */
  const add = async (slug: string, onAdded?: () => void): Promise<boolean> => {
    setPending(true);
    try {
      const product = await queryClient.fetchQuery(productBySlugQuery(slug));
      return await cart.add(product, defaultVariant(product), { onAdded });
    } catch (error) {
      console.warn('Could not load the product to add', error);
      toast.error(ADD_TO_CART_FAILED);
      return false;
    } finally {
      setPending(false);
    }
  };

  return { add, pending };
}
