import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from '../../../lib/toast';
import { addToCart, cartItemFromProduct, defaultVariant, toggleDrawer, useCartItems } from '../../cart';
import { productBySlugQuery } from '../../catalog';

/**
 * Add to Cart from a listing: loads the full product (for its variants and live stock), adds one unit of
 * the first variant, toasts and opens the cart drawer. Refuses out-of-stock items and quantities beyond
 * the stock known.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const dispatch = useDispatch();
  const cartItems = useCartItems();
  const [pending, setPending] = useState(false);

  /** `onAdded` runs right before the drawer opens (a quick view closes itself there). */
  const add = async (slug: string, onAdded?: () => void): Promise<boolean> => {
    setPending(true);
    try {
      const product = await queryClient.fetchQuery(productBySlugQuery(slug));
      const variant = defaultVariant(product);
      const stock = product.variants.length > 0 ? (variant?.inventory ?? 0) : product.stock;
      if (stock <= 0) {
        toast.error('Out of Stock');
        return false;
      }
      const item = cartItemFromProduct(product, variant);
      const inCart = cartItems.find((line) => line._id === item._id)?.quantity ?? 0;
      if (inCart >= stock) {
        toast.error(`Only ${stock} items available in stock`);
        return false;
      }
      dispatch(addToCart(item));
      toast.success(`${item.name} added to cart`);
      onAdded?.();
      dispatch(toggleDrawer(true));
      return true;
    } catch (error) {
      console.error('Add to cart failed', error);
      toast.error('Failed to add item to cart. Please try again.');
      return false;
    } finally {
      setPending(false);
    }
  };

  return { add, pending };
}
