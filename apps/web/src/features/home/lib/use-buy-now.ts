import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { ADD_TO_CART_FAILED, defaultVariant, useCartActions } from '../../cart';
import { productBySlugQuery } from '../../catalog';

/**
 * Buy Now from a home tile (hero, trending cards): loads the full product (variants), puts one unit of
 * the first variant in the cart through the cart action (live stock) and goes to /checkout.
 */
export function useBuyNow() {
  const queryClient = useQueryClient();
  const cart = useCartActions();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const buy = async (slug: string) => {
    setPending(true);
    try {
      const product = await queryClient.fetchQuery(productBySlugQuery(slug));
      if (await cart.buyNow(product, defaultVariant(product))) await navigate(paths.checkout.to());
    } catch (error) {
      console.warn('Buy now failed', error);
      toast.error(ADD_TO_CART_FAILED);
    } finally {
      setPending(false);
    }
  };
  return { buy, pending };
}
