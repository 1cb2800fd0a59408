import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { addToCart, cartItemFromProduct, defaultVariant } from '../../cart';
import { productBySlugQuery } from '../../catalog';

/**
 * Buy Now from a home tile (hero, trending cards): loads the full product (variants, live stock), adds
 * one unit of the first variant and goes to /checkout. Out-of-stock products are refused.
 */
export function useBuyNow() {
  const queryClient = useQueryClient();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const buy = async (slug: string) => {
    setPending(true);
    try {
      const product = await queryClient.fetchQuery(productBySlugQuery(slug));
      const variant = defaultVariant(product);
      const stock = product.variants.length > 0 ? (variant?.inventory ?? 0) : product.stock;
      if (stock <= 0) {
        toast.error('Out of Stock');
        return;
      }
      dispatch(addToCart(cartItemFromProduct(product, variant)));
      navigate(paths.checkout.to());
    } catch (error) {
      console.error('Buy now failed', error);
      toast.error('Failed to add item to cart. Please try again.');
    } finally {
      setPending(false);
    }
  };
  return { buy, pending };
}
